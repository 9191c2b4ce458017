/**
 * The contract settlement job. Every platform process runs it (server.ts); for each
 * active contract (and each that ended in the last week) it records the closed periods not yet
 * settled (settlement-rules.ts says which and how much) and then pays what they earned.
 *
 * Who pays: the merchant's house account pays each holder its whole amount on its whole team,
 * through the ledger (kind `salary` or `dividend`, key settlement:<contract>:<period start>). An
 * upline's contract is not reduced by what its downline agents earn: the desk sets the top rates
 * and each agent may share at most its own rate, so the house's cost per level is bounded by them.
 *
 * Exactly once: recording holds the contract's cursor lock, a period's row is unique, paying flips
 * pending rows with a conditional UPDATE and posts under the ledger key. A crash between the two
 * leaves pending rows, which the next run (in any process) pays.
 */
import type { Clock } from '../../clock.ts';
import { ApiError } from '../../errors.ts';
import type { Merchant } from '../../merchants.ts';
import type { Stores } from '../../stores.ts';
import type { NewSettlement, SettlingContract } from './store.ts';
import type { Notifier } from '../../notifications/notifier.ts';
import { contractNotFound } from '../agent-contracts/index.ts';
import { notifySettlementPaid } from './notices.ts';
import { DAY_MS, duePeriods, periodAt, settlePeriod, settleRealTime, type Period, type Settled, type TeamFigures } from './rules.ts';
import { repeatJob } from '../../jobs/repeat-job.ts';

export interface SettlementDeps {
  stores: Stores;
  clock: Clock;
  merchants: { byCode(code: string): Merchant | undefined };
  /** Tells the holder what was paid (inbox and live toast); absent, nothing is sent. */
  notifier?: Notifier;
}

/** An ended contract's last periods are settled if the job was down when they closed. */
const ENDED_LOOKBACK_MS = 7 * DAY_MS;
/** Periods per contract per run: a week of real-time windows; a longer catch-up goes on next run. */
const MAX_PERIODS = 2016;

/** The merchant's time zone (minutes east of UTC), the one its withdrawal hours and team reports use. */
export function merchantUtcOffset(merchant: Merchant): number {
  return (merchant.constants as { withdrawals?: { hours?: { utcOffsetMinutes?: number } } }).withdrawals?.hours?.utcOffsetMinutes ?? 0;
}

/**
 * The most a settlement pays without the desk (minor units): constants.settlementReviewAbove
 * (major units), unless the merchant's server setting settlementReview overrides it (set through
 * the dev tools: browser tests make the desk review a small one); null: the job pays every one.
 */
export async function reviewAboveMinor(deps: Pick<SettlementDeps, 'stores'>, merchant: Merchant): Promise<number | null> {
  const override = (await deps.stores.settings.merchantSettings(merchant.code)).settlementReview as { above?: unknown } | undefined;
  const above = typeof override?.above === 'number' ? override.above : merchant.constants.settlementReviewAbove;
  return typeof above !== 'number' ? null : above * 10 ** merchant.currency.decimals;
}

/**
 * The row to record, or none when the period earned nothing (no tier, or an amount that rounds to
 * 0): such periods only cluttered My income. The cursor still moves past them, so they are
 * settled once all the same. Above the merchant's threshold the row waits for the desk.
 */
function row(period: Period, figures: TeamFigures, s: Settled, reviewAbove: number | null): NewSettlement | null {
  if (s.tier === null || s.amountMinor <= 0) return null;
  return { periodStart: period.start, periodEnd: period.end, ...figures, ...s, state: 'pending', reason: null, held: reviewAbove !== null && s.amountMinor > reviewAbove };
}

