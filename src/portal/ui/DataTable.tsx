// A table on wide screens (its header row stays in view while the page scrolls) that becomes a
// compact list on phones (below 640 px): one row per record, the record's title and its lead
// figure on the first line, the other values small on the line below, each after its column name
// (data-label). The same markup either way, so screen readers still get a real table (explicit
// roles: Chromium drops a table's roles once its display is block).
/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role -- the roles are not redundant once CSS changes display (above) */
import './ui.css';
import type { ReactNode } from 'react';
import { EmptyState } from './Card.tsx';

export interface Column<Row> {
  key: string;
  header: ReactNode;
  /** Plain text of the header, shown before the value in the phone list. */
  label: string;
  cell: (row: Row) => ReactNode;
  align?: 'start' | 'end';
  /** The row's title in the phone list (one column, usually the date or order number). */
  primary?: boolean;
  /** The figure beside the title in the phone list; without one, the first end-aligned column. */
  lead?: boolean;
  /** Buttons or links: at the end of the phone list's first line, without a label. */
  actions?: boolean;
  /** Left out of the phone list (a detail the row can do without on a small screen). */
  wideOnly?: boolean;
}

function cellClass<Row>(column: Column<Row>, lead: string | undefined): string | undefined {
  const names = [
    column.align === 'end' ? 'ui-end' : '',
    column.primary ? 'ui-primary-cell' : '',
    column.key === lead ? 'ui-lead-cell' : '',
    column.actions ? 'ui-actions-cell' : '',
    column.wideOnly ? 'ui-wide-only' : '',
  ].filter(Boolean);
  return names.length ? names.join(' ') : undefined;
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
  const lead = (columns.find((c) => c.lead) ?? columns.find((c) => c.align === 'end' && !c.primary && !c.actions))?.key;
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
              {columns.map((c) => <td key={c.key} role="cell" data-label={c.label} className={cellClass(c, lead)}>{c.cell(row)}</td>)}
            </tr>
          ))}
        </tbody>
        {footer ? <tfoot>{footer}</tfoot> : null}
      </table>
    </div>
  );
}

/**
 * What a list shows while its first page loads: grey rows of a list row's height, in the list's
 * place, so the rows that arrive take the same room. With `label` it is announced as loading;
 * without one it says nothing, as another block on the page says it.
 */
export function TableSkeleton({ label, rows = 8 }: { label?: string; rows?: number }) {
  return (
    <div className="ui-table-skeleton" role={label ? 'status' : undefined} aria-hidden={label ? undefined : true}>
      {label ? <span className="ui-visually-hidden">{label}</span> : null}
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="ui-skeleton-row" aria-hidden="true">
          <span className="ui-skeleton" />
          <span className="ui-skeleton" />
        </div>
      ))}
    </div>
  );
}
