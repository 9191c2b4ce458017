// The team reports' range, a page filter's second range kind (date-range.ts is the first): a
// period the platform turns into days of the merchant's time zone (the team overview's periods),
// or `custom` with two dates read in that same time zone, at most 90 days and within the last 12
// months, `<filter>.range`, `.from` and `.to` in the address. The platform checks the same limits
// again; a custom pair it would refuse is ignored and the default period shows.
import type { AgentTeamBetsRequest } from '../../../generated/api/agentTeamBets.ts';

export type TeamPeriod = AgentTeamBetsRequest['period'];
export const TEAM_PERIODS: readonly TeamPeriod[] = ['today', 'yesterday', 'thisWeek', 'lastWeek', 'thisMonth', 'lastMonth', 'custom'];
export const TEAM_MAX_DAYS = 90;
const DAY = 86_400_000;
const HISTORY_DAYS = 366;

/** What a report call takes for its range. */
export type TeamRangeQuery = { period: Exclude<TeamPeriod, 'custom'> } | { period: 'custom'; from: string; to: string };
export type TeamRangeProblem = 'missing' | 'reversed' | 'tooLong' | 'tooOld';
export type TeamPreset = Exclude<TeamPeriod, 'custom'>;

/** A date as a date input gives it, or nothing (the field's default). */
const DATE = { kind: 'text', maxLength: 10, pattern: /^(\d{4}-\d{2}-\d{2})?$/, default: '' } as const;

/** The filter fields of a team range whose period is `period` until the address names another. */
export function teamRangeFields(period: TeamPreset = 'today') {
  return {
    range: { kind: 'choice', values: TEAM_PERIODS, default: period },
    from: DATE,
    to: DATE,
  } as const;
}

/** A member of the team by username as the member box takes it (empty: the whole team). */
export const TEAM_MEMBER = { kind: 'text', maxLength: 30, default: '' } as const;

/** The period a filter falls back to: the page's filter block's default where it is a period, else `fallback`. */
export function defaultTeamPeriod(given: unknown, fallback: TeamPreset): TeamPreset {
  return typeof given === 'string' && given !== 'custom' && (TEAM_PERIODS as readonly string[]).includes(given) ? (given as TeamPreset) : fallback;
}

/** The call's range for a filter's `range`, `from` and `to`; a custom pair the platform would refuse gives `period`. */
export function teamRangeQuery(value: { range: string; from: string; to: string }, period: TeamPreset, offsetMinutes: number, now: number): TeamRangeQuery {
  if (value.range === 'custom') {
    const range = customTeamRange(value.from, value.to, offsetMinutes, now);
    if (typeof range === 'object') return range;
  } else if ((TEAM_PERIODS as readonly string[]).includes(value.range)) {
    return { period: value.range as TeamPreset };
  }
  return { period };
}

/** What a custom pair is wrong with, or null (a period, or a pair the platform takes). */
export function teamRangeProblem(value: { range: string; from: string; to: string }, offsetMinutes: number, now: number): TeamRangeProblem | null {
  if (value.range !== 'custom') return null;
  const range = customTeamRange(value.from, value.to, offsetMinutes, now);
  return typeof range === 'string' ? range : null;
}

/** The merchant's UTC offset in minutes (its config's constants), the one the platform's team periods use. */
export function merchantOffset(constants: unknown): number {
  return (constants as { withdrawals?: { hours?: { utcOffsetMinutes?: number } } }).withdrawals?.hours?.utcOffsetMinutes ?? 0;
}

/** `YYYY-MM-DD` of the merchant's day that holds `ms`. */
export function merchantDate(ms: number, offsetMinutes: number): string {
  return new Date(ms + offsetMinutes * 60_000).toISOString().slice(0, 10);
}

/** Both dates included, as [from, to) epoch milliseconds of the merchant's days, or what is wrong. */
export function customTeamRange(fromDate: string, toDate: string, offsetMinutes: number, now: number): TeamRangeQuery | TeamRangeProblem {
  const start = (value: string) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? Date.parse(`${value}T00:00:00Z`) - offsetMinutes * 60_000 : NaN);
  const from = start(fromDate);
  const to = start(toDate) + DAY;
  if (Number.isNaN(from) || Number.isNaN(to)) return 'missing';
  if (from >= to) return 'reversed';
  if (to - from > TEAM_MAX_DAYS * DAY) return 'tooLong';
  if (from < start(merchantDate(now, offsetMinutes)) - (HISTORY_DAYS - 1) * DAY) return 'tooOld';
  return { period: 'custom', from: String(from), to: String(to) };
}
