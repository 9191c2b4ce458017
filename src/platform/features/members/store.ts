/** Members, their known IPs and their third-party identities. */
import type { Database } from '../../db/database.ts';

export interface Member {
  id: number;
  merchant: string;
  username: string;
  passwordHash: string;
  passwordIsDefault: boolean;
  passwordChangedAt: number;
  type: number;
  nickname: string | null;
  mobile: string | null;
  email: string | null;
  payeeName: string | null;
  uplineId: number | null;
  affiliateCode: string | null;
  language: string | null;
  profile: Record<string, unknown>;
  registeredAt: number;
  firstLoginAt: number | null;
  /** A time-out or self-exclusion (migration 280); one whose `until` has passed no longer applies. */
  protection: Protection | null;
  /** Reality-check interval in minutes, null = off. */
  realityCheckMinutes: number | null;
  /** Set by the member's agent (migration 381): login is refused while set. */
  loginBlockedAt: number | null;
}

export type ProtectionKind = 'timeout' | 'selfExclusion';
export interface Protection {
  kind: ProtectionKind;
  until: number;
}

export type NewMember = Omit<Member, 'id' | 'firstLoginAt' | 'language' | 'protection' | 'realityCheckMinutes' | 'loginBlockedAt'> & { language?: string | null };

export type CreateResult = { member: Member } | { conflict: 'username' | 'mobile' | 'affiliateCode' };

export interface MembersStore {
  create(input: NewMember): Promise<CreateResult>;
  findById(id: number): Promise<Member | null>;
  findByUsername(merchant: string, username: string): Promise<Member | null>;
  findByMobile(merchant: string, mobile: string): Promise<Member | null>;
  findByAffiliateCode(merchant: string, code: string): Promise<Member | null>;
  countByUsername(merchant: string, username: string): Promise<number>;
  setPassword(id: number, hash: string, isDefault: boolean, at: number): Promise<void>;
  setLanguage(id: number, language: string): Promise<void>;
  markFirstLogin(id: number, at: number): Promise<number>;
  isKnownIp(id: number, ip: string): Promise<boolean>;
  addIp(id: number, ip: string, at: number): Promise<void>;
  findByIdentity(provider: string, subject: string): Promise<Member | null>;
  linkIdentity(provider: string, subject: string, memberId: number): Promise<void>;
}

const usernameKey = (username: string): string => username.normalize('NFKC').toLowerCase();

type Row = Record<string, unknown>;
const num = (v: unknown): number => Number(v);
const numOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));
const strOrNull = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));

/** A `members` row (as selected, or as `row_to_json`) as a Member. */
export function toMember(r: Row): Member {
  return {
    id: num(r.id),
    merchant: String(r.merchant),
    username: String(r.username),
    passwordHash: String(r.password_hash),
    passwordIsDefault: Boolean(r.password_is_default),
    passwordChangedAt: num(r.password_changed_at),
    type: num(r.member_type),
    nickname: strOrNull(r.nickname),
    mobile: strOrNull(r.mobile),
    email: strOrNull(r.email),
    payeeName: strOrNull(r.payee_name),
    uplineId: numOrNull(r.upline_id),
    affiliateCode: strOrNull(r.affiliate_code),
    language: strOrNull(r.language),
    profile: (typeof r.profile === 'string' ? JSON.parse(r.profile) : r.profile ?? {}) as Record<string, unknown>,
    registeredAt: num(r.registered_at),
    firstLoginAt: numOrNull(r.first_login_at),
    protection: r.protection_until === null || r.protection_until === undefined ? null : { kind: String(r.protection_kind) as ProtectionKind, until: num(r.protection_until) },
    realityCheckMinutes: numOrNull(r.reality_check_minutes),
    loginBlockedAt: numOrNull(r.login_blocked_at),
  };
}

export function createMembersStore(db: Database): MembersStore {
  const one = async (sql: string, params: unknown[]): Promise<Member | null> => {
    const rows = await db.query<Row>(sql, params);
    return rows[0] ? toMember(rows[0]) : null;
  };
  return {
    async create(m) {
      const rows = await db.query<Row>(
        `INSERT INTO members (merchant, username, username_key, password_hash, password_is_default, password_changed_at,
           member_type, nickname, mobile, email, payee_name, upline_id, affiliate_code, language, profile, registered_at)
         VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15::jsonb,$16)
         ON CONFLICT DO NOTHING RETURNING *`,
        [m.merchant, m.username, usernameKey(m.username), m.passwordHash, m.passwordIsDefault, m.passwordChangedAt,
          m.type, m.nickname, m.mobile, m.email, m.payeeName, m.uplineId, m.affiliateCode, m.language ?? null,
          JSON.stringify(m.profile), m.registeredAt],
      );
      if (rows[0]) return { member: toMember(rows[0]) };
      if (await this.findByUsername(m.merchant, m.username)) return { conflict: 'username' };
      if (m.mobile && (await this.findByMobile(m.merchant, m.mobile))) return { conflict: 'mobile' };
      return { conflict: 'affiliateCode' };
    },
    findById: (id) => one('SELECT * FROM members WHERE id = $1', [id]),
    findByUsername: (merchant, username) =>
      one('SELECT * FROM members WHERE merchant = $1 AND username_key = $2', [merchant, usernameKey(username)]),
    findByMobile: (merchant, mobile) => one('SELECT * FROM members WHERE merchant = $1 AND mobile = $2', [merchant, mobile]),
    findByAffiliateCode: (merchant, code) =>
      one('SELECT * FROM members WHERE merchant = $1 AND affiliate_code = $2', [merchant, code]),
    async countByUsername(merchant, username) {
      const rows = await db.query<Row>('SELECT count(*) AS n FROM members WHERE merchant = $1 AND username_key = $2', [merchant, usernameKey(username)]);
      return num(rows[0]?.n ?? 0);
    },
    async setPassword(id, hash, isDefault, at) {
      await db.query('UPDATE members SET password_hash = $2, password_is_default = $3, password_changed_at = $4 WHERE id = $1', [id, hash, isDefault, at]);
    },
    async setLanguage(id, language) {
      await db.query('UPDATE members SET language = $2 WHERE id = $1', [id, language]);
    },
    async markFirstLogin(id, at) {
      const rows = await db.query<Row>('UPDATE members SET first_login_at = COALESCE(first_login_at, $2) WHERE id = $1 RETURNING first_login_at', [id, at]);
      return num(rows[0]?.first_login_at ?? at);
    },
    async isKnownIp(id, ip) {
      return (await db.query('SELECT 1 FROM member_ips WHERE member_id = $1 AND ip = $2', [id, ip])).length > 0;
    },
    async addIp(id, ip, at) {
      await db.query('INSERT INTO member_ips (member_id, ip, first_seen_at) VALUES ($1,$2,$3) ON CONFLICT DO NOTHING', [id, ip, at]);
    },
    findByIdentity: (provider, subject) =>
      one('SELECT m.* FROM members m JOIN member_identities i ON i.member_id = m.id WHERE i.provider = $1 AND i.subject = $2', [provider, subject]),
    async linkIdentity(provider, subject, memberId) {
      await db.query('INSERT INTO member_identities (provider, subject, member_id) VALUES ($1,$2,$3) ON CONFLICT DO NOTHING', [provider, subject, memberId]);
    },
  };
}
