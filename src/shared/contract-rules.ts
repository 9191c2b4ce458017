// Agent contracts (spec 1, 3, 4): the tier rules the platform enforces and the portal's
// and desk's forms check before sending. Shared so both say the same thing about the same tiers.
// Money thresholds are integer minor units; rates are percentages (0 < rate <= 100, 2 decimals).

import type { ContractTier } from '../generated/api/common/contract-tier.ts';

export const CONTRACT_TYPES = ['dividend', 'dailySalary', 'hourlySalary', 'realTimeSalary'] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];
export const CONTRACT_PERIODS = ['daily', 'weekly', 'semimonthly', 'monthly'] as const;
export type ContractPeriod = (typeof CONTRACT_PERIODS)[number];

/** One tier: the thresholds a team must reach and what it then earns (schemas/api/common/contract-tier.json). */
export type { ContractTier };

type TierField = keyof ContractTier;
/** The thresholds of each type, in the order a tier table shows them, then its rates. */
export const TIER_FIELDS: Record<ContractType, { thresholds: TierField[]; rates: TierField[] }> = {
  dividend: { thresholds: ['validBetMinor', 'profitLossMinor', 'activeMembers'], rates: ['rate'] },
  dailySalary: { thresholds: ['teamBetMinor', 'activeMembers'], rates: ['rate'] },
  hourlySalary: { thresholds: ['teamBetMinor', 'activeMembers'], rates: ['rate'] },
  realTimeSalary: { thresholds: ['singleBetMinor'], rates: ['lossRate', 'profitRate'] },
};

export const MAX_TIERS = 10;
export const MAX_RATE = 100;

export type TierProblem =
  | { code: 'contract.tiers.fields'; tier: number; field: TierField }
  | { code: 'contract.rate.negative'; tier: number; field: TierField }
  | { code: 'contract.rate.range'; tier: number; field: TierField }
  | { code: 'contract.tiers.order'; tier: number; field: TierField }
  | { code: 'contract.period.invalid'; tier: -1; field: 'period' };

const isWhole = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n);
const hundredths = (n: number): boolean => Math.abs(Math.round(n * 100) - n * 100) < 1e-9;

/**
 * The first problem of a tier table, or null. Tiers rise level by level: from one tier to the next
 * no threshold falls, at least one rises, and every rate rises (a higher level never pays less).
 */
export function tierProblem(type: ContractType, period: ContractPeriod | null, tiers: ContractTier[]): TierProblem | null {
  if ((type === 'dividend') !== (period !== null)) return { code: 'contract.period.invalid', tier: -1, field: 'period' };
  const { thresholds, rates } = TIER_FIELDS[type];
  const allowed = new Set<string>([...thresholds, ...rates]);
  for (const [i, tier] of tiers.entries()) {
    for (const key of Object.keys(tier)) if (!allowed.has(key)) return { code: 'contract.tiers.fields', tier: i, field: key as TierField };
    for (const field of thresholds) {
      const v = tier[field];
      if (!isWhole(v)) return { code: 'contract.tiers.fields', tier: i, field };
      if (v < 0) return { code: 'contract.rate.negative', tier: i, field };
    }
    for (const field of rates) {
      const v = tier[field];
      if (typeof v !== 'number' || !Number.isFinite(v)) return { code: 'contract.tiers.fields', tier: i, field };
      if (v < 0) return { code: 'contract.rate.negative', tier: i, field };
      if (v === 0 || v > MAX_RATE || !hundredths(v)) return { code: 'contract.rate.range', tier: i, field };
    }
    const before = tiers[i - 1];
    if (!before) continue;
    const falls = thresholds.find((f) => (tier[f] as number) < (before[f] as number));
    if (falls) return { code: 'contract.tiers.order', tier: i, field: falls };
    if (!thresholds.some((f) => (tier[f] as number) > (before[f] as number))) return { code: 'contract.tiers.order', tier: i, field: thresholds[0]! };
    const flat = rates.find((f) => (tier[f] as number) <= (before[f] as number));
    if (flat) return { code: 'contract.tiers.order', tier: i, field: flat };
  }
  return null;
}

/** The rate a contract is compared by (a downline's may not exceed its upline's): its top tier's highest rate. */
export function topRate(tiers: ContractTier[]): number {
  const last = tiers[tiers.length - 1];
  if (!last) return 0;
  return Math.max(...[last.rate, last.lossRate, last.profitRate].filter((v): v is number => typeof v === 'number'));
}
