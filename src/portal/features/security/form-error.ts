// Which field a refused security call's error belongs next to; an error of no field goes above
// the form's button.
import { PlatformError } from '../../../shared/api/index.ts';

export type SecurityField = 'address' | 'password' | 'code' | 'form';

export function fieldOf(error: unknown): SecurityField {
  const code = error instanceof PlatformError ? error.errorCode : '';
  if (code === 'password.old.invalid') return 'password';
  if (code.startsWith('sms.') || code.startsWith('verification.')) return 'code';
  if (code.startsWith('mobile.') || code.startsWith('email.') || code === 'contact.unchanged') return 'address';
  return 'form';
}

/** What a member reads for a refused call (a failure of no errorCode reads as unknown). */
export const errorLike = (error: unknown): { errorCode: string; value?: unknown } => (error instanceof PlatformError ? error : { errorCode: 'unknown' });

/** The request field a refused call's error code is about (`address` is the mobile or the email field). */
export function fieldOfCode(code: string, address: string | null = null): string | null {
  const field = fieldOf(new PlatformError(code, code, 0));
  if (field === 'address') return address;
  return field === 'form' ? null : field;
}
