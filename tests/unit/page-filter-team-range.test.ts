// A team report's range in a page's filter (src/portal/blocks/listFilter/team-range.ts), the
// second range kind: a period the platform turns into the merchant's days, or a custom pair of
// the merchant's dates up to 90 days apart, read from the address. What the reports do not take
// is ignored and the default period shows: the member pages' presets (week, month), a period the
// platform does not know, dates that are not dates, and custom pairs the platform refuses.
import { describe, expect, it } from 'vitest';
import { parseFilter, serializeFilter } from '../../src/portal/engine/page-filter.ts';
import { defaultTeamPeriod, teamRangeFields, teamRangeProblem, teamRangeQuery } from '../../src/portal/blocks/listFilter/team-range.ts';
import { teamBetsFilter } from '../../src/portal/blocks/teamBetting/filter.ts';

const OFFSET = 8 * 60; // the merchant's days start at 16:00 UTC
const NOW = Date.UTC(2026, 10, 30, 10, 0); // 30 Nov 2026, 18:00 of the merchant's day
const schema = teamRangeFields('today');
const read = (search: string, defaults: Record<string, unknown> = {}) => parseFilter(search, 'teamBets', schema, defaults);
const queryOf = (search: string) => teamRangeQuery(read(search), 'today', OFFSET, NOW);
/** Midnight of a merchant's day, in epoch milliseconds. */
const midnight = (date: string) => String(Date.parse(`${date}T00:00:00Z`) - OFFSET * 60_000);

describe('team range filter: reading the address', () => {
  it('defaults to today with no dates, as the team reports open', () => {
    expect(read('')).toEqual({ range: 'today', from: '', to: '' });
    expect(queryOf('')).toEqual({ period: 'today' });
    expect(parseFilter('', 'teamBets', teamBetsFilter)).toEqual({ range: 'today', from: '', to: '', category: 'all', member: '' });
  });

  it('sends each period as the platform\'s own', () => {
    for (const period of ['yesterday', 'thisWeek', 'lastWeek', 'thisMonth', 'lastMonth'] as const) {
      expect(queryOf(`teamBets.range=${period}`)).toEqual({ period });
    }
  });

  it('reads a custom pair as the merchant\'s days, both included', () => {
    expect(queryOf('teamBets.range=custom&teamBets.from=2026-10-02&teamBets.to=2026-10-05'))
      .toEqual({ period: 'custom', from: midnight('2026-10-02'), to: midnight('2026-10-06') });
  });

  it('ignores what the reports do not take: the default period shows', () => {
    // The member pages' presets are no team period.
    expect(read('teamBets.range=week').range).toBe('today');
    expect(queryOf('teamBets.range=month')).toEqual({ period: 'today' });
    expect(queryOf('teamBets.range=forever')).toEqual({ period: 'today' });
    // Not dates: the field refuses them, the pair is missing.
    expect(read('teamBets.range=custom&teamBets.from=yesterday&teamBets.to=2026-11-30').from).toBe('');
    expect(queryOf('teamBets.range=custom&teamBets.from=yesterday&teamBets.to=2026-11-30')).toEqual({ period: 'today' });
    // Refused pairs: reversed, over 90 days, older than a year.
    expect(queryOf('teamBets.range=custom&teamBets.from=2026-11-10&teamBets.to=2026-11-01')).toEqual({ period: 'today' });
    expect(queryOf('teamBets.range=custom&teamBets.from=2026-08-01&teamBets.to=2026-11-30')).toEqual({ period: 'today' });
    expect(queryOf('teamBets.range=custom&teamBets.from=2025-10-01&teamBets.to=2025-10-02')).toEqual({ period: 'today' });
  });

  it('says why a custom pair is refused, and nothing for a period or a pair it takes', () => {
    const problem = (from: string, to: string) => teamRangeProblem({ range: 'custom', from, to }, OFFSET, NOW);
    expect(problem('', '2026-11-30')).toBe('missing');
    expect(problem('2026-11-10', '2026-11-01')).toBe('reversed');
    expect(problem('2026-09-01', '2026-11-30')).toBe('tooLong');
    expect(problem('2026-09-02', '2026-11-30')).toBeNull();
    expect(problem('2025-10-01', '2025-10-02')).toBe('tooOld');
    expect(teamRangeProblem({ range: 'lastWeek', from: 'x', to: '' }, OFFSET, NOW)).toBeNull();
  });

  it('falls back to the filter block\'s default period, never to custom or a member preset', () => {
    expect(read('', { range: 'thisMonth' }).range).toBe('thisMonth');
    expect(teamRangeQuery(read('teamBets.range=custom&teamBets.from=2026-11-10&teamBets.to=2026-11-01'), defaultTeamPeriod('lastWeek', 'today'), OFFSET, NOW))
      .toEqual({ period: 'lastWeek' });
    expect(defaultTeamPeriod('custom', 'today')).toBe('today');
    expect(defaultTeamPeriod('week', 'today')).toBe('today');
    expect(defaultTeamPeriod(undefined, 'thisWeek')).toBe('thisWeek');
  });
});

describe('team range filter: writing the address', () => {
  it('leaves the default period out and clears the dates with a period', () => {
    const custom = serializeFilter('page=teamBetting', 'teamBets', schema, { range: 'custom', from: '2026-11-01', to: '2026-11-30' });
    expect(custom).toBe('page=teamBetting&teamBets.range=custom&teamBets.from=2026-11-01&teamBets.to=2026-11-30');
    expect(serializeFilter(custom, 'teamBets', schema, { range: 'lastWeek', from: '', to: '' })).toBe('page=teamBetting&teamBets.range=lastWeek');
    expect(serializeFilter('page=teamBetting&teamBets.range=lastWeek', 'teamBets', schema, { range: 'today' })).toBe('page=teamBetting');
    // A member preset is not written.
    expect(serializeFilter('page=teamBetting', 'teamBets', schema, { range: 'week' })).toBe('page=teamBetting');
  });

  it('keeps the member and the category of the whole filter', () => {
    const query = serializeFilter('page=teamBetting', 'teamBets', teamBetsFilter, { member: 'player21', category: 'LIVE' });
    expect(query).toBe('page=teamBetting&teamBets.member=player21&teamBets.category=LIVE');
    expect(parseFilter(query, 'teamBets', teamBetsFilter)).toMatchObject({ member: 'player21', category: 'LIVE', range: 'today' });
  });
});
