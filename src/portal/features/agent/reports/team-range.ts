// The team reports' range: a period the platform turns into days of the merchant's time zone
// (the team overview's periods), or two dates read in that same time zone, at most 90 days and
// within the last 12 months. The platform checks the same limits again.
import type { AgentTeamBetsRequest } from '../../../../generated/api/agentTeamBets.ts';

export type TeamPeriod = AgentTeamBetsRequest['period'];
export const TEAM_PERIODS: readonly TeamPeriod[] = ['today', 'yesterday', 'thisWeek', 'lastWeek', 'thisMonth', 'lastMonth', 'custom'];
export const TEAM_MAX_DAYS = 90;
const DAY = 86_400_000;
const HISTORY_DAYS = 366;

/** What a report call takes for its range. */
export type TeamRangeQuery = { period: Exclude<TeamPeriod, 'custom'> } | { period: 'custom'; from: string; to: string };
export type TeamRangeProblem = 'missing' | 'reversed' | 'tooLong' | 'tooOld';

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
