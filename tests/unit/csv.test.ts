// The project's one CSV writer (src/shared/ui/csv.ts), used by the portal's history, statement and
// team reports and the desk's reports: quoting, the formula guard, amounts and times.
import { describe, expect, it } from 'vitest';
import { csvAmount, csvTime, toCsv } from '../../src/shared/ui/csv.ts';

describe('CSV', () => {
  it('quotes commas, quotes and line breaks, keeps non-Latin names, starts with a BOM and ends lines with CRLF', () => {
    const csv = toCsv([['member', 'game', 'bet'], ['খেলোয়াড়', 'Slots, "Gold"\nEdition', 12.5], ['玩家', null, 0]]);
    expect(csv).toBe('\uFEFFmember,game,bet\r\nখেলোয়াড়,"Slots, ""Gold""\nEdition",12.5\r\n玩家,,0\r\n');
  });
  it('a text a spreadsheet would run as a formula is written as text; plain numbers, as text or not, stay numbers', () => {
    expect(toCsv([['=HYPERLINK("x")', '+1', '-2+3', '@a', '\tx', -3, '-10.00', '-2']])).toBe('\uFEFF"\'=HYPERLINK(""x"")",\'+1,\'-2+3,\'@a,\'\tx,-3,-10.00,-2\r\n');
  });
  it('amounts in major units with the currency decimals', () => {
    expect([csvAmount(-1234, 2), csvAmount(5, 2), csvAmount(70000, 0), csvAmount(0, 2)]).toEqual(['-12.34', '0.05', '70000', '0.00']);
  });
  it('times are local with their offset, so they name one instant', () => {
    const at = Date.UTC(2026, 0, 31, 16, 5, 9);
    const text = csvTime(at);
    expect(text).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} [+-]\d{2}:\d{2}$/);
    expect(Date.parse(text.replace(' ', 'T').replace(' ', ''))).toBe(at);
  });
});
