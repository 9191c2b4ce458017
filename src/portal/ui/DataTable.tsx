// A table on wide screens that becomes one card per row on phones (below 640 px): the same
// markup, with each cell's column name in data-label for the card layout (ui.css), so screen
// readers still get a real table (explicit roles: Chromium drops a table's roles once its
// display is block).
/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role -- the roles are not redundant once CSS changes display (above) */
import './ui.css';
import type { ReactNode } from 'react';
import { EmptyState } from './Card.tsx';

export interface Column<Row> {
  key: string;
  header: ReactNode;
  /** Plain text of the header, shown before the value when the row is a card. */
  label: string;
  cell: (row: Row) => ReactNode;
  align?: 'start' | 'end';
  /** The row's title when it is a card (one column, usually the date or order number). */
  primary?: boolean;
}

export function DataTable<Row>({ columns, rows, rowKey, caption, empty, footer }: {
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  caption: ReactNode;
  empty?: ReactNode;
  footer?: ReactNode;
}) {
  if (rows.length === 0) return <EmptyState title={empty ?? caption} />;
  return (
    <div className="ui-table-wrap">
      <table className="ui-table" role="table">
        <caption className="ui-visually-hidden">{caption}</caption>
        <thead role="rowgroup">
          <tr role="row">{columns.map((c) => <th key={c.key} scope="col" role="columnheader" className={c.align === 'end' ? 'ui-end' : undefined}>{c.header}</th>)}</tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((row) => (
            <tr key={rowKey(row)} role="row">
              {columns.map((c) => (
                <td key={c.key} role="cell" data-label={c.label} className={[c.align === 'end' ? 'ui-end' : '', c.primary ? 'ui-primary-cell' : ''].filter(Boolean).join(' ') || undefined}>
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {footer ? <tfoot>{footer}</tfoot> : null}
      </table>
    </div>
  );
}
