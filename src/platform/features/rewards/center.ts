/**
 * The reward centre's own rewards in its list (sign-in, newbie, rescue fund, promo codes), plus
 * what other areas paid and record themselves (referral rewards, raffle prizes). States:
 * - sign-in: today's claim available until the merchant's midnight; claims; yesterday's missed
 *   sign-in expired (it broke the streak).
 * - newbie: available within its days (locked until a first deposit when asked), claimed, expired.
 * - rescue fund: today's share of yesterday's loss available until midnight; claims; the share of
 *   the day before, not claimed yesterday, expired.
 */
import type { RewardsResponse } from '../../../generated/api/rewards.ts';
import type { RouteDeps } from '../../context.ts';
import type { Merchant } from '../../merchants.ts';
import type { Member } from '../members/index.ts';
import type { RewardClaim } from './claims-store.ts';
import { dayRange, merchantDay } from '../../merchant-day.ts';
import { referralRules } from '../referrals/index.ts';
import { newbieUntil, rescueAmount, rewardCenterSettings, signInIndex } from './claims.ts';

type Deps = Pick<RouteDeps, 'stores' | 'clock'>;
type Reward = RewardsResponse['items'][number];

const HISTORY_MS = 90 * 86_400_000;
const PER_SOURCE = 50;

const claimed = (c: RewardClaim): Reward => ({
  id: `${c.kind}:${c.id}`, source: c.kind, labelKey: null, amountMinor: c.amountMinor, points: null, state: 'claimed', at: c.createdAt,
  ...(c.streak !== null ? { streak: c.streak } : {}), ...(c.kind === 'promoCode' ? { code: c.claimKey } : {}), ...(c.basisMinor !== null ? { lossMinor: c.basisMinor } : {}),
});

/** The sign-in table and where the member stands in it today. */
export async function signInTable(deps: Deps, merchant: Merchant, memberId: number): Promise<RewardsResponse['signIn']> {
  const settings = rewardCenterSettings(merchant);
  const rule = settings?.signIn;
  if (!settings || !rule) return null;
  const now = deps.clock.now();
  const store = deps.stores.rewardClaims;
  const today = await store.find(merchant.code, memberId, 'signIn', merchantDay(now, settings.utcOffsetMinutes));
  const yesterday = today ? null : await store.find(merchant.code, memberId, 'signIn', merchantDay(now, settings.utcOffsetMinutes, 1));
  const streak = today?.streak ?? yesterday?.streak ?? 0;
  return {
    amountsMinor: rule.amounts.map((a) => Math.round(a * 10 ** merchant.currency.decimals)),
    streak,
    todayIndex: signInIndex(rule, today ? streak : streak + 1),
    claimedToday: today !== null,
  };
}

export async function claimRewardItems(deps: Deps, merchant: Merchant, member: Member, table: RewardsResponse['signIn']): Promise<Reward[]> {
  const settings = rewardCenterSettings(merchant);
  if (!settings) return [];
  const now = deps.clock.now();
  const offset = settings.utcOffsetMinutes;
  const store = deps.stores.rewardClaims;
  const claims = await store.claimsOf(merchant.code, member.id, now - HISTORY_MS, PER_SOURCE * 4);
  const items = claims.map(claimed);
  const has = (kind: RewardClaim['kind'], key: string) => claims.some((c) => c.kind === kind && c.claimKey === key);
  const today = dayRange(now, offset);
  if (settings.signIn && table) {
    if (!table.claimedToday) items.push({ id: `signIn:${today.day}`, source: 'signIn', labelKey: null, amountMinor: table.amountsMinor[table.todayIndex] ?? 0, points: null, state: 'available', at: today.to, streak: table.streak + 1 });
    const yesterday = dayRange(now, offset, 1);
    // A missed day counts only once the member existed for all of it.
    if (!has('signIn', yesterday.day) && member.registeredAt < yesterday.from) {
      // What it would have paid: the next day of the streak that ran until the day before.
      const before = await store.find(merchant.code, member.id, 'signIn', merchantDay(now, offset, 2));
      const missed = table.amountsMinor[signInIndex(settings.signIn, (before?.streak ?? 0) + 1)] ?? 0;
      items.push({ id: `signIn:${yesterday.day}`, source: 'signIn', labelKey: null, amountMinor: missed, points: null, state: 'expired', at: yesterday.to });
    }
  }
  if (settings.newbie && !claims.some((c) => c.kind === 'newbie')) {
    const until = newbieUntil(settings.newbie, member);
    const amountMinor = Math.round(settings.newbie.amount * 10 ** merchant.currency.decimals);
    if (now < until) {
      const locked = settings.newbie.afterFirstDeposit === true && (await store.firstDepositAt(merchant.code, member.id)) === null;
      items.push({ id: 'newbie', source: 'newbie', labelKey: null, amountMinor, points: null, state: 'available', at: until, ...(locked ? { locked: 'firstDeposit' as const } : {}) });
    } else if (now - until < HISTORY_MS) {
      items.push({ id: 'newbie', source: 'newbie', labelKey: null, amountMinor, points: null, state: 'expired', at: until });
    }
  }
  if (settings.rescueFund) {
    for (const daysAgo of [1, 2]) {
      const lossDay = dayRange(now, offset, daysAgo);
      if (has('rescueFund', lossDay.day)) continue;
      const loss = await store.netLoss(merchant.code, member.id, lossDay.from, lossDay.to);
      const amountMinor = rescueAmount(merchant, settings.rescueFund, loss);
      if (amountMinor === 0) continue;
      // Claimable the day after the loss, until that day's midnight.
      items.push({ id: `rescueFund:${lossDay.day}`, source: 'rescueFund', labelKey: null, amountMinor, points: null, state: daysAgo === 1 ? 'available' : 'expired', at: lossDay.to + 86_400_000, lossMinor: loss });
    }
  }
  return items;
}

/** What invited friends earned the member (paid by the referral job, recorded per friend and rule). */
export async function referralItems(deps: Deps, merchant: Merchant, memberId: number): Promise<Reward[]> {
  if (referralRules(merchant).length === 0) return [];
  const payments = await deps.stores.referralRewards.paymentsOf(merchant.code, memberId);
  return payments.slice(-PER_SOURCE).reverse().map((p) => ({
    id: `referral:${p.friendId}:${p.ruleId}`, source: 'referral', labelKey: null, amountMinor: p.amountMinor, points: null, state: 'claimed', at: p.createdAt,
  }));
}

export async function raffleItems(deps: Deps, merchant: Merchant, memberId: number): Promise<Reward[]> {
  return (await deps.stores.rewards.raffleClaims(merchant.code, memberId, PER_SOURCE)).map((r) => ({
    id: `raffle:${r.id}`, source: 'raffle', labelKey: null, amountMinor: r.amountMinor, points: null, state: 'claimed', at: r.createdAt,
  }));
}
