// Points are whole numbers written with the merchant's digit grouping (the same locale as its
// money), so 12,500 points and ৳12,500.00 read alike on one screen, and a field's hint and its
// error write the same maximum.
import { useMoney } from '../../app/money.ts';

export function usePointsFormat(): (points: number) => string {
  return useMoney().points;
}

export { asPlatformError } from '../../../shared/forms/server-errors.ts';

/** A fresh key per submitted form: a retry of the same submit sends it again, a new submit a new one. */
export const newRequestKey = (): string => `pm-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
