// The team reports' CSV (src/portal/features/agent/reports/csv.ts): quoting, formula guard, amounts.
import { describe, expect, it } from 'vitest';
import { csvAmount, toCsv } from '../../src/portal/features/agent/reports/csv.ts';

describe('team report CSV', () => {
  it('quotes commas, quotes and line breaks, keeps non-Latin names, starts with a BOM and ends lines with CRLF', () => {
    const csv = toCsv([['member', 'game', 'bet'], ['খেলোয়াড়', 'Slots, "Gold"\nEdition', 12.5], ['玩家', null, 0]]);
    expect(csv).toBe('\uFEFFmember,game,bet\r\nখেলোয়াড়,"Slots, ""Gold""\nEdition",12.5\r\n玩家,,0\r\n');
  });
  it('a text a spreadsheet would run as a formula is written as text; numbers stay numbers', () => {
    expect(toCsv([['=HYPERLINK("x")', '+1', '-2', '@a', -3]])).toBe('\uFEFF"\'=HYPERLINK(""x"")",\'+1,\'-2,\'@a,-3\r\n');
  });
  it('amounts in major units of the currency', () => {
    expect([csvAmount(-1234, 2), csvAmount(5, 2), csvAmount(70000, 0), csvAmount(0, 2)]).toEqual([-12.34, 0.05, 70000, 0]);
  });
});
