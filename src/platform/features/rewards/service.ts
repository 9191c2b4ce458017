/**
 * The reward centre: every reward of a member, read from where it is recorded, never kept twice.
 * - missions: claims (mission_claims, paid through the ledger) are claimed; a mission reached in its
 *   current period and not claimed is available; reached in the period that ended last and not
 *   claimed is expired (claims are for the current period only).
 * - rebates: the claims made, and what is claimable now (available) when rebates are on.
 * - promotions: bonuses the ledger credited to the wallet (kinds in PROMOTION_KINDS), but raffle
 *   prizes, which are listed from their draws.
 * - sign-in, newbie, rescue fund, promo codes, referral rewards, raffles: services/reward-center.ts.
 * - missions with a points prize list points, not money.
 * - points mall: redemptions, pending until the desk approves (claimed); rejected ones gave
 *   everything back and are left out.
 */
import type { RewardsResponse } from '../../../generated/api/rewards.ts';
import type { RouteDeps } from '../../context.ts';
import type { Merchant } from '../../merchants.ts';
import type { Member } from '../members/index.ts';
import { PROMOTION_KINDS } from '../bet-records/index.ts';
import { previousPeriod } from '../missions/index.ts';
import { missionSettings, missionViews, prizeMinor, targetMinor } from '../missions/index.ts';
import { claimable, minClaimMinor, rebateSettings } from '../rebates/index.ts';
import { claimRewardItems, raffleItems, referralItems, signInTable } from './center.ts';
import { rewardCenterSettings } from './claims.ts';

type Deps = Pick<RouteDeps, 'stores' | 'clock'>;
type Reward = RewardsResponse['items'][number];

/** How far back claimed rewards are listed. */
const HISTORY_MS = 90 * 86_400_000;
const PER_SOURCE = 50;

const enabled = (read: () => unknown): boolean => {
  try {
    read();
    return true;
  } catch {
    return false;
  }
};

/** A mission's prize as the list shows it: money, or points (prize kind points). */
const prize = (kind: 'money' | 'points', value: number) => (kind === 'points' ? { amountMinor: null, points: value } : { amountMinor: value, points: null });

async function missionRewards(deps: Deps, merchant: Merchant, memberId: number): Promise<Reward[]> {
  const settings = missionSettings(merchant);
  const now = deps.clock.now();
  const claims = await deps.stores.missions.claimsOf(merchant.code, memberId, now - HISTORY_MS);
  const labelOf = new Map(settings.items.map((m) => [m.id, m.labelKey]));
  const out: Reward[] = claims.slice(0, PER_SOURCE).map((c) => ({
    id: `mission:${c.id}`, source: 'mission', missionId: c.missionId, labelKey: labelOf.get(c.missionId) ?? null,
    ...prize(c.prizeKind, c.amountMinor), state: 'claimed', at: c.createdAt,
  }));
  for (const view of await missionViews(deps, merchant, memberId, { boards: false })) {
    if (view.state === 'claimable') out.push({ id: `mission:${view.id}:${view.period.from}`, source: 'mission', missionId: view.id, labelKey: view.labelKey, ...prize(view.prizeKind, view.prizeMinor), state: 'available', at: view.period.to });
  }
  const claimed = new Set(claims.map((c) => `${c.missionId}:${c.periodStart}`));
  for (const mission of settings.items) {
    const last = previousPeriod(mission, now, settings.utcOffsetMinutes);
    if (!last || claimed.has(`${mission.id}:${last.from}`)) continue;
    const reached = await deps.stores.missions.progress(merchant.code, memberId, { kind: mission.target.kind, ...last });
    if (reached >= targetMinor(merchant, mission)) {
      out.push({ id: `mission:${mission.id}:${last.from}`, source: 'mission', missionId: mission.id, labelKey: mission.labelKey, ...prize(mission.prize.kind, prizeMinor(merchant, mission)), state: 'expired', at: last.to });
    }
  }
  return out;
}

async function rebateRewards(deps: Deps, merchant: Merchant, memberId: number): Promise<Reward[]> {
  const settings = rebateSettings(merchant);
  const out: Reward[] = (await deps.stores.rebates.claims(memberId, PER_SOURCE)).map((c) => ({
    id: `rebate:${c.id}`, source: 'rebate', labelKey: null, amountMinor: c.amountMinor, points: null, state: 'claimed', at: c.createdAt,
  }));
  const now = await claimable(deps, merchant, memberId);
  if (now.totalMinor > 0 && now.totalMinor >= minClaimMinor(merchant, settings)) {
    out.push({ id: 'rebate:now', source: 'rebate', labelKey: null, amountMinor: now.totalMinor, points: null, state: 'available', at: deps.clock.now() });
  }
  return out;
}

async function promotionRewards(deps: Deps, merchant: Merchant, memberId: number): Promise<Reward[]> {
  const wallet = await deps.stores.ledger.account(merchant.code, 'member', memberId, merchant.currency.code);
  const credits = await deps.stores.rewards.walletCredits(wallet, PROMOTION_KINDS, PER_SOURCE);
  return credits.filter((c) => !c.memo?.startsWith('raffle ')).map((c) => ({ id: `promotion:${c.transactionId}`, source: 'promotion', labelKey: null, amountMinor: c.amountMinor, points: null, state: 'claimed', at: c.createdAt }));
}

async function redemptionRewards(deps: Deps, merchant: Merchant, memberId: number): Promise<Reward[]> {
  const page = await deps.stores.pointMall.redemptions(merchant.code, { memberId }, { offset: 0, limit: PER_SOURCE, newestFirst: true });
  return page.items.filter((r) => r.status !== 'rejected').map((r) => ({
    id: `pointRedemption:${r.id}`, source: 'pointRedemption', labelKey: r.nameKey, amountMinor: null, points: r.points,
    state: r.status === 'approved' ? 'claimed' : 'pending', at: r.decidedAt ?? r.createdAt,
  }));
}

const ORDER: Record<Reward['state'], number> = { available: 0, pending: 1, claimed: 2, expired: 3 };

export async function rewardsOf(deps: Deps, merchant: Merchant, member: Member): Promise<RewardsResponse> {
  const memberId = member.id;
  const signIn = await signInTable(deps, merchant, memberId);
  const items: Reward[] = await claimRewardItems(deps, merchant, member, signIn);
  if (enabled(() => missionSettings(merchant))) items.push(...await missionRewards(deps, merchant, memberId));
  if (enabled(() => rebateSettings(merchant))) items.push(...await rebateRewards(deps, merchant, memberId));
  items.push(...await promotionRewards(deps, merchant, memberId));
  items.push(...await redemptionRewards(deps, merchant, memberId));
  items.push(...await referralItems(deps, merchant, memberId));
  items.push(...await raffleItems(deps, merchant, memberId));
  // Available first (something to do), then the rest newest first.
  items.sort((a, b) => (a.state === 'available' || b.state === 'available' ? ORDER[a.state] - ORDER[b.state] : 0) || b.at - a.at);
  const counts = { available: 0, claimed: 0, expired: 0, pending: 0 };
  for (const item of items) counts[item.state] += 1;
  return { items, counts, signIn, promoCodes: (rewardCenterSettings(merchant)?.promoCodes?.length ?? 0) > 0 };
}
