/**
 * Reward centre claims (constants.rewardCenter): the daily sign-in with its streak, the newbie
 * reward, the rescue fund and promo codes. The rules are decided here and again inside the claim's
 * transaction (stores/reward-claims.ts), so whatever the portal sent, and however many claims race
 * from however many processes, each is paid once through the ledger.
 */
import type { PromoCode, RewardCenterSettings } from '../../../generated/merchant.ts';
import { majorToMinor } from '../../../shared/withdrawal-rules.ts';
import type { RouteDeps } from '../../context.ts';
import { ApiError } from '../../errors.ts';
import type { Merchant } from '../../merchants.ts';
import type { Member } from '../members/index.ts';
import type { RewardClaim } from './claims-store.ts';
import type { RateRule } from '../../security/rate-limits-store.ts';
import { dayRange, dayStart, DAY_MS, merchantDay } from '../../merchant-day.ts';
import { assertNotProtected } from '../protection/index.ts';
import { defaultBonusTurnover } from '../withdrawals/index.ts';

type Deps = Pick<RouteDeps, 'stores' | 'clock'>;
export type ClaimKind = 'signIn' | 'newbie' | 'rescueFund';

/** Wrong promo codes: the tenth in an hour pauses the member for 15 minutes (guessing codes must not pay). */
const WRONG_CODES: RateRule = { windowMs: 60 * 60_000, max: 9, blockMs: 15 * 60_000 };

export function rewardCenterSettings(merchant: Merchant): RewardCenterSettings | null {
  return (merchant.constants as { rewardCenter?: RewardCenterSettings }).rewardCenter ?? null;
}

const minor = (merchant: Merchant, major: number) => majorToMinor(major, merchant.currency.decimals);

/** What day `streak` of a sign-in streak pays (index into the table). */
export function signInIndex(settings: NonNullable<RewardCenterSettings['signIn']>, streak: number): number {
  const length = settings.amounts.length;
  return settings.afterLast === 'repeatLast' ? Math.min(streak, length) - 1 : (streak - 1) % length;
}

/** A rescue fund's pay for a day's net loss: nothing below the threshold, the share rounded down, capped. */
export function rescueAmount(merchant: Merchant, settings: NonNullable<RewardCenterSettings['rescueFund']>, lossMinor: number): number {
  if (lossMinor < minor(merchant, settings.minLoss)) return 0;
  const share = Math.floor((lossMinor * settings.percent) / 100);
  return settings.maxAmount === undefined ? share : Math.min(share, minor(merchant, settings.maxAmount));
}

/** The newbie reward's claim window: from registering until `withinDays` later. */
export const newbieUntil = (settings: NonNullable<RewardCenterSettings['newbie']>, member: Pick<Member, 'registeredAt'>) => member.registeredAt + settings.withinDays * DAY_MS;

function part<K extends ClaimKind | 'promoCodes'>(merchant: Merchant, kind: K): { settings: RewardCenterSettings; rule: NonNullable<RewardCenterSettings[K]> } {
  const settings = rewardCenterSettings(merchant);
  const rule = settings?.[kind];
  if (!settings || !rule) throw new ApiError(403, 'reward.disabled', 'This reward is not offered');
  return { settings, rule };
}

async function accountsOf(deps: Deps, merchant: Merchant, memberId: number) {
  const { ledger } = deps.stores;
  const currency = merchant.currency.code;
  return { house: await ledger.account(merchant.code, 'house', null, currency), wallet: await ledger.account(merchant.code, 'member', memberId, currency) };
}

const REFUSED: Record<string, () => ApiError> = {
  claimed: () => new ApiError(409, 'reward.claimed', 'This reward was already claimed'),
  notEligible: () => new ApiError(409, 'reward.notEligible', 'There is nothing to claim'),
  needsDeposit: () => new ApiError(409, 'reward.needsDeposit', 'This reward opens after your first deposit'),
  used: () => new ApiError(409, 'promoCode.used', 'You already used this promo code'),
  exhausted: () => new ApiError(409, 'promoCode.exhausted', 'This promo code has been used up'),
};

function paid(outcome: { claim: RewardClaim } | { refused: string }): RewardClaim {
  if ('refused' in outcome) throw (REFUSED[outcome.refused] ?? REFUSED.notEligible!)();
  return outcome.claim;
}

