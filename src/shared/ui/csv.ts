// The project's one CSV writer, for the portal (history, statement, team reports) and the desk
// (reports): RFC 4180 quoting, CRLF lines and a byte-order mark (spreadsheet programs read
// Bengali, Vietnamese or Chinese as UTF-8 only with it). Amounts are plain decimal numbers (no
// symbol or grouping, so they sum); times carry the browser's offset, unambiguous in any
// spreadsheet locale. A text cell a spreadsheet would run as a formula (=, +, -, @, tab or CR
// first) gets a leading apostrophe; a plain decimal number is a number, not a formula.
export type CsvCell = string | number | null;

const FORMULA = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?[0-9]+(\.[0-9]+)?$/;

export function csvCell(value: CsvCell): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = FORMULA.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** Minor units as a decimal number with the currency's decimals (-1234 at 2 decimals: "-12.34"). */
export function csvAmount(minor: number, decimals: number): string {
  return (minor / 10 ** decimals).toFixed(decimals);
}

/** Local time with the browser's offset: 2026-01-31 23:05:09 +07:00. */
export function csvTime(ms: number): string {
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  const offset = -d.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())} ${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
}

export function downloadCsv(filename: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Long enough for a slow browser to start the download of a large file.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
