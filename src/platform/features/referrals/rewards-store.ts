/**
 * Referral reward payments (migration 550). What a friend reached is read from the source of
 * truth each time: the amount of their first credited deposit, and the sum of their settled
 * real-money bets (a valid bet: balance_after set, not demo) since they registered. A payment is
 * one transaction: the friend's figure read again inside it, the row under its unique
 * (friend, rule) key, and the ledger posting (house → the referrer's wallet). Two payers at once
 * (two processes' jobs, a job and a page read) pay once: the second INSERT waits on the first's
 * key and then finds it taken.
 */
import type { Database, Queryable } from '../../db/database.ts';
import { postEntries } from '../../ledger/store.ts';
import { recordBonusTurnover } from '../withdrawals/index.ts';

export type ReferralRuleKind = 'firstDeposit' | 'validBet';

export interface FriendFigures {
  /** The friend's first credited deposit, minor units; null: none yet. */
  firstDepositMinor: number | null;
  /** The friend's settled real-money bets since registering, minor units. */
  validBetMinor: number;
}

export interface ReferralPayment {
  friendId: number;
  ruleId: string;
  amountMinor: number;
  createdAt: number;
}

export interface PayInput {
  merchant: string;
  referrerId: number;
  friendId: number;
  rule: { id: string; kind: ReferralRuleKind; thresholdMinor: number; bonusMinor: number };
  at: number;
  accounts: { house: number; wallet: number };
  /** Valid bets the bonus asks before a withdrawal, as a multiple of it (kept with the credit). */
  turnoverMultiplier: number;
  /** Runs in the payment's transaction once it is made (the member's notice: told once, only if paid). */
  onPaid?: (tx: Queryable, payment: ReferralPayment & { id: number }) => Promise<void>;
}

export interface ReferralRewardsStore {
  /** Each friend's figures, keyed by friend id (friends of the merchant only). */
  figures(merchant: string, friendIds: number[], tx?: Queryable): Promise<Map<number, FriendFigures>>;
  /**
   * Referred members (of one referrer, or all of the merchant's) with fewer payments than there
   * are rules, by id after `afterId`, `limit` of them: the ones a payer must look at.
   */
  unpaidFriends(merchant: string, ruleCount: number, referrerId: number | null, afterId: number, limit: number, at: number): Promise<{ friendId: number; referrerId: number }[]>;
  paymentsOf(merchant: string, referrerId: number): Promise<ReferralPayment[]>;
  /** Pays the rule for the friend when reached and not yet paid; null otherwise. */
  pay(input: PayInput): Promise<ReferralPayment | null>;
}

export const progressOf = (figures: FriendFigures | undefined, kind: ReferralRuleKind): number =>
  kind === 'firstDeposit' ? (figures?.firstDepositMinor ?? 0) : (figures?.validBetMinor ?? 0);

const toPayment = (r: Record<string, unknown>): ReferralPayment => ({
  friendId: Number(r.friend_id), ruleId: String(r.rule_id), amountMinor: Number(r.amount), createdAt: Number(r.created_at),
});

export function createReferralRewardsStore(db: Database): ReferralRewardsStore {
  const figures: ReferralRewardsStore['figures'] = async (merchant, friendIds, tx = db) => {
    if (friendIds.length === 0) return new Map();
    const rows = await tx.query<Record<string, unknown>>(
      `SELECT m.id,
         (SELECT d.amount_minor FROM deposits d WHERE d.merchant = m.merchant AND d.member_id = m.id AND d.status = 'approved'
           ORDER BY d.credited_at, d.id LIMIT 1) AS first_deposit,
         (SELECT COALESCE(SUM(g.bet), 0) FROM game_rounds g WHERE g.member_id = m.id AND g.merchant = m.merchant
           AND NOT g.demo AND g.balance_after IS NOT NULL) AS valid_bet
       FROM members m WHERE m.merchant = $1 AND m.id = ANY($2::bigint[])`,
      [merchant, friendIds],
    );
    return new Map(rows.map((r) => [Number(r.id), {
      firstDepositMinor: r.first_deposit === null || r.first_deposit === undefined ? null : Number(r.first_deposit),
      validBetMinor: Number(r.valid_bet ?? 0),
    }]));
  };
  return {
    figures,
    async unpaidFriends(merchant, ruleCount, referrerId, afterId, limit, at) {
      // A friend or referrer on a time-out or self-exclusion is passed over while it lasts: no
      // one is rewarded for bringing in a member who asked to be protected, nor paid while protected.
      const rows = await db.query<{ id: unknown; referrer_id: unknown }>(
        `SELECT m.id, m.referrer_id FROM members m JOIN members ref ON ref.id = m.referrer_id
         WHERE m.merchant = $1 AND ($2::bigint IS NULL OR m.referrer_id = $2)
           AND m.id > $4 AND (SELECT count(*) FROM referral_rewards r WHERE r.friend_id = m.id) < $3
           AND (m.protection_until IS NULL OR m.protection_until <= $6) AND (ref.protection_until IS NULL OR ref.protection_until <= $6)
         ORDER BY m.id LIMIT $5`,
        [merchant, referrerId, ruleCount, afterId, limit, at],
      );
      return rows.map((r) => ({ friendId: Number(r.id), referrerId: Number(r.referrer_id) }));
    },
    async paymentsOf(merchant, referrerId) {
      const rows = await db.query('SELECT friend_id, rule_id, amount, created_at FROM referral_rewards WHERE referrer_id = $1 AND merchant = $2 ORDER BY id', [referrerId, merchant]);
      return rows.map(toPayment);
    },
    async pay(input) {
      return db.transaction(async (tx) => {
        // Figures only grow (rounds and credits are never undone, a first deposit stays first),
        // so a check inside the transaction that passed stays true; the unique key decides races.
        const reached = progressOf((await figures(input.merchant, [input.friendId], tx)).get(input.friendId), input.rule.kind);
        if (reached < input.rule.thresholdMinor) return null;
        const rows = await tx.query(
          `INSERT INTO referral_rewards (merchant, referrer_id, friend_id, rule_id, progress, threshold, amount, created_at)
           VALUES ($1,$2,$3,$4,$5,$6,$7,$8) ON CONFLICT (friend_id, rule_id) DO NOTHING RETURNING *`,
          [input.merchant, input.referrerId, input.friendId, input.rule.id, reached, input.rule.thresholdMinor, input.rule.bonusMinor, input.at],
        );
        if (!rows[0]) return null;
        const posted = await postEntries(tx, {
          merchant: input.merchant, idempotencyKey: `referral:${input.friendId}:${input.rule.id}`, kind: 'referral',
          memo: `referral ${input.rule.id} friend ${input.friendId}`, at: input.at,
          entries: [{ accountId: input.accounts.house, amount: -input.rule.bonusMinor }, { accountId: input.accounts.wallet, amount: input.rule.bonusMinor }],
        });
        await tx.query('UPDATE referral_rewards SET ledger_transaction_id = $2 WHERE id = $1', [rows[0].id, posted.transactionId]);
        await recordBonusTurnover(tx, {
          merchant: input.merchant, memberId: input.referrerId, key: `referral:${input.friendId}:${input.rule.id}`, promotionId: null, multiplier: input.turnoverMultiplier,
        });
        const payment = toPayment(rows[0]);
        await input.onPaid?.(tx, { ...payment, id: Number(rows[0].id) });
        return payment;
      });
    },
  };
}
