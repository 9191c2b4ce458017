// A tier table's fields through the one money widget's rules (forms/money.ts): thresholds in the
// merchant's money (its decimals, zero allowed), active members as a whole count, rates as a
// percentage with two decimals above 0 and at most the agent's own rate. Each typed text is taken
// as typed or refused with the rule it breaks; the tier the platform gets carries exactly that.
import { MAX_RATE, type ContractTier } from '../../../shared/contract-rules.ts';
import { useMoneyTools, type MoneyCheck, type MoneyTools } from '../../forms/money.ts';
import { isMoney, isRate, type TierField } from './tiers.ts';

const RATE_DECIMALS = 2;

export interface TierTools {
  /** The widget's tools for a field (its decimals, the reading under it). */
  toolsOf(field: TierField): MoneyTools;
  /** The typed text of `field`: its wire value (minor units, a count, a percentage) or the field's error. */
  check(field: TierField, typed: string): { ok: true; value: number } | { ok: false; error: string };
  /** The range a field takes, as its hint. */
  hintOf(field: TierField): string | undefined;
}

/** `ownRate`: the top rate of the agent's own contract of the type (no rate may exceed it). */
export function useTierTools(ownRate: number | null, rateHint: (max: number) => string): TierTools {
  const money = useMoneyTools();
  const count = useMoneyTools(0);
  const rate = useMoneyTools(RATE_DECIMALS);
  const maxRate = Math.min(ownRate ?? MAX_RATE, MAX_RATE);
  const toolsOf = (field: TierField) => (isMoney(field) ? money : isRate(field) ? rate : count);
  return {
    toolsOf,
    check(field, typed) {
      let read: MoneyCheck;
      if (isRate(field)) read = rate.check(typed, { minMinor: 1, maxMinor: Math.round(maxRate * 10 ** RATE_DECIMALS) }, 'percent');
      else read = toolsOf(field).check(typed, { zero: true }, isMoney(field) ? 'money' : 'count');
      if (!read.ok) return read;
      return { ok: true, value: isRate(field) ? read.minor / 10 ** RATE_DECIMALS : read.minor };
    },
    hintOf: (field) => (isRate(field) ? rateHint(maxRate) : undefined),
  };
}

/** Where a tier field's error sits in the form's errors: tiers/<level index>/<field>, as the request's path reads. */
export const tierKey = (tier: number, field: string): string => `tiers/${tier}/${field}`;

/**
 * The tier field a refused offer is about: the platform names it (value.tier, value.field) or its
 * path (tiers.1.rate); above the agent's own rate, the top level's highest rate.
 */
export function tierFieldOf(code: string, value: unknown, tiers: readonly ContractTier[]): string | null {
  const v = (value ?? {}) as { tier?: unknown; field?: unknown; errors?: unknown };
  if (typeof v.tier === 'number' && v.tier >= 0 && typeof v.field === 'string') return tierKey(v.tier, v.field);
  for (const item of Array.isArray(v.errors) ? (v.errors as { field?: unknown }[]) : []) {
    const match = typeof item.field === 'string' ? /^\/?tiers[./](\d+)[./](\w+)/.exec(item.field) : null;
    if (match) return tierKey(Number(match[1]), match[2]!);
  }
  if (code !== 'contract.rate.aboveOwn') return null;
  const top = tiers[tiers.length - 1];
  if (!top) return null;
  const rates = (['rate', 'lossRate', 'profitRate'] as const).filter((f) => typeof top[f] === 'number');
  const highest = rates.sort((a, b) => (top[b] as number) - (top[a] as number))[0];
  return highest ? tierKey(tiers.length - 1, highest) : null;
}
