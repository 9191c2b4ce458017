/**
 * The statement's categories: each ledger kind a member wallet sees, grouped as regulators list a
 * statement's movements (GLI-19 2.5.7, UKGC RTS 1). A kind not named here is `other`, so a new
 * kind still appears on the statement with its amount and balances.
 */
import { BONUS_KINDS, MOVEMENT_KINDS } from '../history/index.ts';

export type StatementCategory = 'deposit' | 'withdrawal' | 'bet' | 'win' | 'bonus' | 'adjustment' | 'points' | 'transfer' | 'other';

export const STATEMENT_CATEGORIES: readonly StatementCategory[] = ['deposit', 'withdrawal', 'bet', 'win', 'bonus', 'adjustment', 'points', 'transfer', 'other'];

const KINDS: Record<Exclude<StatementCategory, 'other'>, readonly string[]> = {
  deposit: MOVEMENT_KINDS.deposit,
  withdrawal: MOVEMENT_KINDS.withdrawal,
  bet: ['game_bet', 'demo_game_bet'],
  win: ['game_win', 'demo_game_win'],
  bonus: [...BONUS_KINDS, 'rebate'],
  // Money the operator put in or took out by hand (the seed's opening credit is one).
  adjustment: ['adjustment', 'seed_credit', 'test'],
  points: ['points_purchase', 'points_refund'],
  transfer: MOVEMENT_KINDS.transfer,
};

export function statementCategory(kind: string): StatementCategory {
  for (const [category, kinds] of Object.entries(KINDS)) if (kinds.includes(kind)) return category as StatementCategory;
  return 'other';
}

/** Lifetime net deposits: money deposited less money withdrawn (a pending withdrawal's hold is out of the wallet). */
export const DEPOSIT_KINDS = KINDS.deposit;
export const WITHDRAWAL_KINDS = KINDS.withdrawal;

/** A game round's bet or win is posted under `game:<member>:<round>:bet|win`: the round id, else null. */
export function roundOfKey(sourceKey: string): string | null {
  return /^game:[0-9]+:(.+):(bet|win)$/.exec(sourceKey)?.[1] ?? null;
}
