/**
 * Lifting a self-exclusion early (MGA Player Protection Directive 2023): the member asks with a
 * reason; the desk approves or refuses; the member confirms no sooner than the first cooling-off
 * after the approval (24 hours by default); play resumes the second cooling-off after that
 * confirmation (7 days by default), when the exclusion's end is brought down to it. A time-out is
 * never lifted early: it is short, and it is what a member reaches for in the moment.
 */
import { ApiError } from '../../errors.ts';
import type { Merchant, MerchantRegistry } from '../../merchants.ts';
import type { Stores } from '../../stores.ts';
import type { Member } from '../members/index.ts';
import { groupMerchants } from './exclusions.ts';
import type { LiftRequest } from './lift-store.ts';
import { activeProtection, protectionSettings } from './service.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
export const LIFT_REASON_MIN = 10;

interface Deps {
  stores: Stores;
  merchants: Pick<MerchantRegistry, 'all'>;
}

export function liftCoolingOff(merchant: Merchant): { confirmAfterHours: number; resumeAfterDays: number } {
  return protectionSettings(merchant).liftCoolingOff ?? { confirmAfterHours: 24, resumeAfterDays: 7 };
}

/** A request as the member reads it. */
export const liftView = (l: LiftRequest | null) =>
  l && { id: l.id, status: l.status, reason: l.reason, requestedAt: l.requestedAt, decidedAt: l.decidedAt, note: l.note, confirmFrom: l.confirmFrom, resumesAt: l.resumesAt };

export async function requestLift(deps: Deps, merchant: Merchant, member: Member, reasonText: string, now: number): Promise<LiftRequest> {
  const protection = activeProtection(member, now);
  if (!protection) throw new ApiError(409, 'protection.lift.none', 'You have no self-exclusion to lift');
  if (protection.kind === 'timeout') throw new ApiError(403, 'protection.lift.timeout', 'A time-out cannot be lifted early; it ends by itself');
  const reason = reasonText.trim();
  if (reason.length < LIFT_REASON_MIN) {
    throw new ApiError(400, 'validation.failed', 'Please check the highlighted fields', {
      fields: { reason: { messageKey: 'protection.lift.reasonShort', params: { min: LIFT_REASON_MIN, max: 500 } } },
    });
  }
  const created = await deps.stores.protectionLifts.create(merchant.code, member.id, reason, now);
  if (!created) throw new ApiError(409, 'protection.lift.pending', 'Your earlier request is still open');
  return created;
}

export async function confirmLift(deps: Deps, merchant: Merchant, member: Member, now: number): Promise<LiftRequest> {
  const latest = await deps.stores.protectionLifts.latest(member.id);
  if (!latest || latest.status !== 'approved' || latest.confirmFrom === null) throw new ApiError(409, 'protection.lift.none', 'There is no approved request to confirm');
  if (now < latest.confirmFrom) {
    throw new ApiError(409, 'protection.lift.early', 'You can confirm once the cooling-off has passed', { confirmFrom: latest.confirmFrom });
  }
  const resumesAt = now + liftCoolingOff(merchant).resumeAfterDays * DAY;
  const confirmed = await deps.stores.protectionLifts.confirm(latest.id, now, resumesAt);
  if (!confirmed) throw new ApiError(409, 'protection.lift.none', 'There is no approved request to confirm');
  // The same person's accounts on the group's other merchants carry the same exclusion: it ends
  // with this one.
  const others = protectionSettings(merchant).exclusionGroup
    ? await deps.stores.protection.samePerson(groupMerchants(deps.merchants, merchant), member.id, member)
    : [];
  await deps.stores.protection.liftTo([member.id, ...others.map((o) => o.id)], resumesAt, now);
  return confirmed;
}

/** When the member may confirm an approval decided at `at`. */
export const confirmFromFor = (merchant: Merchant, at: number): number => at + liftCoolingOff(merchant).confirmAfterHours * HOUR;
