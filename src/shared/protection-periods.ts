/**
 * The time-out and self-exclusion periods a merchant offers (constants.protection), read the same
 * way by the platform, which enforces them, and the responsible-gaming page, which offers them.
 */
import type { ProtectionSettings } from '../generated/merchant.ts';

/** What a merchant without constants.protection offers. */
export const DEFAULT_PROTECTION: ProtectionSettings = {
  timeoutPeriods: ['24h', '7d', '1m', '6w'],
  selfExclusionPeriods: ['6m', '1y', '2y', '3y', '5y', 'indefinite'],
};

export function protectionPeriods(constants: { protection?: ProtectionSettings }): ProtectionSettings {
  return constants.protection ?? DEFAULT_PROTECTION;
}
