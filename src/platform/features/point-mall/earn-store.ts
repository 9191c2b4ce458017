/**
 * Points from valid bets: settled real-money rounds (game_rounds with balance_after set, not demo)
 * earn at the merchant's rate for the round's category. A sweep runs before the member's points
 * are read or spent, so there is no job to miss; it holds the member's points row lock, marks each
 * round it counts (a round earns once, whichever process sweeps it) and carries the part of a bet
 * not yet worth a whole point to the next sweep, so small bets add up instead of rounding away.
 */
import type { Database } from '../../db/database.ts';
import { lockPoints, postPoints } from './store.ts';

/** Rounds counted per sweep: a member back after a long session is caught up over a few reads. */
const BATCH = 5000;

export interface EarnInput {
  merchant: string;
  memberId: number;
  /** Valid bet (minor units) per point, by game category. */
  betPerPoint: ReadonlyMap<string, number>;
  at: number;
}

/** Turns the member's uncounted rounds into points; answers the points added. */
export async function sweepEarnings(db: Database, input: EarnInput): Promise<number> {
  const { merchant, memberId } = input;
  return db.transaction(async (tx) => {
    await lockPoints(tx, merchant, memberId);
    const rounds = await tx.query<{ round_id: string; game_type: string | null; bet: unknown }>(
      `SELECT r.round_id, r.game_type, r.bet FROM game_rounds r
       WHERE r.merchant = $1 AND r.member_id = $2 AND NOT r.demo AND r.balance_after IS NOT NULL
         AND NOT EXISTS (SELECT 1 FROM points_earned_rounds e WHERE e.merchant = r.merchant AND e.member_id = r.member_id AND e.round_id = r.round_id)
       ORDER BY r.created_at, r.round_id LIMIT ${BATCH}`,
      [merchant, memberId],
    );
    if (rounds.length === 0) return 0;
    await tx.query(
      'INSERT INTO points_earned_rounds (merchant, member_id, round_id) SELECT $1, $2, t.id FROM unnest($3::text[]) AS t(id) ON CONFLICT DO NOTHING',
      [merchant, memberId, rounds.map((r) => r.round_id)],
    );
    const betByCategory = new Map<string, number>();
    for (const r of rounds) {
      if (r.game_type === null) continue;
      betByCategory.set(r.game_type, (betByCategory.get(r.game_type) ?? 0) + Number(r.bet));
    }
    let points = 0;
    for (const [category, bet] of betByCategory) {
      const per = input.betPerPoint.get(category);
      if (!per) continue;
      const carried = await tx.query<{ carry_minor: unknown }>(
        'SELECT carry_minor FROM points_earn_carry WHERE merchant = $1 AND member_id = $2 AND game_type = $3', [merchant, memberId, category]);
      const total = Number(carried[0]?.carry_minor ?? 0) + bet;
      points += Math.floor(total / per);
      await tx.query(
        `INSERT INTO points_earn_carry (merchant, member_id, game_type, carry_minor) VALUES ($1, $2, $3, $4)
         ON CONFLICT (merchant, member_id, game_type) DO UPDATE SET carry_minor = EXCLUDED.carry_minor`,
        [merchant, memberId, category, total % per],
      );
    }
    if (points > 0) {
      // A round is in exactly one sweep, so the first round's id makes the sweep's key unique.
      await postPoints(tx, { merchant, memberId, kind: 'earn', delta: points, ref: `rounds:${rounds.length}`, key: `earn:${rounds[0]!.round_id}`, at: input.at });
    }
    return points;
  });
}