/** Claims today's sign-in, the newbie reward or today's rescue fund for the member. */
export async function claimReward(deps: Deps, merchant: Merchant, member: Member, kind: ClaimKind): Promise<RewardClaim> {
  const now = deps.clock.now();
  // A member on a break or self-excluded is offered no bonuses (as promotions and the points mall).
  assertNotProtected(member, now);
  const store = deps.stores.rewardClaims;
  const base = { merchant: merchant.code, memberId: member.id, kind, at: now, accounts: await accountsOf(deps, merchant, member.id), turnoverMultiplier: defaultBonusTurnover(merchant) };
  if (kind === 'signIn') {
    const { settings, rule } = part(merchant, 'signIn');
    const offset = settings.utcOffsetMinutes;
    return paid(await store.claim({
      ...base, claimKey: merchantDay(now, offset),
      // Yesterday's claim, read in the transaction, carries the streak on; a missed day restarts it.
      decide: async (tx) => {
        const yesterday = await store.find(merchant.code, member.id, 'signIn', merchantDay(now, offset, 1), tx);
        const streak = (yesterday?.streak ?? 0) + 1;
        return { amountMinor: minor(merchant, rule.amounts[signInIndex(rule, streak)]!), streak };
      },
    }));
  }
  if (kind === 'newbie') {
    const { rule } = part(merchant, 'newbie');
    if (now >= newbieUntil(rule, member)) throw new ApiError(409, 'reward.expired', 'The newbie reward can no longer be claimed', { until: newbieUntil(rule, member) });
    return paid(await store.claim({
      ...base, claimKey: 'once',
      decide: async (tx) => (rule.afterFirstDeposit && (await store.firstDepositAt(merchant.code, member.id, tx)) === null ? 'needsDeposit' : { amountMinor: minor(merchant, rule.amount) }),
    }));
  }
  const { settings, rule } = part(merchant, 'rescueFund');
  // Today's claim shares yesterday's loss; yesterday is over, so its rounds no longer change.
  const yesterday = dayRange(now, settings.utcOffsetMinutes, 1);
  return paid(await store.claim({
    ...base, claimKey: yesterday.day,
    decide: async (tx) => {
      const loss = await store.netLoss(merchant.code, member.id, yesterday.from, yesterday.to, tx);
      const amount = rescueAmount(merchant, rule, loss);
      return amount > 0 ? { amountMinor: amount, basisMinor: loss } : 'notEligible';
    },
  }));
}

/** The code's rule when it is running today; the errors a member may see otherwise. */
function openCode(settings: RewardCenterSettings, code: string, now: number): PromoCode {
  const promo = (settings.promoCodes ?? []).find((p) => p.code === code);
  if (!promo) throw new ApiError(404, 'promoCode.unknown', 'There is no such promo code');
  const from = dayStart(promo.from, settings.utcOffsetMinutes);
  const to = dayStart(promo.to, settings.utcOffsetMinutes) + DAY_MS;
  if (now < from || now >= to) throw new ApiError(409, 'promoCode.closed', 'This promo code is not valid now', { from, to });
  return promo;
}

/** Pays a promo code once per member and never to more members than its limit. */
export async function redeemPromoCode(deps: Deps, merchant: Merchant, member: Member, typed: string): Promise<RewardClaim> {
  const { settings } = part(merchant, 'promoCodes');
  const now = deps.clock.now();
  assertNotProtected(member, now);
  const limitKey = `promo:wrong:${merchant.code}:${member.id}`;
  const blocked = await deps.stores.rateLimits.blockedFor(limitKey, now);
  if (blocked > 0) throw new ApiError(429, 'promoCode.tooManyTries', 'Too many wrong codes, try again later', { retryAfterSeconds: Math.ceil(blocked / 1000) });
  const code = typed.trim().toUpperCase();
  let promo: PromoCode;
  try {
    promo = openCode(settings, code, now);
  } catch (error) {
    if (error instanceof ApiError && error.errorCode === 'promoCode.unknown') await deps.stores.rateLimits.hit(limitKey, WRONG_CODES, now);
    throw error;
  }
  const outcome = await deps.stores.rewardClaims.claim({
    merchant: merchant.code, memberId: member.id, kind: 'promoCode', claimKey: code, at: now, accounts: await accountsOf(deps, merchant, member.id), turnoverMultiplier: defaultBonusTurnover(merchant),
    limit: promo.limit, decide: async () => ({ amountMinor: minor(merchant, promo.amount) }),
  });
  return paid('refused' in outcome && outcome.refused === 'claimed' ? { refused: 'used' } : outcome);
}
