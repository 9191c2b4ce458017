/**
 * Member-to-member referrals (member centre, referral page): a member's stable invite code, who
 * registered through it, and whether each such friend has deposited (the first approved deposit).
 */
import { randomInt } from 'node:crypto';
import type { Database } from '../../db/database.ts';

export interface ReferralFriend {
  id: number;
  username: string;
  registeredAt: number;
  /** When the friend's first deposit was credited; null: no deposit yet. */
  firstDepositAt: number | null;
}

export interface ReferralCounts {
  friends: number;
  deposited: number;
}

export interface ReferralsStore {
  /** The member's code, made on first use and the same ever after. */
  codeOf(merchant: string, memberId: number, at: number): Promise<string>;
  /** The member whose code this is (same merchant), or null. */
  referrerByCode(merchant: string, code: string): Promise<number | null>;
  /** Records who referred a new member. */
  recordReferrer(memberId: number, referrerId: number): Promise<void>;
  /** Friends newest first, `limit` of them, those older than `beforeId` when given. */
  friends(merchant: string, referrerId: number, limit: number, beforeId: number | null): Promise<ReferralFriend[]>;
  counts(merchant: string, referrerId: number): Promise<ReferralCounts>;
}

// No 0/O or 1/l/i: a friend may type the code from a screenshot.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const CODE_LENGTH = 8;
const newCode = (): string => Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

const FIRST_DEPOSIT = `(SELECT MIN(d.credited_at) FROM deposits d WHERE d.merchant = m.merchant AND d.member_id = m.id AND d.status = 'approved')`;

export function createReferralsStore(db: Database): ReferralsStore {
  return {
    async codeOf(merchant, memberId, at) {
      for (;;) {
        const existing = await db.query<{ code: string }>('SELECT code FROM referral_codes WHERE member_id = $1', [memberId]);
        if (existing[0]) return existing[0].code;
        // Two first visits at once: one insert wins, the other reads the winner's code next turn.
        // A clash with another member's code (31^8) also just takes the next turn.
        await db.query('INSERT INTO referral_codes (member_id, merchant, code, created_at) VALUES ($1,$2,$3,$4) ON CONFLICT DO NOTHING', [memberId, merchant, newCode(), at]);
      }
    },
    async referrerByCode(merchant, code) {
      const rows = await db.query<{ member_id: unknown }>('SELECT member_id FROM referral_codes WHERE merchant = $1 AND code = $2', [merchant, code.toLowerCase()]);
      return rows[0] ? Number(rows[0].member_id) : null;
    },
    async recordReferrer(memberId, referrerId) {
      await db.query('UPDATE members SET referrer_id = $2 WHERE id = $1', [memberId, referrerId]);
    },
    async friends(merchant, referrerId, limit, beforeId) {
      const rows = await db.query<Record<string, unknown>>(
        `SELECT m.id, m.username, m.registered_at, ${FIRST_DEPOSIT} AS first_deposit_at FROM members m
         WHERE m.referrer_id = $2 AND m.merchant = $1 AND ($4::bigint IS NULL OR m.id < $4) ORDER BY m.id DESC LIMIT $3`,
        [merchant, referrerId, limit, beforeId],
      );
      return rows.map((r) => ({
        id: Number(r.id),
        username: String(r.username),
        registeredAt: Number(r.registered_at),
        firstDepositAt: r.first_deposit_at === null || r.first_deposit_at === undefined ? null : Number(r.first_deposit_at),
      }));
    },
    async counts(merchant, referrerId) {
      const rows = await db.query<{ friends: unknown; deposited: unknown }>(
        `SELECT COUNT(*) AS friends, COUNT(*) FILTER (WHERE ${FIRST_DEPOSIT} IS NOT NULL) AS deposited
         FROM members m WHERE m.referrer_id = $2 AND m.merchant = $1`,
        [merchant, referrerId],
      );
      return { friends: Number(rows[0]?.friends ?? 0), deposited: Number(rows[0]?.deposited ?? 0) };
    },
  };
}
