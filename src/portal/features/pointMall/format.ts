// Points are whole numbers written with the merchant's digit grouping (the same locale as its
// money), so 12,500 points and ৳12,500.00 read alike on one screen, and a field's hint and its
// error write the same maximum.
import { useMoney } from '../../app/money.ts';
import { PlatformError } from '../../../shared/api/index.ts';

export function usePointsFormat(): (points: number) => string {
  return useMoney().points;
}

export const asPlatformError = (error: unknown): PlatformError =>
  error instanceof PlatformError ? error : new PlatformError('unknown', 'unknown', 0);

/** A fresh key per submitted form: a retry of the same submit sends it again, a new submit a new one. */
export const newRequestKey = (): string => `pm-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
