/**
 * The range every team report takes (agent centre): a period in the merchant's time
 * zone (team-periods.ts, the team overview's), or a custom range of at most 90 days inside the
 * member history's 12 months. Query values are strings; bad input is an envelope with its
 * errorCode, never a 5xx or a silently clamped answer.
 */
import type { AgentTeamBetsRequest } from '../../../generated/api/agentTeamBets.ts';
import { ApiError } from '../../errors.ts';
import type { Merchant } from '../../merchants.ts';
import { HISTORY_SPAN_MS, type HistoryRange } from '../history/index.ts';
import { periodRange } from './periods.ts';

const DAY_MS = 86_400_000;
const EPOCH_MS = /^[0-9]{1,15}$/;
/** 90 days, and an hour more: a custom range of local days may span a daylight-saving change. */
export const TEAM_RANGE_MAX_MS = 90 * DAY_MS + 3_600_000;

type RangeQuery = { period: AgentTeamBetsRequest['period']; from?: string; to?: string };

/** The merchant's UTC offset for its days (the one its withdrawal hours use; 0 when it sets none). */
export function merchantUtcOffsetMinutes(merchant: Merchant): number {
  return (merchant.constants as { withdrawals?: { hours?: { utcOffsetMinutes?: number } } }).withdrawals?.hours?.utcOffsetMinutes ?? 0;
}

export function parseTeamRange(query: RangeQuery, merchant: Merchant, now: number): HistoryRange {
  if (query.period !== 'custom') return periodRange(query.period, now, merchantUtcOffsetMinutes(merchant));
  const { from, to } = query;
  if (!from || !to || !EPOCH_MS.test(from) || !EPOCH_MS.test(to) || Number(from) >= Number(to)) {
    throw new ApiError(400, 'history.range.invalid', 'A custom range needs from before to, in epoch milliseconds');
  }
  const range = { from: Number(from), to: Number(to) };
  if (range.to - range.from > TEAM_RANGE_MAX_MS || range.from < now - HISTORY_SPAN_MS) {
    throw new ApiError(400, 'agent.range.tooLong', 'Choose at most 90 days within the last 12 months');
  }
  return range;
}
