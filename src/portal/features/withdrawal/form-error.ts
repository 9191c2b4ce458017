// Which field a refused call's error belongs next to (the member reads it there, in their
// language); an error of no field is shown above the form's button.
import { PlatformError } from '../../../shared/api/index.ts';

export type WithdrawField = 'amount' | 'account' | 'password' | 'form';

export function fieldOf(error: unknown): WithdrawField {
  const code = error instanceof PlatformError ? error.errorCode : '';
  if (code.startsWith('amount.') || code === 'withdraw.amount.range' || code === 'balance.insufficient') return 'amount';
  if (code.startsWith('payoutAccount.')) return 'account';
  if (code.startsWith('paymentPassword.')) return 'password';
  return 'form';
}

export { asPlatformError } from '../../forms/server-errors.ts';
