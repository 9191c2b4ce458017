/** How withdrawals and payout accounts look on the wire (call schemas common/withdrawal.json, payout-account.json). */
import type { WithdrawalSettings } from '../../../generated/merchant.ts';
import type { PayoutAccountAddResponse as PayoutAccountItem } from '../../../generated/api/payoutAccountAdd.ts';
import type { WithdrawRequestResponse as WithdrawalItem } from '../../../generated/api/withdrawRequest.ts';
import type { Stores } from '../../stores.ts';
import type { PayoutAccount } from '../payout-accounts/index.ts';
import type { Withdrawal } from './store.ts';

const maskNumber = (n: string): string => (n.length <= 4 ? n : `${'*'.repeat(Math.min(n.length - 4, 8))}${n.slice(-4)}`);

/** Real names compare without case, extra spaces or width differences. */
export const sameName = (a: string, b: string): boolean => {
  const norm = (s: string) => s.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
  return norm(a) === norm(b);
};

export function payoutAccountItem(a: PayoutAccount, settings: WithdrawalSettings | null): PayoutAccountItem {
  const provider = settings?.payoutProviders.find((p) => p.code === a.provider);
  return {
    id: a.id,
    provider: a.provider,
    providerName: provider?.name ?? a.provider,
    kind: a.kind,
    accountNumberMasked: maskNumber(a.accountNumber),
    holderName: a.holderName,
    createdAt: a.createdAt,
  };
}

export function withdrawalItem(w: Withdrawal, account: PayoutAccount | undefined, settings: WithdrawalSettings | null): WithdrawalItem {
  return {
    id: w.id,
    status: w.status,
    confirmation: w.confirmation,
    amountMinor: w.amount,
    feeMinor: w.fee,
    securityDepositMinor: w.securityDeposit,
    paidMinor: w.paidAmount,
    remainingMinor: Math.max(0, w.amount - w.fee - w.paidAmount),
    paidAt: w.paidAt,
    confirmDeadline: w.confirmDeadline,
    createdAt: w.createdAt,
    remark: w.remark,
    payoutAccount: account
      ? payoutAccountItem(account, settings)
      : { id: w.payoutAccountId, provider: '', providerName: '', kind: 'bank', accountNumberMasked: '', holderName: '', createdAt: 0 },
  };
}

export async function withdrawalItems(stores: Stores, list: Withdrawal[], settings: WithdrawalSettings | null): Promise<WithdrawalItem[]> {
  const accounts = await stores.payoutAccounts.byIds([...new Set(list.map((w) => w.payoutAccountId))]);
  return list.map((w) => withdrawalItem(w, accounts.get(w.payoutAccountId), settings));
}
