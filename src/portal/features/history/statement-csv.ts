// The statement as a CSV file: one line per ledger entry, amounts and both balances as plain
// decimals (they sum in a spreadsheet), then the range's opening and closing balance and the
// lifetime net deposits. The platform tests read this same file back against the ledger.
import type { CallResponse } from '../../../shared/api/index.ts';
import { csvAmount, csvTime, toCsv, type CsvCell } from '../../../shared/ui/csv.ts';

export type StatementPage = CallResponse<'memberStatement'>;
export type StatementItem = StatementPage['items'][number];
export type StatementSummary = StatementPage['summary'];

export const STATEMENT_COLUMNS = ['id', 'time', 'category', 'game', 'reference', 'amount', 'balanceBefore', 'balanceAfter', 'orderNo'] as const;
export type StatementColumn = (typeof STATEMENT_COLUMNS)[number];

export interface StatementCsvText {
  column: (column: StatementColumn) => string;
  category: (item: StatementItem) => string;
  opening: string;
  closing: string;
  netDeposits: string;
}

export function statementCsv(items: readonly StatementItem[], summary: StatementSummary, decimals: number, text: StatementCsvText): string {
  const amount = (minor: number) => csvAmount(minor, decimals);
  const lines: CsvCell[][] = items.map((item) => [
    item.id, csvTime(item.createdAt), text.category(item), item.gameName ?? (item.gameId === null ? null : String(item.gameId)), item.reference,
    amount(item.amountMinor), amount(item.balanceBeforeMinor), amount(item.balanceAfterMinor), item.orderNo,
  ]);
  return toCsv([
    STATEMENT_COLUMNS.map(text.column),
    ...lines,
    [],
    [text.opening, amount(summary.openingBalanceMinor)],
    [text.closing, amount(summary.closingBalanceMinor)],
    [text.netDeposits, amount(summary.lifetimeNetDepositsMinor)],
  ]);
}