/** Records the contract's closed periods that earned something and pays those the desk need not see. */
async function settleContract(deps: SettlementDeps, merchant: Merchant, c: SettlingContract, now: number): Promise<{ recorded: number; paid: number }> {
  const offset = merchantUtcOffset(merchant);
  const first = periodAt(c.type, c.period, c.activeFrom, offset).start;
  const { settlements } = deps.stores;
  // Most runs find nothing closed: no transaction then (every process runs this every 30 s).
  if (duePeriods(c, c.settledTo ?? first, now, offset, 1).length === 0) return { recorded: 0, paid: 0 };
  const reviewAbove = await reviewAboveMinor(deps, merchant);
  const recorded = await settlements.record(c, first, async (tx, settledTo) => {
    const periods = duePeriods(c, settledTo, now, offset, MAX_PERIODS);
    if (periods.length === 0) return { rows: [], settledTo };
    const team = await settlements.team(tx, c, now);
    const figures = await settlements.figures(tx, c, team, periods);
    const stakes = c.type === 'realTimeSalary' ? await settlements.stakes(tx, c, team, periods) : [];
    const rows: NewSettlement[] = [];
    periods.forEach((p, i) => {
      const f = figures[i]!;
      if (f.rounds === 0) return;
      const settled = c.type === 'realTimeSalary' ? settleRealTime(c.tiers, stakes[i] ?? []) : settlePeriod(c.type, c.tiers, f);
      const earned = row(p, f, settled, reviewAbove);
      if (earned) rows.push(earned);
    });
    return { rows, settledTo: periods.at(-1)!.end };
  }, now);
  return { recorded, paid: await payContract(deps, merchant, c, now) };
}

async function payContract(deps: SettlementDeps, merchant: Merchant, c: Pick<SettlingContract, 'id' | 'holderId'>, now: number): Promise<number> {
  const { ledger } = deps.stores;
  const currency = merchant.currency.code;
  const accounts = { house: await ledger.account(merchant.code, 'house', null, currency), wallet: await ledger.account(merchant.code, 'member', c.holderId, currency) };
  // One notice per contract and payment run, in the payment's transaction: a run paying a day of
  // 5-minute windows tells the agent once, with the sum.
  return deps.stores.settlements.pay(c.id, accounts, now, deps.notifier && ((tx, batch) => notifySettlementPaid(deps.notifier!, tx, batch)));
}

export interface SettlementRun {
  contracts: number;
  recorded: number;
  paid: number;
}

/**
 * One run as of `at` (default now): every contract of every merchant, or of one merchant, or one
 * contract (which must have been signed: an offer or a rejected one is contract.state.invalid).
 */
export async function runSettlement(deps: SettlementDeps, options: { at?: number; merchant?: string; contractId?: number } = {}): Promise<SettlementRun> {
  const now = options.at ?? deps.clock.now();
  let contracts: SettlingContract[];
  if (options.contractId !== undefined) {
    const c = options.merchant ? await deps.stores.settlements.contract(options.merchant, options.contractId) : null;
    if (!c) throw contractNotFound();
    if (!['active', 'ended', 'terminated'].includes(c.status)) throw new ApiError(409, 'contract.state.invalid', 'Only a signed contract is settled');
    contracts = [c];
  } else {
    contracts = await deps.stores.settlements.contracts(now - ENDED_LOOKBACK_MS, options.merchant);
  }
  const run: SettlementRun = { contracts: 0, recorded: 0, paid: 0 };
  // Rows a crashed run recorded but did not pay, first.
  if (options.contractId === undefined) {
    for (const c of await deps.stores.settlements.pendingContracts(100)) {
      const merchant = deps.merchants.byCode(c.merchant);
      if (merchant) run.paid += await payContract(deps, merchant, c, now);
    }
  }
  for (const c of contracts) {
    const merchant = deps.merchants.byCode(c.merchant);
    if (!merchant) continue;
    const done = await settleContract(deps, merchant, c, now);
    run.contracts += 1;
    run.recorded += done.recorded;
    run.paid += done.paid;
  }
  return run;
}

/**
 * Runs the job now and then every `everyMs` (each platform process); returns the stop function.
 * The first run at start pays what closed while no process ran, before anyone reads it.
 */
export function startSettlementJob(deps: SettlementDeps, everyMs: number, onError: (error: unknown) => void): () => void {
  return repeatJob(() => runSettlement(deps), everyMs, onError, { runAtStart: true });
}
