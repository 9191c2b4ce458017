/**
 * Contract settlement arithmetic, pure so it is tested without a database: which
 * periods a contract settles, which tier its team reached and what that earns.
 *
 * The rules, kept simple on purpose:
 * - Periods. Real-time salary: 5-minute windows on the clock. Hourly salary: the merchant's hours.
 *   Daily salary: the merchant's day (paid the next day). Dividend: its own period in the
 *   merchant's calendar: daily, weekly (Sunday to Saturday, as the team overview), semimonthly
 *   (1st-15th, 16th-end) or monthly.
 * - The contract in force when a period closes settles the whole period (no proration): a period
 *   counts for a contract when activation < period end <= the contract's end. A newer version that
 *   replaced it at 10:30 settles 10:00-11:00; the old one does not, so each period pays once.
 * - Figures come from the holder's downline (every level, not the holder) and only settled
 *   real-money rounds: valid bet = stakes, profit/loss = stakes - wins (the team's loss, which is
 *   the house's gross profit), active members = members with such a round.
 * - Tier: the highest tier whose every threshold the figures reach (tiers rise level by level).
 *   Daily and hourly salary pay rate% of the team's valid bet; a dividend pays rate% of the team's
 *   loss (a period the team won pays nothing: no tier has a negative threshold; no carry-forward).
 * - Real-time salary: per round, the highest tier whose single bet the stake reaches; a losing
 *   round pays lossRate% of its stake, a winning round profitRate% of its stake, a push nothing.
 * - Amounts are exact in hundredths of a percent and rounded down once per settlement (minor units).
 */
import type { ContractPeriod, ContractTier, ContractType } from '../../../shared/contract-rules.ts';
import type { Period, StakeGroup, TeamFigures } from './store.ts';
export type { Period, StakeGroup, TeamFigures } from './store.ts';

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
export const REAL_TIME_MS = 5 * MINUTE_MS;
/**
 * A period is settled this long after it closed, so rounds placed just before the close have
 * committed and been settled by the game (a round counts once it has its result).
 */
export const SETTLE_DELAY_MS = MINUTE_MS;


/** The period of this kind containing `at`, in the merchant's time zone (minutes east of UTC). */
export function periodAt(type: ContractType, period: ContractPeriod | null, at: number, utcOffsetMinutes: number): Period {
  const offset = utcOffsetMinutes * MINUTE_MS;
  const fixed = (size: number, shift: number): Period => {
    const start = Math.floor((at + shift) / size) * size - shift;
    return { start, end: start + size };
  };
  if (type === 'realTimeSalary') return fixed(REAL_TIME_MS, 0);
  if (type === 'hourlySalary') return fixed(HOUR_MS, offset);
  if (type === 'dailySalary' || period === 'daily' || period === null) return fixed(DAY_MS, offset);
  // The merchant's wall clock read through UTC getters.
  const local = new Date(at + offset);
  const y = local.getUTCFullYear();
  const m = local.getUTCMonth();
  const day = (d: number, month = m) => Date.UTC(y, month, d) - offset;
  switch (period) {
    case 'weekly': {
      const start = day(local.getUTCDate()) - local.getUTCDay() * DAY_MS;
      return { start, end: start + 7 * DAY_MS };
    }
    case 'semimonthly':
      return local.getUTCDate() <= 15 ? { start: day(1), end: day(16) } : { start: day(16), end: day(1, m + 1) };
    case 'monthly':
      return { start: day(1), end: day(1, m + 1) };
  }
}

/**
 * The periods to settle, oldest first: from the one after `settledTo` (or the one the contract
 * started in) while closed at `now` (SETTLE_DELAY_MS after its end) and within the contract's
 * life, at most `limit` (a long catch-up continues on the next run).
 */
export function duePeriods(
  c: { type: ContractType; period: ContractPeriod | null; activeFrom: number; activeTo: number | null },
  settledTo: number | null,
  now: number,
  utcOffsetMinutes: number,
  limit: number,
): Period[] {
  const out: Period[] = [];
  let p = periodAt(c.type, c.period, settledTo ?? c.activeFrom, utcOffsetMinutes);
  // A cursor sits on a period boundary: the period at it starts there. Without one, the first
  // period is the one open at activation (it closes after activation).
  while (out.length < limit && p.end + SETTLE_DELAY_MS <= now && (c.activeTo === null || p.end <= c.activeTo)) {
    if (p.end > c.activeFrom) out.push(p);
    p = periodAt(c.type, c.period, p.end, utcOffsetMinutes);
  }
  return out;
}



export interface Settled {
  /** 1-based tier reached (real-time: the highest any round reached); null = none. */
  tier: number | null;
  rate: number | null;
  lossRate: number | null;
  profitRate: number | null;
  amountMinor: number;
}

/** Hundredths of a percent: 1.25% -> 125 (rates have at most two decimals). */
const basisPoints = (rate: number): bigint => BigInt(Math.round(rate * 100));
const TEN_THOUSAND = 10_000n;

function reaches(tier: ContractTier, f: TeamFigures, type: ContractType): boolean {
  if (type === 'dividend') return f.validBetMinor >= (tier.validBetMinor ?? 0) && f.profitLossMinor >= (tier.profitLossMinor ?? 0) && f.activeMembers >= (tier.activeMembers ?? 0);
  return f.validBetMinor >= (tier.teamBetMinor ?? 0) && f.activeMembers >= (tier.activeMembers ?? 0);
}

/** The highest tier (index) every threshold of which `ok` accepts, or -1. */
function highest(tiers: ContractTier[], ok: (t: ContractTier) => boolean): number {
  for (let i = tiers.length - 1; i >= 0; i -= 1) if (ok(tiers[i]!)) return i;
  return -1;
}

const none: Settled = { tier: null, rate: null, lossRate: null, profitRate: null, amountMinor: 0 };

/** Dividend, daily and hourly salary: the team's figures for the period against the tiers. */
export function settlePeriod(type: Exclude<ContractType, 'realTimeSalary'>, tiers: ContractTier[], f: TeamFigures): Settled {
  const i = highest(tiers, (t) => reaches(t, f, type));
  if (i < 0) return none;
  const rate = tiers[i]!.rate ?? 0;
  const base = type === 'dividend' ? Math.max(0, f.profitLossMinor) : f.validBetMinor;
  return { tier: i + 1, rate, lossRate: null, profitRate: null, amountMinor: Number((BigInt(base) * basisPoints(rate)) / TEN_THOUSAND) };
}

/** Real-time salary: each stake at the tier its size reaches. */
export function settleRealTime(tiers: ContractTier[], groups: StakeGroup[]): Settled {
  let top = -1;
  let exact = 0n;
  for (const g of groups) {
    const i = highest(tiers, (t) => g.betMinor >= (t.singleBetMinor ?? 0));
    if (i < 0) continue;
    top = Math.max(top, i);
    const tier = tiers[i]!;
    const rate = g.outcome === 'loss' ? tier.lossRate : g.outcome === 'win' ? tier.profitRate : 0;
    exact += BigInt(g.betMinor) * BigInt(g.count) * basisPoints(rate ?? 0);
  }
  if (top < 0) return none;
  const tier = tiers[top]!;
  return { tier: top + 1, rate: null, lossRate: tier.lossRate ?? null, profitRate: tier.profitRate ?? null, amountMinor: Number(exact / TEN_THOUSAND) };
}
