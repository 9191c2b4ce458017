// The games' wallet over the platform ledger. Every member plays from their `member` account
// (the header balance). Real accounts' bets and wins move against the house; free-play and trial
// accounts hold demo credit (funded by the platform from the merchant's demo pool), and their
// bets and wins move against that pool, so demo play never touches the house's real money.
import type { Queryable } from '../db/database.ts';
import { balanceOf, InsufficientFundsError, postThenWrite, type LedgerStore, type PostInput } from '../ledger/store.ts';
import { postAllThenWrite, type Gate } from '../ledger/post-at-once.ts';
import { BALANCE_NOT_ENOUGH, RoundError, type GameWallet, type RoundMoney, type RoundRecorder } from './rounds.ts';

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
    async settler(merchant, memberId, demo) {
      // The accounts are found (or created) before the round's transaction, on their own connection.
      const { own, counter } = await accounts(merchant, memberId, demo);
      return (q, money, record, stepwise, gate) => settle(q, merchant, demo, own, counter, money, record, stepwise, gate);
    },
  };

  async function settle(
    tx: Queryable, merchant: string, demo: boolean, own: number, counter: number, { bet, win, key }: RoundMoney,
    record: RoundRecorder, stepwise: boolean, gate?: Gate,
  ): Promise<number> {
    const at = now();
    const betMove: PostInput = {
      merchant, idempotencyKey: `${key}:bet`, kind: demo ? 'demo_game_bet' : 'game_bet', at,
      entries: [{ accountId: own, amount: -bet }, { accountId: counter, amount: bet }],
    };
    const winMove: PostInput = {
      merchant, idempotencyKey: `${key}:win`, kind: demo ? 'demo_game_win' : 'game_win', at,
      entries: [{ accountId: counter, amount: -win }, { accountId: own, amount: win }],
    };
    if (!stepwise) {
      // The bet, the win, the house's share and the round's row: one statement (in a transaction, its last).
      let posted;
      try {
        posted = await postAllThenWrite(tx, win > 0 ? [betMove, winMove] : [betMove], own, (source) => record.write(source), gate);
      } catch (error) {
        if (error instanceof InsufficientFundsError) throw new RoundError(BALANCE_NOT_ENOUGH, 'Insufficient balance');
        throw error;
      }
      await record.written(posted.rows, posted.balance);
      return posted.balance;
    }
    // The house's (or demo pool's) share is written with the round's row, as the transaction's
    // last statement: every other round of the merchant needs one of the same few slot rows.
    const { value: balanceAfter, rows } = await postThenWrite(tx, async (post) => {
      let posted;
      try {
        posted = await post(betMove);
      } catch (error) {
        // The ledger refuses to take a member account below zero, atomically.
        if (error instanceof InsufficientFundsError) throw new RoundError(BALANCE_NOT_ENOUGH, 'Insufficient balance');
        throw error;
      }
      if (win > 0) {
        posted = await post(winMove);
      }
      // A new posting knows the member's balance after it; a replayed one asks.
      return posted.balances?.get(own) ?? await balanceOf(tx, own);
    }, (balance) => record.write(balance));
    await record.written(rows, balanceAfter);
    return balanceAfter;
  }
}
