// An agent's team: its downline, direct and indirect (members.upline_id), for the agent centre.
// Every query starts from the agent, so an agent reaches only its own team.
import type { Database } from '../../db/database.ts';
import { AGENT_CENTRE_TYPES } from '../../../shared/member-types.ts';
import type { AgentTeamOverviewResponse } from '../../../generated/api/agentTeamOverview.ts';
import type { DownlineMember } from '../../../generated/api/common/downline-member.ts';

/** A downline member as the call schema shows it (common/downline-member.json), with its id and type. */
export interface DownlineRow extends Omit<DownlineMember, 'isAgent'> {
  id: number;
  type: number;
}

/** What an agent changes on a direct downline member (only the fields given). */
export interface DownlineChange {
  remark?: string | null;
  /** Block (a time) or lift (null) the member's login. */
  loginBlockedAt?: number | null;
  /** Make a player an agent of this type. */
  type?: number;
}

/** The team overview's figures: the call schema's answer without the period (schemas/api/agentTeamOverview.json). */
export type TeamFigures = Omit<AgentTeamOverviewResponse, 'from' | 'to'>;

export interface TeamStore {
  /** The agent's direct agents or direct players, newest first; `after` is the last row's id of the previous page. */
  downline(merchant: string, agentId: number, options: { agents: boolean; search: string | null; limit: number; after: number | null; only?: number }): Promise<DownlineRow[]>;
  /** A direct downline member of the agent by username (null: not one). */
  direct(merchant: string, agentId: number, username: string): Promise<{ id: number; type: number } | null>;
  /** A member anywhere in the agent's downline by username (null: not in its team). */
  inTeam(merchant: string, agentId: number, username: string): Promise<{ id: number; type: number } | null>;
  /** Changes a direct downline member; answers its row as the downline list shows it. */
  change(merchant: string, agentId: number, memberId: number, change: DownlineChange): Promise<DownlineRow | null>;
  /** The team's figures for [from, to); online means a live session seen since `onlineSince`. */
  figures(merchant: string, agentId: number, range: { from: number; to: number; onlineSince: number }): Promise<TeamFigures>;
}

/** The agent's whole downline as (id), every level (a recursive walk from the agent). */
const TEAM = `team AS (
  SELECT id FROM members WHERE merchant = $1 AND upline_id = $2
  UNION ALL
  SELECT m.id FROM members m JOIN team t ON m.upline_id = t.id WHERE m.merchant = $1
)`;

