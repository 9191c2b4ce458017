/**
 * Paid withdrawals of agent01's team, so team transactions and profit and loss show
 * withdrawals on a fresh start (they read 0). Each goes the way a real one does, at its seeded
 * time: the request (a seeded payout account), the hold of the amount, the desk's approval and
 * payout, the member's "received", and the ledger side of that state (the hold settled: fee to
 * the house, the rest paid out), so the team reports read the same ledger kinds as for live ones.
 * Idempotent: the request key finds the request again, each step moves only from the state
 * before it, and every ledger movement has its key. Small amounts within what the member holds,
 * so a low seeded balance skips it rather than failing.
 */
import type { Merchant } from './merchants.ts';
import { applyWithdrawalLedger } from './features/withdrawals/index.ts';
import type { Stores } from './stores.ts';
import type { Withdrawal } from './features/withdrawals/index.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Who withdraws, how many days ago, how much (minor units). */
const WITHDRAWALS: readonly [username: string, daysAgo: number, minor: number][] = [['player21', 29, 60_000], ['player22', 15, 50_000], ['member01', 8, 55_000]];

export async function seedTeamWithdrawals(stores: Stores, merchant: Merchant, now: number): Promise<void> {
  const currency = merchant.currency.code;
  for (const [username, daysAgo, wanted] of WITHDRAWALS) {
    const member = await stores.members.findByUsername(merchant.code, username);
    if (!member) continue;
    const at = now - daysAgo * DAY - 2 * HOUR;
    const wallet = await stores.ledger.account(merchant.code, 'member', member.id, currency);
    const accounts = await stores.payoutAccounts.list(merchant.code, member.id);
    const account = accounts[0] ?? await stores.payoutAccounts.add({ merchant: merchant.code, memberId: member.id, provider: 'bank', kind: 'bank', accountNumber: `10020030${String(member.id).padStart(4, '0')}`, holderName: username, createdAt: at }, 3, false);
    if (typeof account === 'string') continue;
    const { withdrawal } = await stores.withdrawals.create(
      { merchant: merchant.code, memberId: member.id, requestKey: `seed-team-withdrawal-${username}`, payoutAccountId: account.id, amount: wanted, fee: 0, securityDeposit: 0, at },
      at - DAY, () => undefined,
    );
    let w: Withdrawal | null = withdrawal;
    if (w.holdId === null) {
      if ((await stores.ledger.balance(wallet)) < w.amount) {
        await stores.withdrawals.discard(w.id);
        continue;
      }
      const hold = await stores.ledger.hold({ merchant: merchant.code, walletAccountId: wallet, purpose: 'withdrawal', amount: w.amount, idempotencyKey: `withdrawal:${w.id}:hold`, at });
      await stores.withdrawals.setHolds(w.id, hold.hold.id, null);
      w = { ...w, holdId: hold.hold.id };
    }
    const step = (from: Parameters<Stores['withdrawals']['transition']>[2], change: Parameters<Stores['withdrawals']['transition']>[3], event: string, when: number) =>
      stores.withdrawals.transition(merchant.code, withdrawal.id, from, change, { at: when, actor: 'seed', event });
    w = (await step({ status: ['processing'] }, { status: 'transferring' }, 'approve', at + 10 * 60_000)) ?? w;
    w = (await step({ status: ['transferring'], confirmation: [null] }, { paidAmount: w.amount - w.fee, paidAt: at + 20 * 60_000, confirmation: 'awaiting', confirmDeadline: at + DAY }, 'pay', at + 20 * 60_000)) ?? w;
    w = (await step({ status: ['transferring'], confirmation: ['awaiting'] }, { status: 'success', confirmation: 'received', confirmDeadline: null }, 'received', at + 30 * 60_000)) ?? w;
    await applyWithdrawalLedger({ stores }, merchant, (await stores.withdrawals.find(merchant.code, withdrawal.id)) ?? w, at + 20 * 60_000);
  }
}
