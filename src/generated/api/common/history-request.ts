/* Generated from schemas/api/common/history-request.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * The range and page every member history call takes (transactions, deposits, withdrawals, bet records). Query values are strings; the platform parses them and answers history.range.invalid, history.range.tooLong, history.cursor.invalid or history.pageSize.invalid.
 */
export interface HistoryRequest {
  [k: string]: unknown | undefined;
}
