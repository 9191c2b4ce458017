/**
 * Rebate arithmetic both sides run: the platform to pay, the pages to show. Rates are percent of
 * the valid bet per game category, by member level (merchant config constants.rebates); amounts
 * are integer minor units, rounded down per category.
 */
import type { RebateLevel, RebateSettings } from '../generated/merchant.ts';
import type { GameCategory } from './games/types.ts';

export type RebateCategory = keyof RebateLevel['rates'] & GameCategory;

/** The rates of the highest configured level not above the member's (the lowest level when none is). */
export function levelFor(settings: Pick<RebateSettings, 'levels'>, memberLevel: number): RebateLevel {
  const sorted = [...settings.levels].sort((a, b) => a.level - b.level);
  return sorted.filter((l) => l.level <= memberLevel).pop() ?? sorted[0]!;
}

/** The categories a level pays on, with their rate, in the config's order. */
export function ratesOf(level: RebateLevel): { category: RebateCategory; rate: number }[] {
  return (Object.entries(level.rates) as [RebateCategory, number | undefined][])
    .filter((entry): entry is [RebateCategory, number] => typeof entry[1] === 'number' && entry[1] > 0)
    .map(([category, rate]) => ({ category, rate }));
}

/** `rate` percent of `validBet`, rounded down; integer arithmetic (rates have at most 3 decimals). */
export function rebateOf(validBet: number, rate: number): number {
  return Math.floor((validBet * Math.round(rate * 1000)) / 100_000);
}

export interface RebateLine {
  category: RebateCategory;
  rate: number;
  /** Valid bet not yet covered by a claim. */
  validBetMinor: number;
  amountMinor: number;
}

/** What is claimable per category: valid bets minus what earlier claims covered, at the level's rates. */
export function claimableLines(level: RebateLevel, validBets: Partial<Record<string, number>>, covered: Partial<Record<string, number>>): RebateLine[] {
  return ratesOf(level).map(({ category, rate }) => {
    const validBetMinor = Math.max(0, (validBets[category] ?? 0) - (covered[category] ?? 0));
    return { category, rate, validBetMinor, amountMinor: rebateOf(validBetMinor, rate) };
  });
}
