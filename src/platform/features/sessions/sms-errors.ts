import { ApiError } from '../../errors.ts';
import type { SmsCheck } from './sms-store.ts';

/** The spec's sign-in messages for each way an SMS code can fail. */
export function smsCheckError(check: Exclude<SmsCheck, 'ok'>): ApiError {
  switch (check) {
    case 'expired':
      return new ApiError(400, 'sms.code.expired', 'Verification code expired, send again');
    case 'missing':
      return new ApiError(400, 'sms.code.missing', 'Verification code missing');
    case 'tooManyAttempts':
      return new ApiError(400, 'sms.code.attempts', 'Too many wrong codes, send a new one');
    case 'used':
    case 'invalid':
      return new ApiError(400, 'sms.code.invalid', 'Verification code not valid');
  }
}
