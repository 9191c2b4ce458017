// "Export CSV" on a team report: the rows of the whole range and filter (every page the platform
// has, not only those loaded on screen, up to MAX_ROWS), with the columns the page shows, as a file.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/index.ts';
import { errorText } from '../../../i18n/error-text.ts';
import { downloadCsv, toCsv, type CsvCell } from '../../../../shared/ui/csv.ts';

/** A spreadsheet's worth: beyond this the agent narrows the range or the member. */
export const MAX_ROWS = 20_000;

export interface CsvSource<Item> {
  /** The file name without extension (the report and the range). */
  name: string;
  header: string[];
  /** Every row of the range, page by page (the report's own call). */
  rows: () => Promise<Item[]>;
  line: (item: Item) => CsvCell[];
}

export function ExportCsv<Item>({ source }: { source: CsvSource<Item> }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async () => {
    setBusy(true);
    setError(null);
    try {
      const items = await source.rows();
      downloadCsv(`${source.name}.csv`, toCsv([source.header, ...items.map(source.line)]));
    } catch (failure) {
      setError(errorText(t, failure as { errorCode?: string }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="report-export">
      <Button size="small" onClick={() => void run()} busy={busy}>{t('agentReport.exportCsv')}</Button>
      {error ? <p className="field-error" role="alert">{error}</p> : null}
    </div>
  );
}

/** Follows a keyset-paged call's cursor to the end of the range (or MAX_ROWS). */
export async function allPages<Item>(fetchPage: (cursor: string | undefined) => Promise<{ items: Item[]; nextCursor: string | null }>): Promise<Item[]> {
  const items: Item[] = [];
  let cursor: string | undefined;
  do {
    const page = await fetchPage(cursor);
    items.push(...page.items);
    cursor = page.nextCursor ?? undefined;
  } while (cursor && items.length < MAX_ROWS);
  return items.slice(0, MAX_ROWS);
}
