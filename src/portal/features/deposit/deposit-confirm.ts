// What both deposit forms share: a request key per filled-in form, and the confirmation's rows
// (amount, fee, what is credited, and the channel or receiving account the money goes to).
import type { TFunction } from 'i18next';
import { depositFee } from '../../../shared/deposit-rules.ts';
import type { DepositFee } from '../../../generated/merchant.ts';
import type { ConfirmRow } from '../../forms/ConfirmStep.tsx';

export const newKey = () => (globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random()}`);

/** The fee and the credit of a valid amount on a channel (minor units). */
export function depositSplit(minor: number, fee: DepositFee, decimals: number): { fee: number; credit: number } {
  const taken = depositFee(minor, fee, decimals);
  return { fee: taken, credit: minor - taken };
}

export function depositConfirmRows(t: TFunction, format: (minor: number) => string, minor: number, split: { fee: number; credit: number }, where: { label: string; value: string }): ConfirmRow[] {
  return [
    { label: t('form.confirm.amount'), value: format(minor) },
    { label: t('form.confirm.fee'), value: format(split.fee) },
    { label: t('form.confirm.receive'), value: format(split.credit) },
    where,
  ];
}
