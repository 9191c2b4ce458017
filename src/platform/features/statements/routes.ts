/** The member's statement: every wallet movement with the balance before and after it, from the ledger. */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../shared/envelope.ts';
import type { RouteDeps } from '../../context.ts';
import { requireAuth } from '../../context.ts';
import { defineCall } from '../../calls/routes.ts';
import { gameInfo } from '../../games/categories.ts';
import { encodeCursor, ID_KEY, parseCursor, parsePageSize, parseRange, remarkOf } from '../history/index.ts';
import { DEPOSIT_KINDS, roundOfKey, STATEMENT_CATEGORIES, statementCategory, WITHDRAWAL_KINDS } from './categories.ts';

export function createStatementRoutes(deps: RouteDeps) {
  const { stores, clock } = deps;

  return async (app: FastifyInstance) => {
    defineCall(app, 'memberStatement', async (request) => {
      const { member } = requireAuth(request);
      const merchant = request.merchant;
      const range = parseRange(request.query, clock.now());
      const q = { ...range, pageSize: parsePageSize(request.query.pageSize), after: parseCursor(request.query.cursor, ID_KEY) };
      const wallet = await stores.ledger.account(merchant.code, 'member', member.id, merchant.currency.code);
      const [rows, opening, closing, sums, deposited, withdrawn] = await Promise.all([
        stores.history.movements(wallet, q, 'all'),
        stores.statements.balanceBefore(wallet, range.from),
        stores.statements.balanceBefore(wallet, range.to),
        stores.statements.sumsByKind(wallet, range.from, range.to),
        stores.statements.lifetimeSum(wallet, DEPOSIT_KINDS),
        stores.statements.lifetimeSum(wallet, WITHDRAWAL_KINDS),
      ]);
      const page = rows.slice(0, q.pageSize);
      const last = page[page.length - 1];
      const rounds = await stores.statements.roundGames(merchant.code, member.id, page.map((m) => roundOfKey(m.sourceKey)).filter((r) => r !== null));
      const games = gameInfo(merchant);
      const totals = STATEMENT_CATEGORIES.map((category) => {
        const of = sums.filter((s) => statementCategory(s.kind) === category);
        return { category, inMinor: sum(of.map((s) => s.inMinor)), outMinor: sum(of.map((s) => s.outMinor)), count: sum(of.map((s) => s.count)) };
      }).filter((t) => t.count > 0);
      return ok({
        items: page.map((m) => {
          const round = roundOfKey(m.sourceKey);
          const gameId = round === null ? null : rounds.get(round) ?? null;
          // Every member wallet entry has its balance after (postEntries writes it under the row lock).
          const after = m.balanceAfter ?? 0;
          return {
            id: m.id, orderNo: String(m.transactionId), createdAt: m.createdAt, kind: m.kind, category: statementCategory(m.kind),
            amountMinor: m.amount, balanceBeforeMinor: after - m.amount, balanceAfterMinor: after,
            gameId, gameName: gameId === null ? null : games.get(gameId)?.gameName ?? null, reference: remarkOf(m),
          };
        }),
        nextCursor: rows.length > q.pageSize && last ? encodeCursor(last.createdAt, String(last.id)) : null,
        summary: {
          openingBalanceMinor: opening, closingBalanceMinor: closing, totals,
          lifetimeDepositsMinor: deposited, lifetimeWithdrawalsMinor: -withdrawn, lifetimeNetDepositsMinor: deposited + withdrawn,
        },
      });
    });
  };
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
