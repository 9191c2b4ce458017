// Spec section 2 (member centre): days since joining. The wording lives in the locale files
// (member.daysSinceJoining, and member.daysSinceJoiningOne for exactly one day), so a merchant's
// texts can change it; the spec's languages without their own wording carry the English one.
import type { TFunction } from 'i18next';

const DAY_MS = 86_400_000;

export function daysSince(regDate: string | number | Date, now: number): number {
  const start = new Date(regDate).getTime();
  if (Number.isNaN(start)) return 0;
  return Math.max(0, Math.floor((now - start) / DAY_MS));
}

export function daysSinceJoiningText(regDate: string | number | Date, t: TFunction, now: number): string {
  const days = daysSince(regDate, now);
  return t('member.daysSinceJoining', { count: days });
}
