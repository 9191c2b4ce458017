// A date range in a page's filter (src/portal/blocks/listFilter/date-range.ts): the preset or
// the two dates read from the address, the range the list then asks for, and what it ignores:
// a preset it does not know, dates that are not dates, and custom pairs the calls refuse
// (reversed, longer than 366 days, older than 366 days) all give the default preset's range.
import { describe, expect, it } from 'vitest';
import { parseFilter, serializeFilter } from '../../src/portal/engine/page-filter.ts';
import { dateRangeFields, defaultPreset, filterRange, rangeProblem } from '../../src/portal/blocks/listFilter/date-range.ts';
import { historyFilter } from '../../src/portal/blocks/transactionHistory/filter.ts';

const schema = dateRangeFields('week');
const NOW = new Date(2026, 10, 30, 15, 20); // 30 Nov 2026, 15:20 local
const day = (y: number, m: number, d: number) => new Date(y, m - 1, d).getTime();
const read = (search: string) => parseFilter(search, 'history', schema);
const rangeOf = (search: string) => filterRange(read(search), 'week', NOW);

describe('date range filter: reading the address', () => {
  it('defaults to its preset with no dates', () => {
    expect(read('')).toEqual({ range: 'week', from: '', to: '' });
    expect(parseFilter('', 'bets', dateRangeFields('today')).range).toBe('today');
    expect(rangeOf('')).toEqual({ from: day(2026, 11, 24), to: day(2026, 12, 1) });
  });

  it('reads each preset as the member\'s own days', () => {
    expect(rangeOf('history.range=today')).toEqual({ from: day(2026, 11, 30), to: day(2026, 12, 1) });
    expect(rangeOf('history.range=yesterday')).toEqual({ from: day(2026, 11, 29), to: day(2026, 11, 30) });
    expect(rangeOf('history.range=month')).toEqual({ from: day(2026, 11, 1), to: day(2026, 12, 1) });
  });

  it('reads a custom pair, both days included', () => {
    const search = 'history.range=custom&history.from=2026-10-02&history.to=2026-10-05';
    expect(read(search)).toEqual({ range: 'custom', from: '2026-10-02', to: '2026-10-05' });
    expect(rangeOf(search)).toEqual({ from: day(2026, 10, 2), to: day(2026, 10, 6) });
    expect(rangeProblem(read(search), NOW)).toBeNull();
  });

  it('ignores a preset it does not know and dates that are not dates', () => {
    expect(read('history.range=decade').range).toBe('week');
    expect(read('history.range=Custom').range).toBe('week');
    expect(read('history.range=custom&history.from=2026-1-2&history.to=02/10/2026')).toEqual({ range: 'custom', from: '', to: '' });
    expect(read('history.from=2026-10-02x').from).toBe('');
    // custom without its dates, or with a day the month does not have: the default range shows.
    expect(rangeOf('history.range=custom')).toEqual(rangeOf(''));
    expect(rangeProblem(read('history.range=custom'), NOW)).toBe('missing');
    expect(rangeOf('history.range=custom&history.from=2026-02-31&history.to=2026-03-05')).toEqual(rangeOf(''));
  });

  it('ignores a custom pair the calls refuse, and says why', () => {
    const reversed = 'history.range=custom&history.from=2026-10-05&history.to=2026-10-02';
    expect(rangeOf(reversed)).toEqual(rangeOf(''));
    expect(rangeProblem(read(reversed), NOW)).toBe('reversed');
    const tooLong = 'history.range=custom&history.from=2025-12-01&history.to=2026-12-02';
    expect(rangeOf(tooLong)).toEqual(rangeOf(''));
    expect(rangeProblem(read(tooLong), NOW)).toBe('tooLong');
    const tooOld = 'history.range=custom&history.from=2025-11-28&history.to=2025-11-30';
    expect(rangeOf(tooOld)).toEqual(rangeOf(''));
    expect(rangeProblem(read(tooOld), NOW)).toBe('tooOld');
    // The longest and oldest pair the calls take: 366 days ending today.
    const longest = 'history.range=custom&history.from=2025-11-30&history.to=2026-11-30';
    expect(rangeProblem(read(longest), NOW)).toBeNull();
    expect(rangeOf(longest)).toEqual({ from: day(2025, 11, 30), to: day(2026, 12, 1) });
  });

  it('falls back to the page\'s default preset, never to custom', () => {
    expect(defaultPreset('month', 'week')).toBe('month');
    expect(defaultPreset('custom', 'week')).toBe('week');
    expect(defaultPreset(3, 'today')).toBe('today');
    expect(filterRange(read('history.range=custom'), 'yesterday', NOW)).toEqual({ from: day(2026, 11, 29), to: day(2026, 11, 30) });
    expect(parseFilter('', 'history', schema, { range: 'month' }).range).toBe('month');
  });
});

describe('date range filter: writing the address', () => {
  it('writes a preset and leaves the default out', () => {
    expect(serializeFilter('page=transactionHistory', 'history', historyFilter, { range: 'today', from: '', to: '' })).toBe('page=transactionHistory&history.range=today');
    expect(serializeFilter('page=transactionHistory&history.range=today&history.from=2026-10-02', 'history', historyFilter, { range: 'week', from: '', to: '' })).toBe('page=transactionHistory');
  });

  it('writes a custom pair and refuses what is not a date', () => {
    expect(serializeFilter('page=x', 'history', historyFilter, { range: 'custom', from: '2026-10-02', to: '2026-10-05' }))
      .toBe('page=x&history.range=custom&history.from=2026-10-02&history.to=2026-10-05');
    expect(serializeFilter('page=x&history.range=custom&history.from=2026-10-02', 'history', historyFilter, { from: '2026-10-0', to: 'tomorrow' }))
      .toBe('page=x&history.range=custom&history.from=2026-10-02');
  });

  it('keeps the records tab beside the range', () => {
    expect(parseFilter('history.type=deposits&history.range=yesterday', 'history', historyFilter)).toEqual({ range: 'yesterday', from: '', to: '', type: 'deposits' });
    expect(parseFilter('history.type=bets', 'history', historyFilter).type).toBe('transactions');
  });
});
