// A demo-provider round, all or nothing: the bet and the win move through the ledger under
// idempotency keys derived from the round id, and the round's row is written with the balance
// after (its primary key pins the bet to the round id: a reused id with another bet moves nothing)
// in one statement with the house's share (last: its row is shared with every other round of the
// merchant). A new round with no limit to count is that one statement alone; one with limits is a
// transaction that checks them first; a retry is settled step by step, which finishes or replays
// the same round; no retry debits or pays twice. Free-play and trial accounts play on a demo
// ledger account.
import { ALLOWED_BETS, drawLottery, spinSlot, type RoundOutcome } from './demo-engine.ts';
import type { GameStore, RoundRecord } from './store.ts';
import type { Queryable } from '../db/database.ts';
import type { FinalWrite } from '../ledger/store.ts';
import { StepwiseNeeded, type AtOnceSource, type Gate } from '../ledger/post-at-once.ts';
import type { PlatformErrorCode } from '../../shared/api/error-codes.ts';

/** The part of the platform's wallet the games need. Amounts are integer minor units. */
export interface GameWallet {
  balance(merchant: string, memberId: number, demo: boolean): Promise<number>;
  /**
   * Finds the member's accounts, then gives a function that moves a round's bet and then its win
   * (if any) through `q`, each under an idempotency key derived from `key`, writes
   * `record.write(balance after)` in one statement with the house's side of the money (the
   * transaction's last), tells `record.written` what that write returned, and returns the balance
   * after. The caller commits once it returns. It throws RoundError BALANCE_NOT_ENOUGH when the
   * member cannot cover the bet. Unless `stepwise`, the money and the write (then
   * `record.write(source)`) are one statement of all or nothing (`q` may be outside a
   * transaction), passed only by `gate` if given, and a round that is not new throws
   * StepwiseNeeded: the caller rolls back and settles again with `stepwise`, in a transaction.
   */
  settler(merchant: string, memberId: number, demo: boolean): Promise<(q: Queryable, money: RoundMoney, record: RoundRecorder, stepwise: boolean, gate?: Gate) => Promise<number>>;
}

/** The round's row, written beside its money. */
export interface RoundRecorder {
  /** The balance after as a number, or where the statement that moves the money has it. */
  write(balanceAfter: number | AtOnceSource): FinalWrite;
  written(rows: Record<string, unknown>[], balanceAfter: number): Promise<void>;
}

export interface RoundMoney { bet: number; win: number; key: string }

export class RoundError extends Error {
  constructor(readonly errorCode: PlatformErrorCode, message: string) {
    super(message);
  }
}

export const BALANCE_NOT_ENOUGH = 'launch_game_balance_not_enough' satisfies PlatformErrorCode;

export interface PlayRequest {
  merchant: string;
  memberId: number;
  demo: boolean;
  gameId: number;
  kind: 'slot' | 'lottery';
  roundId: string;
  bet: number;
  pick?: number;
  /** The game's category, kept with the round (points are earned per category). */
  gameType?: string;
  /**
   * A check that must hold when the round is recorded, run first in the round's transaction. It
   * takes the member's row lock as it reads what it checks (the bet limits: PlayLimitsStore's
   * listLocked), so a second round of the member waits for this one's commit and counts it.
   */
  admit?: (tx: Queryable) => Promise<void>;
  /**
   * With `admit`: a gate (run in the statement that moves the money) that passes when `admit`
   * has nothing to check and takes the same lock, so the round needs no transaction. When it
   * does not pass, the round is played with `admit`.
   */
  admitAlone?: Gate;
}

export interface RoundDeps {
  store: GameStore;
  wallet: GameWallet;
  secret: string;
  now: () => number;
}

const ROUND_ID = /^[A-Za-z0-9_-]{8,64}$/;

export function validatePlay(req: PlayRequest): void {
  if (!ROUND_ID.test(req.roundId)) throw new RoundError('game_round_invalid', 'roundId must be 8-64 letters, digits, - or _');
  if (!(ALLOWED_BETS as readonly number[]).includes(req.bet)) throw new RoundError('game_bet_invalid', `bet must be one of ${ALLOWED_BETS.join(', ')}`);
  if (req.kind === 'lottery' && !(Number.isInteger(req.pick) && (req.pick as number) >= 0 && (req.pick as number) <= 9)) {
    throw new RoundError('game_pick_invalid', 'pick must be a digit 0-9');
  }
}

