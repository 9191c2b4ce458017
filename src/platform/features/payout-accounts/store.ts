/** The transaction (payment) password and the payout accounts a member binds (migration 220). */
import type { Database } from '../../db/database.ts';

export interface PayoutAccount {
  id: number;
  merchant: string;
  memberId: number;
  provider: string;
  kind: 'bank' | 'ewallet';
  accountNumber: string;
  holderName: string;
  createdAt: number;
}

export type NewPayoutAccount = Omit<PayoutAccount, 'id'>;

export interface PayoutAccountsStore {
  paymentPasswordHash(memberId: number): Promise<string | null>;
  setPaymentPassword(memberId: number, hash: string, at: number): Promise<void>;
  list(merchant: string, memberId: number): Promise<PayoutAccount[]>;
  find(merchant: string, memberId: number, id: number): Promise<PayoutAccount | null>;
  /** Removed ones too: a withdrawal keeps naming the account it was paid to. */
  byIds(ids: number[]): Promise<Map<number, PayoutAccount>>;
  /**
   * Adds under the member's row lock when fewer than `max` are bound; 'full' or 'duplicate'
   * otherwise. `claimRealName`: the member has no real name yet and the holder name becomes it
   * ('realName' when another request set a different one first).
   */
  add(input: NewPayoutAccount, max: number, claimRealName: boolean): Promise<PayoutAccount | 'full' | 'duplicate' | 'realName'>;
  remove(merchant: string, memberId: number, id: number, at: number): Promise<boolean>;
}

type Row = Record<string, unknown>;
const toAccount = (r: Row): PayoutAccount => ({
  id: Number(r.id),
  merchant: String(r.merchant),
  memberId: Number(r.member_id),
  provider: String(r.provider),
  kind: r.kind as PayoutAccount['kind'],
  accountNumber: String(r.account_number),
  holderName: String(r.holder_name),
  createdAt: Number(r.created_at),
});

export function createPayoutAccountsStore(db: Database): PayoutAccountsStore {
  return {
    async paymentPasswordHash(memberId) {
      const rows = await db.query<{ password_hash: string }>('SELECT password_hash FROM payment_passwords WHERE member_id = $1', [memberId]);
      return rows[0]?.password_hash ?? null;
    },
    async setPaymentPassword(memberId, hash, at) {
      await db.query(
        `INSERT INTO payment_passwords (member_id, password_hash, updated_at) VALUES ($1,$2,$3)
         ON CONFLICT (member_id) DO UPDATE SET password_hash = EXCLUDED.password_hash, updated_at = EXCLUDED.updated_at`,
        [memberId, hash, at],
      );
    },
    async list(merchant, memberId) {
      const rows = await db.query<Row>('SELECT * FROM payout_accounts WHERE merchant = $1 AND member_id = $2 AND removed_at IS NULL ORDER BY id', [merchant, memberId]);
      return rows.map(toAccount);
    },
    async find(merchant, memberId, id) {
      const rows = await db.query<Row>('SELECT * FROM payout_accounts WHERE merchant = $1 AND member_id = $2 AND id = $3 AND removed_at IS NULL', [merchant, memberId, id]);
      return rows[0] ? toAccount(rows[0]) : null;
    },
    async byIds(ids) {
      if (ids.length === 0) return new Map();
      const rows = await db.query<Row>('SELECT * FROM payout_accounts WHERE id = ANY($1::bigint[])', [ids]);
      return new Map(rows.map((r) => [Number(r.id), toAccount(r)]));
    },
    add(input, max, claimRealName) {
      return db.transaction(async (tx) => {
        const member = await tx.query<{ payee_name: string | null }>('SELECT payee_name FROM members WHERE id = $1 FOR UPDATE', [input.memberId]);
        if (claimRealName) {
          if (member[0]?.payee_name) return 'realName' as const;
          await tx.query('UPDATE members SET payee_name = $2 WHERE id = $1', [input.memberId, input.holderName]);
        }
        const live = await tx.query<Row>('SELECT provider, account_number FROM payout_accounts WHERE member_id = $1 AND removed_at IS NULL', [input.memberId]);
        if (live.some((r) => r.provider === input.provider && r.account_number === input.accountNumber)) return 'duplicate' as const;
        if (live.length >= max) return 'full' as const;
        const rows = await tx.query<Row>(
          `INSERT INTO payout_accounts (merchant, member_id, provider, kind, account_number, holder_name, created_at)
           VALUES ($1,$2,$3,$4,$5,$6,$7) RETURNING *`,
          [input.merchant, input.memberId, input.provider, input.kind, input.accountNumber, input.holderName, input.createdAt],
        );
        return toAccount(rows[0]!);
      });
    },
    async remove(merchant, memberId, id, at) {
      const rows = await db.query('UPDATE payout_accounts SET removed_at = $4 WHERE merchant = $1 AND member_id = $2 AND id = $3 AND removed_at IS NULL RETURNING id', [
        merchant, memberId, id, at,
      ]);
      return rows.length > 0;
    },
  };
}
