/**
 * The agent centre's team reports: team betting, team transactions, profit and loss.
 * Call schema auth `agent`: a member gets agent.only, a trial account in_need_true_account. Every
 * answer is about the session agent's own downline (the store walks down from it); a username
 * filter outside that team is refused with agent.team.unknown, never answered empty, so an agent
 * learns nothing of another team and a typo is not mistaken for "no activity".
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../../shared/envelope.ts';
import type { RouteDeps } from '../../context.ts';
import { requireAuth } from '../../context.ts';
import { defineCall } from '../../calls/routes.ts';
import { ApiError } from '../../errors.ts';
import { gameInfo } from '../../games/categories.ts';
import { parseCategory } from '../bet-records/index.ts';
import { encodeCursor, ID_KEY, parseCursor, parsePageSize } from '../history/index.ts';
import { parseTeamRange } from './range.ts';
import { movementType } from '../history/index.ts';
import type { MemberSums } from './reports-store.ts';
import { remarkOf } from '../history/index.ts';

/** A rounds cursor's key: the member id and the provider's round id (unique only per member). */
const ROUND_KEY = /^[0-9]{1,18}~[A-Za-z0-9_-]{8,64}$/;
const ROUND_CURSOR_MAX = 160;

type Figures = Omit<MemberSums, 'memberId' | 'username'>;

/** The member's profit or loss (the member's side, as its own page): what it won and was paid, less what it staked and paid in fees. */
const withProfit = <T extends Figures>(f: T) => ({
  ...f, profitMinor: f.winMinor - f.validBetMinor + f.rebateMinor + f.salaryMinor + f.promotionMinor - f.feeMinor,
});

const FIGURE_KEYS = ['depositMinor', 'withdrawalMinor', 'betMinor', 'validBetMinor', 'winMinor', 'rebateMinor', 'salaryMinor', 'promotionMinor', 'feeMinor'] as const;

function sumFigures(rows: readonly Figures[]): Figures {
  const total = Object.fromEntries(FIGURE_KEYS.map((k) => [k, 0])) as Figures;
  for (const row of rows) for (const k of FIGURE_KEYS) total[k] += row[k];
  return total;
}

export function createAgentReportRoutes(deps: RouteDeps) {
  const { stores, clock } = deps;

  /** The agent, its range and the one member asked for (null: the whole team). */
  async function scope(request: FastifyRequest, query: { period: Parameters<typeof parseTeamRange>[0]['period']; from?: string; to?: string; username?: string }) {
    const { member: agent } = requireAuth(request);
    const merchant = request.merchant;
    const range = parseTeamRange(query, merchant, clock.now());
    const username = query.username?.trim();
    let memberId: number | null = null;
    if (username) {
      const found = await stores.team.inTeam(merchant.code, agent.id, username);
      if (!found) throw new ApiError(404, 'agent.team.unknown', 'This account is not in your team');
      memberId = found.id;
    }
    return { agent, merchant, range, memberId };
  }

  return async (app: FastifyInstance) => {
    defineCall(app, 'agentTeamBets', async (request) => {
      const { agent, merchant, range, memberId } = await scope(request, request.query);
      const pageSize = parsePageSize(request.query.pageSize);
      const cursor = parseCursor(request.query.cursor, ROUND_KEY, ROUND_CURSOR_MAX);
      const [memberKey, roundId] = cursor ? cursor.key.split('~') : [];
      const after = cursor ? { at: cursor.at, memberId: Number(memberKey), roundId: roundId ?? '' } : null;
      const filter = { memberId, category: parseCategory(merchant, request.query.category) };
      const [rows, sums] = await Promise.all([
        stores.teamReports.rounds(merchant.code, agent.id, range, filter, { limit: pageSize + 1, after }),
        stores.teamReports.roundTotals(merchant.code, agent.id, range, filter),
      ]);
      const page = rows.slice(0, pageSize);
      const last = page[page.length - 1];
      const games = gameInfo(merchant);
      return ok({
        ...range,
        items: page.map((r) => ({
          username: r.username, roundId: r.roundId, createdAt: r.createdAt, gameId: r.gameId,
          gameName: games.get(r.gameId)?.gameName ?? null, category: r.gameType ?? games.get(r.gameId)?.gameType ?? null,
          betMinor: r.betMinor, validBetMinor: r.validBetMinor, winMinor: r.winMinor, profitMinor: r.winMinor - r.validBetMinor,
          status: !r.settled ? 'pending' as const : r.winMinor > 0 ? 'won' as const : 'lost' as const,
        })),
        totals: { ...sums, profitMinor: sums.winMinor - sums.validBetMinor },
        nextCursor: rows.length > pageSize && last ? encodeCursor(last.createdAt, `${last.memberId}~${last.roundId}`) : null,
      });
    });

    defineCall(app, 'agentTeamTransactions', async (request) => {
      const { agent, merchant, range, memberId } = await scope(request, request.query);
      const pageSize = parsePageSize(request.query.pageSize);
      const cursor = parseCursor(request.query.cursor, ID_KEY);
      const filter = { memberId, type: request.query.type ?? 'all' };
      const [rows, totals] = await Promise.all([
        stores.teamReports.movements(merchant.code, agent.id, range, filter, { limit: pageSize + 1, after: cursor ? { at: cursor.at, id: Number(cursor.key) } : null }),
        stores.teamReports.movementTotals(merchant.code, agent.id, range, filter),
      ]);
      const page = rows.slice(0, pageSize);
      const last = page[page.length - 1];
      return ok({
        ...range,
        items: page.map((m) => ({
          id: m.id, username: m.username, type: movementType(m.kind) as 'deposit' | 'withdrawal' | 'transfer', kind: m.kind,
          createdAt: m.createdAt, amountMinor: m.amount, orderNo: String(m.transactionId), remark: remarkOf(m),
        })),
        totals,
        nextCursor: rows.length > pageSize && last ? encodeCursor(last.createdAt, String(last.id)) : null,
      });
    });

    defineCall(app, 'agentTeamProfit', async (request) => {
      const { agent, merchant, range, memberId } = await scope(request, request.query);
      const rows = await stores.teamReports.profit(merchant.code, agent.id, range, { memberId });
      const members = rows
        .map(({ memberId: _id, ...row }) => withProfit(row))
        .filter((row) => FIGURE_KEYS.some((k) => row[k] !== 0));
      // Totals need every member's sums anyway; the page only spares the wire and the screen a
      // team of thousands. The cursor is the last username shown (the rows come by username).
      const pageSize = parsePageSize(request.query.pageSize);
      const cursor = request.query.cursor;
      let start = 0;
      if (cursor !== undefined) {
        const at = members.findIndex((m) => m.username === cursor);
        if (at < 0) throw new ApiError(400, 'history.cursor.invalid', 'The cursor names no member of this range');
        start = at + 1;
      }
      const page = members.slice(start, start + pageSize);
      const more = start + pageSize < members.length;
      return ok({ ...range, members: page, memberCount: members.length, nextCursor: more ? page.at(-1)!.username : null, totals: withProfit(sumFigures(members)) });
    });
  };
}
