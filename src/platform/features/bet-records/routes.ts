/** Bet records and profit and loss (pages betRecords, personalProfit): the signed-in member's own rounds only. */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../shared/envelope.ts';
import type { RouteDeps } from '../../context.ts';
import { requireAuth } from '../../context.ts';
import { defineCall } from '../../calls/routes.ts';
import { gameInfo } from '../../games/categories.ts';
import { encodeCursor, parseCursor, parsePageSize, parseRange } from '../history/index.ts';
import { parseCategory, parseTzOffset, profitAndLoss, PROFIT_WALLET_KINDS } from './service.ts';

/** The demo provider's round ids (games/rounds.ts): the cursor's tie-breaker. */
const ROUND_KEY = /^[A-Za-z0-9_-]{8,64}$/;
const CURSOR_MAX = 120;

export function createBetRecordRoutes(deps: RouteDeps) {
  const { stores, clock } = deps;

  return async (app: FastifyInstance) => {
    defineCall(app, 'betRecords', async (request) => {
      const { member } = requireAuth(request);
      const merchant = request.merchant;
      const range = parseRange(request.query, clock.now());
      const q = { ...range, pageSize: parsePageSize(request.query.pageSize), after: parseCursor(request.query.cursor, ROUND_KEY, CURSOR_MAX) };
      const category = parseCategory(merchant, request.query.category);
      const [rows, sums] = await Promise.all([stores.betRecords.rounds(member.id, q, category), stores.betRecords.totals(member.id, range, category)]);
      const page = rows.slice(0, q.pageSize);
      const last = page[page.length - 1];
      const games = gameInfo(merchant);
      return ok({
        items: page.map((r) => ({
          roundId: r.roundId, createdAt: r.createdAt, gameId: r.gameId, gameName: games.get(r.gameId)?.gameName ?? null,
          category: r.gameType ?? games.get(r.gameId)?.gameType ?? null,
          betMinor: r.betMinor, validBetMinor: r.validBetMinor, winMinor: r.winMinor, profitMinor: r.winMinor - r.validBetMinor,
          status: !r.settled ? 'pending' as const : r.winMinor > 0 ? 'won' as const : 'lost' as const,
        })),
        totals: { ...sums, profitMinor: sums.winMinor - sums.validBetMinor },
        nextCursor: rows.length > q.pageSize && last ? encodeCursor(last.createdAt, last.roundId) : null,
      });
    });

    defineCall(app, 'profitLoss', async (request) => {
      const { member } = requireAuth(request);
      const merchant = request.merchant;
      const range = parseRange(request.query, clock.now());
      const tz = parseTzOffset(request.query.tzOffset);
      const wallet = await stores.ledger.account(merchant.code, 'member', member.id, merchant.currency.code);
      const [rounds, walletSums, rebates] = await Promise.all([
        stores.betRecords.roundsByDay(member.id, range, tz),
        stores.betRecords.walletByDay(wallet, range, PROFIT_WALLET_KINDS, tz),
        stores.betRecords.rebatesByDay(member.id, range, tz),
      ]);
      return ok(profitAndLoss(merchant, { rounds, wallet: walletSums, rebates }, range.from, range.to, tz));
    });
  };
}
