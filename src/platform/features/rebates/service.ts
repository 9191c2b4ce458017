/**
 * Rebates: a member's rates come from their level (members.rebate_level) and the merchant's config;
 * what is claimable is every valid bet (a settled real-money round) not covered by an earlier
 * claim, per category of the game played. One claim pays all categories at once, through the
 * ledger, under the member's claim lock (stores/rebates.ts), so claiming twice pays once.
 */
import type { RebateSettings } from '../../../generated/merchant.ts';
import { claimableLines, levelFor, ratesOf, type RebateLine } from '../../../shared/rebate-rules.ts';
import { majorToMinor } from '../../../shared/withdrawal-rules.ts';
import type { RouteDeps } from '../../context.ts';
import { ApiError } from '../../errors.ts';
import { gameCategories } from '../../games/categories.ts';
import type { Merchant } from '../../merchants.ts';
import type { RebateClaim, RebateSums } from './store.ts';
import { defaultBonusTurnover } from '../withdrawals/index.ts';

type Deps = Pick<RouteDeps, 'stores' | 'clock'>;

export function rebateSettings(merchant: Merchant): RebateSettings {
  const settings = (merchant.constants as { rebates?: RebateSettings }).rebates;
  if (!settings?.enabled) throw new ApiError(403, 'rebate.disabled', 'Rebates are not available');
  return settings;
}

export const minClaimMinor = (merchant: Merchant, settings: RebateSettings): number => majorToMinor(settings.minClaimAmount ?? 0, merchant.currency.decimals);

export async function memberRates(deps: Deps, merchant: Merchant, memberId: number) {
  const settings = rebateSettings(merchant);
  const memberLevel = await deps.stores.rebates.level(memberId);
  const level = levelFor(settings, memberLevel);
  return {
    level: memberLevel, levelNameKey: level.nameKey, rates: ratesOf(level),
    lotteryPrizes: settings.lotteryPrizes ?? [], minClaimMinor: minClaimMinor(merchant, settings),
  };
}

/** Valid bets by category, from the sums by game id. */
function betsByCategory(merchant: Merchant, sums: RebateSums): Record<string, number> {
  const categories = gameCategories(merchant);
  const out: Record<string, number> = {};
  for (const [gameId, bet] of sums.betsByGame) {
    const category = categories.get(gameId);
    if (category) out[category] = (out[category] ?? 0) + bet;
  }
  return out;
}

export async function claimable(deps: Deps, merchant: Merchant, memberId: number): Promise<{ levelNameKey: string; lines: RebateLine[]; totalMinor: number }> {
  const settings = rebateSettings(merchant);
  const level = levelFor(settings, await deps.stores.rebates.level(memberId));
  const sums = await deps.stores.rebates.sums(merchant.code, memberId);
  const lines = claimableLines(level, betsByCategory(merchant, sums), sums.covered);
  return { levelNameKey: level.nameKey, lines, totalMinor: lines.reduce((n, l) => n + l.amountMinor, 0) };
}

export async function claimRebate(deps: Deps, merchant: Merchant, memberId: number, idempotencyKey: string): Promise<{ claim: RebateClaim; replayed: boolean }> {
  const settings = rebateSettings(merchant);
  const level = levelFor(settings, await deps.stores.rebates.level(memberId));
  const least = Math.max(1, minClaimMinor(merchant, settings));
  const { ledger } = deps.stores;
  const currency = merchant.currency.code;
  const accounts = { house: await ledger.account(merchant.code, 'house', null, currency), wallet: await ledger.account(merchant.code, 'member', memberId, currency) };
  return deps.stores.rebates.claim({
    merchant: merchant.code, memberId, idempotencyKey, at: deps.clock.now(), accounts, turnoverMultiplier: defaultBonusTurnover(merchant),
    // Read under the member's claim lock: what an earlier claim covered is already counted.
    plan: (sums) => {
      // A category whose rebate rounds to nothing is left uncovered: its bets count towards the next claim.
      const paid = claimableLines(level, betsByCategory(merchant, sums), sums.covered).filter((l) => l.amountMinor > 0);
      const amountMinor = paid.reduce((n, l) => n + l.amountMinor, 0);
      if (amountMinor <= 0) throw new ApiError(409, 'rebate.nothing', 'There is no rebate to claim yet');
      if (amountMinor < least) throw new ApiError(409, 'rebate.belowMinimum', 'The rebate is below the smallest claim', { minClaimMinor: least });
      return { amountMinor, items: paid.map((l) => ({ category: l.category, validBetMinor: l.validBetMinor, amountMinor: l.amountMinor })) };
    },
  });
}