/** What a round's outcome is drawn from (with the server secret): the same round id, the same outcome. */
export function roundOutcomeKey(req: Pick<PlayRequest, 'merchant' | 'memberId' | 'roundId'>): string {
  return `${req.merchant}:${req.memberId}:${req.roundId}`;
}

export async function playRound(deps: RoundDeps, req: PlayRequest): Promise<{ round: RoundRecord; replayed: boolean }> {
  validatePlay(req);
  const seedKey = roundOutcomeKey(req);
  const outcome: RoundOutcome = req.kind === 'slot' ? spinSlot(deps.secret, seedKey) : drawLottery(deps.secret, seedKey, req.pick ?? 0);
  const draft: RoundRecord = {
    roundId: req.roundId, memberId: req.memberId, gameId: req.gameId, demo: req.demo,
    bet: req.bet, win: req.bet * outcome.multiplier, outcome, balanceAfter: null, createdAt: deps.now(),
  };
  const settle = await deps.wallet.settler(req.merchant, req.memberId, req.demo);
  const key = `game:${req.memberId}:${req.roundId}`;
  // The round's row, its bet, its win and its balance after are written together or not at all (a
  // bet the member cannot cover leaves no round behind, so the id is not burnt).
  const settleIn = async (q: Queryable, money: { bet: number; win: number }, stepwise: boolean, gate?: Gate) => {
    const stored: { round: RoundRecord | null } = { round: null };
    // The money first, then the round's row with its balance after: one write of the row, in the
    // statement that writes the house's share. A round id seen before finds its movements' keys
    // taken (nothing moves again) and then its row.
    const balanceAfter = await settle(q, { ...money, key }, {
      write: (balance) => typeof balance === 'number'
        ? deps.store.roundWrite(req.merchant, { ...draft, balanceAfter: balance }, req.gameType ?? null)
        : deps.store.roundWrite(req.merchant, draft, req.gameType ?? null, balance),
      written: async (rows, balance) => {
        if (rows.length > 0) return;
        const existing = await deps.store.findRound(req.merchant, req.memberId, req.roundId, q);
        stored.round = existing;
        if (!existing) return;
        const samePick = req.kind !== 'lottery' || (existing.outcome as { pick?: number }).pick === req.pick;
        // A reused id with another bet: the transaction, with whatever this request moved, rolls back.
        if (existing.gameId !== req.gameId || existing.bet !== req.bet || existing.demo !== req.demo || !samePick) {
          throw new RoundError('game_round_conflict', 'This round id was already used for another bet');
        }
        // The stored row's bet and win are the round's money: a request that moved other money (a
        // draw under another secret) is rolled back and played again with the row's.
        if (existing.bet !== money.bet || existing.win !== money.win) throw new StoredRoundMoney(existing);
        // A row left unsettled (its money moved in part) is finished now.
        if (existing.balanceAfter === null) await deps.store.settleRound(req.merchant, req.memberId, req.roundId, balance, q);
      },
    }, stepwise, gate);
    const found = stored.round;
    if (found) return { round: { ...found, balanceAfter: found.balanceAfter ?? balanceAfter }, replayed: true };
    return { round: { ...draft, balanceAfter }, replayed: false };
  };
  const inTransaction = (money: { bet: number; win: number }, stepwise: boolean) => deps.store.transaction(async (tx) => {
    if (req.admit) await req.admit(tx);
    return settleIn(tx, money, stepwise);
  });
  // A new round is one statement (on its own when nothing needs checking first); one that is not
  // admitted alone is a transaction with `admit`; a retry (its keys or its row there already)
  // writes nothing that way and settles step by step, which finds what is there.
  let mode: 'alone' | 'at once' | 'stepwise' = !req.admit || req.admitAlone ? 'alone' : 'at once';
  let money: { bet: number; win: number } = draft;
  for (;;) {
    try {
      if (mode === 'alone') return await settleIn(deps.store.autocommit, money, false, req.admit ? req.admitAlone : undefined);
      return await inTransaction(money, mode === 'stepwise');
    } catch (error) {
      if (error instanceof StepwiseNeeded && mode !== 'stepwise') mode = error.notAdmitted ? 'at once' : 'stepwise';
      else if (error instanceof StoredRoundMoney && money === draft) money = error.round;
      else throw error;
    }
  }
}

/** An unsettled round row whose money differs from this request's draw: the row's money is owed. */
class StoredRoundMoney extends Error {
  constructor(readonly round: RoundRecord) {
    super('the stored round owes other money');
  }
}
