/**
 * An agent's invite links (agent centre, downline management). A deleted link stays as a row so
 * its code is refused as expired, never taken by the plain affiliate-code lookup.
 */
import { randomInt } from 'node:crypto';
import type { Database } from '../../db/database.ts';

export type RegisterLinkKind = 'player' | 'agent';

export interface RegisterLink {
  id: number;
  agentId: number;
  code: string;
  kind: RegisterLinkKind;
  expiresAt: number | null;
  createdAt: number;
  deletedAt: number | null;
  registrations: number;
}

export interface RegisterLinksStore {
  create(input: { merchant: string; agentId: number; kind: RegisterLinkKind; expiresAt: number | null; at: number }): Promise<RegisterLink>;
  /** The agent's links that are not deleted, newest first. */
  list(merchant: string, agentId: number): Promise<RegisterLink[]>;
  /** Marks the agent's own link deleted; false: no such link of this agent. */
  remove(merchant: string, agentId: number, id: number, at: number): Promise<boolean>;
  /** A link by its code, deleted or not (the caller decides what an old one means). */
  byCode(merchant: string, code: string): Promise<RegisterLink | null>;
  /** Records that a member registered through the link. */
  markRegistered(memberId: number, linkId: number): Promise<void>;
}

// No 0/O or 1/l/i: codes are read aloud and typed by hand.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const CODE_LENGTH = 10;
const newCode = (): string => Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

const SELECT = `SELECT l.*, (SELECT COUNT(*) FROM members m WHERE m.register_link_id = l.id) AS registrations FROM register_links l`;

const toLink = (r: Record<string, unknown>): RegisterLink => ({
  id: Number(r.id),
  agentId: Number(r.agent_id),
  code: String(r.code),
  kind: r.kind === 'agent' ? 'agent' : 'player',
  expiresAt: r.expires_at === null || r.expires_at === undefined ? null : Number(r.expires_at),
  createdAt: Number(r.created_at),
  deletedAt: r.deleted_at === null || r.deleted_at === undefined ? null : Number(r.deleted_at),
  registrations: Number(r.registrations ?? 0),
});

export function createRegisterLinksStore(db: Database): RegisterLinksStore {
  return {
    async create({ merchant, agentId, kind, expiresAt, at }) {
      // 31^10 codes: a clash is all but impossible, and then the next try takes another.
      for (;;) {
        const rows = await db.query<Record<string, unknown>>(
          `INSERT INTO register_links (merchant, agent_id, code, kind, expires_at, created_at) VALUES ($1,$2,$3,$4,$5,$6)
           ON CONFLICT (merchant, code) DO NOTHING RETURNING *, 0 AS registrations`,
          [merchant, agentId, newCode(), kind, expiresAt, at],
        );
        if (rows[0]) return toLink(rows[0]);
      }
    },
    async list(merchant, agentId) {
      const rows = await db.query<Record<string, unknown>>(`${SELECT} WHERE l.merchant = $1 AND l.agent_id = $2 AND l.deleted_at IS NULL ORDER BY l.id DESC`, [merchant, agentId]);
      return rows.map(toLink);
    },
    async remove(merchant, agentId, id, at) {
      const rows = await db.query('UPDATE register_links SET deleted_at = $4 WHERE merchant = $1 AND agent_id = $2 AND id = $3 AND deleted_at IS NULL RETURNING id', [merchant, agentId, id, at]);
      return rows.length > 0;
    },
    async byCode(merchant, code) {
      const rows = await db.query<Record<string, unknown>>(`${SELECT} WHERE l.merchant = $1 AND l.code = $2`, [merchant, code.toLowerCase()]);
      return rows[0] ? toLink(rows[0]) : null;
    },
    async markRegistered(memberId, linkId) {
      await db.query('UPDATE members SET register_link_id = $2 WHERE id = $1', [memberId, linkId]);
    },
  };
}
