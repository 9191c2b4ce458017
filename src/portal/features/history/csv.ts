// CSV files of the history pages, built in the browser from the paged calls: headers in the
// member's language, plain numbers (a spreadsheet reads "-10.00", not "৳-10.00"), local times,
// and a byte-order mark so spreadsheet programs read Bengali, Vietnamese and Chinese as UTF-8.

/** One cell: quoted when it holds a comma, quote or line break; a leading =+-@ cannot start a formula. */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text) && !/^-?[0-9]+(\.[0-9]+)?$/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvText(header: readonly string[], rows: readonly (readonly (string | number | null)[])[]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** Minor units as a plain decimal number. */
export function plainAmount(minor: number, decimals: number): string {
  return (minor / 10 ** decimals).toFixed(decimals);
}

export function localTime(ms: number): string {
  const d = new Date(ms);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`;
}

export function downloadCsv(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
