/**
 * Referral rewards (referral page): the merchant's rules (constants.referralRewards) against what
 * each invited friend reached, paid to the member once per friend and rule. Payment does not wait
 * for the member to look: a job in every platform process pays what friends reached, and the
 * referral page pays the member's own first, so what it shows is never behind. Either way the
 * payment is stores/referral-rewards.ts's one transaction with its unique key.
 */
import type { ReferralRule } from '../../../generated/merchant.ts';
import { majorToMinor } from '../../../shared/withdrawal-rules.ts';
import type { Clock } from '../../clock.ts';
import type { Notifier } from '../../notifications/notifier.ts';
import type { Merchant } from '../../merchants.ts';
import type { Stores } from '../../stores.ts';
import { progressOf, type FriendFigures, type ReferralPayment } from './rewards-store.ts';
import { repeatJob } from '../../jobs/repeat-job.ts';
import { defaultBonusTurnover } from '../withdrawals/index.ts';

export interface ReferralRewardDeps {
  stores: Stores;
  clock: Clock;
  merchants: { all: readonly Merchant[] };
  notifier?: Notifier;
}

export interface RuleView {
  id: string;
  kind: ReferralRule['kind'];
  thresholdMinor: number;
  bonusMinor: number;
}

export type FriendRewardState = 'paid' | 'inProgress' | 'missed';

/** How many friends are read at once. */
const BATCH = 500;

/** The merchant's rules in minor units; none when referrals or their rewards are off. */
export function referralRules(merchant: Merchant): RuleView[] {
  if (!merchant.features.referral) return [];
  const rules = (merchant.constants as { referralRewards?: { rules: ReferralRule[] } }).referralRewards?.rules ?? [];
  const decimals = merchant.currency.decimals;
  return rules.map((r) => ({ id: r.id, kind: r.kind, thresholdMinor: majorToMinor(r.threshold, decimals), bonusMinor: majorToMinor(r.bonus, decimals) }));
}

/** Pays every rule the friends reached and were not paid for: of one referrer, or the whole merchant. */
export async function payReachedReferralRewards(deps: Pick<ReferralRewardDeps, 'stores' | 'clock' | 'notifier'>, merchant: Merchant, referrerId: number | null = null): Promise<number> {
  const rules = referralRules(merchant);
  if (rules.length === 0) return 0;
  const { referralRewards, ledger } = deps.stores;
  const currency = merchant.currency.code;
  const house = await ledger.account(merchant.code, 'house', null, currency);
  let paid = 0;
  // A batch at a time by friend id, so friends who never reach a rule do not hold up the rest.
  for (let afterId = 0; ;) {
    const friends = await referralRewards.unpaidFriends(merchant.code, rules.length, referrerId, afterId, BATCH, deps.clock.now());
    if (friends.length === 0) break;
    const figures = await referralRewards.figures(merchant.code, friends.map((f) => f.friendId));
    for (const friend of friends) {
      const reached = rules.filter((rule) => progressOf(figures.get(friend.friendId), rule.kind) >= rule.thresholdMinor);
      if (reached.length === 0) continue;
      const wallet = await ledger.account(merchant.code, 'member', friend.referrerId, currency);
      for (const rule of reached) {
        // A rule already paid conflicts on its key and pays nothing.
        const payment = await referralRewards.pay({
          merchant: merchant.code, referrerId: friend.referrerId, friendId: friend.friendId, rule, at: deps.clock.now(), accounts: { house, wallet }, turnoverMultiplier: defaultBonusTurnover(merchant),
          // The member is told in the payment's transaction: once, and only when it was paid.
          onPaid: async (tx, paid) => {
            await deps.notifier?.notifyMember({
              merchant: merchant.code, memberId: friend.referrerId, tx, event: 'referral.credited',
              params: { amountMinor: paid.amountMinor, requestedAt: paid.createdAt, orderNo: `RF${paid.id}` },
            });
          },
        });
        if (payment) paid += 1;
      }
    }
    if (friends.length < BATCH) break;
    afterId = friends[friends.length - 1]!.friendId;
  }
  return paid;
}

/** One friend's standing against each rule. A first deposit below the threshold can never pay: missed. */
export function friendRewards(rules: RuleView[], friendId: number, figures: FriendFigures | undefined, payments: ReferralPayment[]) {
  return rules.map((rule) => {
    const payment = payments.find((p) => p.friendId === friendId && p.ruleId === rule.id);
    const progressMinor = progressOf(figures, rule.kind);
    const missed = rule.kind === 'firstDeposit' && figures?.firstDepositMinor !== null && figures?.firstDepositMinor !== undefined && progressMinor < rule.thresholdMinor;
    const state: FriendRewardState = payment ? 'paid' : missed ? 'missed' : 'inProgress';
    return { ruleId: rule.id, state, progressMinor, amountMinor: payment?.amountMinor ?? 0, paidAt: payment?.createdAt ?? null };
  });
}

export function startReferralRewardJob(deps: ReferralRewardDeps, everyMs: number, onError: (error: unknown) => void): () => void {
  const run = async () => {
    for (const merchant of deps.merchants.all) await payReachedReferralRewards(deps, merchant);
  };
  // At start too: friends may have reached a rule while no process ran.
  return repeatJob(run, everyMs, onError, { runAtStart: true });
}
