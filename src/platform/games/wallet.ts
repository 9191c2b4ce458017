// The games' wallet over the platform ledger. Every member plays from their `member` account
// (the header balance). Real accounts' bets and wins move against the house; free-play and trial
// accounts hold demo credit (funded by the platform from the merchant's demo pool), and their
// bets and wins move against that pool, so demo play never touches the house's real money.
import type { LedgerStore } from '../ledger/store.ts';
import { InsufficientFundsError } from '../ledger/store.ts';
import { BALANCE_NOT_ENOUGH, RoundError, type GameWallet } from './rounds.ts';

export interface LedgerWalletOptions {
  ledger: LedgerStore;
  currency: (merchant: string) => string;
  now: () => number;
}

export function createLedgerWallet({ ledger, currency, now }: LedgerWalletOptions): GameWallet {
  const accounts = async (merchant: string, memberId: number, demo: boolean) => {
    const cur = currency(merchant);
    return {
      own: await ledger.account(merchant, 'member', memberId, cur),
      counter: await ledger.account(merchant, demo ? 'demo' : 'house', null, cur),
    };
  };
  return {
    async balance(merchant, memberId) {
      return ledger.balance(await ledger.account(merchant, 'member', memberId, currency(merchant)));
    },
    async debit(merchant, memberId, demo, amount, key) {
      const { own, counter } = await accounts(merchant, memberId, demo);
      try {
        await ledger.post({
          merchant, idempotencyKey: key, kind: demo ? 'demo_game_bet' : 'game_bet', at: now(),
          entries: [{ accountId: own, amount: -amount }, { accountId: counter, amount }],
        });
      } catch (error) {
        // The ledger refuses to take a member account below zero, atomically.
        if (error instanceof InsufficientFundsError) throw new RoundError(BALANCE_NOT_ENOUGH, 'Insufficient balance');
        throw error;
      }
    },
    async credit(merchant, memberId, demo, amount, key) {
      const { own, counter } = await accounts(merchant, memberId, demo);
      await ledger.post({
        merchant, idempotencyKey: key, kind: demo ? 'demo_game_win' : 'game_win', at: now(),
        entries: [{ accountId: counter, amount: -amount }, { accountId: own, amount }],
      });
    },
  };
}
