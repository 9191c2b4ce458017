// Which field a refused transfer's error belongs next to; an error of no field shows above the button.
import { PlatformError } from '../../../shared/api/index.ts';

export type TransferField = 'username' | 'amount' | 'password' | 'form';

export function fieldOf(error: unknown): TransferField {
  const code = error instanceof PlatformError ? error.errorCode : '';
  if (code === 'transfer.recipient.invalid' || code === 'transfer.recipient.unavailable') return 'username';
  if (code.startsWith('amount.') || code === 'balance.insufficient') return 'amount';
  if (code.startsWith('paymentPassword.')) return 'password';
  return 'form';
}

export { asPlatformError } from '../../../shared/forms/server-errors.ts';
