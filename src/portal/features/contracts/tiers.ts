// Tier tables in the portal: which fields a type shows (src/shared/contract-rules.ts TIER_FIELDS),
// how each is written (money, a count, a percentage) and the offer form's text fields to and from
// the tiers the platform takes (tier-check.ts reads them back).
import { TIER_FIELDS, type ContractTier, type ContractType } from '../../../shared/contract-rules.ts';
import { toMajorUnits } from '../../../shared/money.ts';
import type { Money } from '../../app/money.ts';

export type TierField = keyof ContractTier;
export type TierDraft = Partial<Record<TierField, string>>;

const MONEY_FIELDS = new Set<TierField>(['validBetMinor', 'profitLossMinor', 'teamBetMinor', 'singleBetMinor']);

export const fieldsOf = (type: ContractType): TierField[] => [...TIER_FIELDS[type].thresholds, ...TIER_FIELDS[type].rates];
export const isRate = (field: TierField): boolean => field === 'rate' || field === 'lossRate' || field === 'profitRate';
export const isMoney = (field: TierField): boolean => MONEY_FIELDS.has(field);

export function formatTierValue(field: TierField, value: number | undefined, money: Money): string {
  if (value === undefined) return '–';
  if (isMoney(field)) return money.format(value);
  if (isRate(field)) return money.percent(value);
  return money.count(value);
}

/** The form's text for a tier (money in major units, as typed). */
export function draftOf(tier: ContractTier, decimals: number): TierDraft {
  const draft: TierDraft = {};
  for (const [field, value] of Object.entries(tier) as [TierField, number][]) {
    draft[field] = isMoney(field) ? String(toMajorUnits(value, decimals)) : String(value);
  }
  return draft;
}