const BALANCE = `COALESCE((SELECT a.balance FROM ledger_accounts a WHERE a.merchant = $1 AND a.kind = 'member' AND a.member_id = %ID%), 0)`;

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export function createTeamStore(db: Database): TeamStore {
  const store: TeamStore = {
    async downline(merchant, agentId, { agents, search, limit, after, only }) {
      const rows = await db.query<Record<string, unknown>>(
        `SELECT m.id, m.username, m.member_type, m.registered_at, m.agent_remark, m.login_blocked_at,
           (SELECT MAX(s.created_at) FROM sessions s WHERE s.member_id = m.id) AS last_login_at,
           ${BALANCE.replace('%ID%', 'm.id')} AS balance
         FROM members m
         WHERE m.merchant = $1 AND m.upline_id = $2
           AND (m.member_type = ANY($3::int[])) = $4
           AND ($5::text IS NULL OR lower(m.username) LIKE $5 ESCAPE '\\')
           AND ($6::bigint IS NULL OR m.id < $6)
           AND ($8::bigint IS NULL OR m.id = $8)
         ORDER BY m.id DESC LIMIT $7`,
        [merchant, agentId, AGENT_CENTRE_TYPES, agents, search ? `%${escapeLike(search.toLowerCase())}%` : null, after, limit, only ?? null],
      );
      if (rows.length === 0) return [];
      const ids = rows.map((r) => Number(r.id));
      const teams = await db.query<Record<string, unknown>>(
        `WITH RECURSIVE sub AS (
           SELECT id AS root, id FROM members WHERE merchant = $1 AND id = ANY($2::bigint[])
           UNION ALL
           SELECT s.root, c.id FROM members c JOIN sub s ON c.upline_id = s.id WHERE c.merchant = $1
         )
         SELECT sub.root, COUNT(*) - 1 AS team_size, COALESCE(SUM(a.balance), 0) AS team_balance
         FROM sub LEFT JOIN ledger_accounts a ON a.merchant = $1 AND a.kind = 'member' AND a.member_id = sub.id
         GROUP BY sub.root`,
        [merchant, ids],
      );
      const byRoot = new Map(teams.map((t) => [Number(t.root), t]));
      return rows.map((r) => ({
        id: Number(r.id),
        username: String(r.username),
        type: Number(r.member_type),
        registeredAt: Number(r.registered_at),
        lastLoginAt: r.last_login_at === null || r.last_login_at === undefined ? null : Number(r.last_login_at),
        balanceMinor: Number(r.balance),
        teamSize: Number(byRoot.get(Number(r.id))?.team_size ?? 0),
        teamBalanceMinor: Number(byRoot.get(Number(r.id))?.team_balance ?? r.balance),
        remark: r.agent_remark === null || r.agent_remark === undefined ? null : String(r.agent_remark),
        loginBlocked: r.login_blocked_at !== null && r.login_blocked_at !== undefined,
      }));
    },

    async direct(merchant, agentId, username) {
      const rows = await db.query<{ id: unknown; member_type: unknown }>(
        'SELECT id, member_type FROM members WHERE merchant = $1 AND upline_id = $2 AND lower(username) = lower($3)',
        [merchant, agentId, username],
      );
      return rows[0] ? { id: Number(rows[0].id), type: Number(rows[0].member_type) } : null;
    },

    async inTeam(merchant, agentId, username) {
      const rows = await db.query<{ id: unknown; member_type: unknown }>(
        `WITH RECURSIVE ${TEAM}
         SELECT m.id, m.member_type FROM members m JOIN team t ON t.id = m.id WHERE m.merchant = $1 AND lower(m.username) = lower($3)`,
        [merchant, agentId, username],
      );
      return rows[0] ? { id: Number(rows[0].id), type: Number(rows[0].member_type) } : null;
    },

    async change(merchant, agentId, memberId, change) {
      const sets: string[] = [];
      const params: unknown[] = [merchant, agentId, memberId];
      const set = (column: string, value: unknown) => {
        params.push(value);
        sets.push(`${column} = $${params.length}`);
      };
      if (change.remark !== undefined) set('agent_remark', change.remark);
      if (change.loginBlockedAt !== undefined) set('login_blocked_at', change.loginBlockedAt);
      if (change.type !== undefined) set('member_type', change.type);
      if (sets.length > 0) {
        await db.query(`UPDATE members SET ${sets.join(', ')} WHERE merchant = $1 AND upline_id = $2 AND id = $3`, params);
      }
      const type = await db.query<{ member_type: unknown }>('SELECT member_type FROM members WHERE merchant = $1 AND upline_id = $2 AND id = $3', [merchant, agentId, memberId]);
      if (!type[0]) return null;
      const [row] = await store.downline(merchant, agentId, { agents: AGENT_CENTRE_TYPES.includes(Number(type[0].member_type)), search: null, limit: 1, after: null, only: memberId });
      return row ?? null;
    },

    async figures(merchant, agentId, { from, to, onlineSince }) {
      const rows = await db.query<Record<string, unknown>>(
        `WITH RECURSIVE ${TEAM},
         first_bet AS (
           SELECT r.member_id, MIN(r.created_at) AS at FROM game_rounds r JOIN team t ON t.id = r.member_id
           WHERE r.merchant = $1 AND NOT r.demo GROUP BY r.member_id
         ),
         first_deposit AS (
           SELECT a.member_id, MIN(x.created_at) AS at
           FROM ledger_entries e
           JOIN ledger_accounts a ON a.id = e.account_id AND a.kind = 'member'
           JOIN team t ON t.id = a.member_id
           JOIN ledger_transactions x ON x.id = e.transaction_id
           WHERE a.merchant = $1 AND x.kind LIKE 'deposit%' AND e.amount > 0
           GROUP BY a.member_id
         )
         SELECT
           (SELECT COUNT(*) FROM members m JOIN team t ON t.id = m.id WHERE m.registered_at >= $3 AND m.registered_at < $4) AS registrations,
           (SELECT COUNT(*) FROM first_deposit WHERE at >= $3 AND at < $4) AS first_deposits,
           (SELECT COUNT(*) FROM first_bet WHERE at >= $3 AND at < $4) AS first_bets,
           (SELECT COUNT(DISTINCT r.member_id) FROM game_rounds r JOIN team t ON t.id = r.member_id
              WHERE r.merchant = $1 AND NOT r.demo AND r.created_at >= $3 AND r.created_at < $4) AS active_members,
           (SELECT COUNT(DISTINCT s.member_id) FROM sessions s JOIN team t ON t.id = s.member_id
              WHERE s.revoked_at IS NULL AND s.last_seen_at >= $5) AS online_now,
           (SELECT COUNT(*) FROM team) AS team_size,
           (SELECT COALESCE(SUM(a.balance), 0) FROM ledger_accounts a JOIN team t ON t.id = a.member_id
              WHERE a.merchant = $1 AND a.kind = 'member') AS team_balance`,
        [merchant, agentId, from, to, onlineSince],
      );
      const r = rows[0] ?? {};
      return {
        registrations: Number(r.registrations ?? 0),
        firstDeposits: Number(r.first_deposits ?? 0),
        firstBets: Number(r.first_bets ?? 0),
        activeMembers: Number(r.active_members ?? 0),
        onlineNow: Number(r.online_now ?? 0),
        teamSize: Number(r.team_size ?? 0),
        teamBalanceMinor: Number(r.team_balance ?? 0),
      };
    },
  };
  return store;
}
