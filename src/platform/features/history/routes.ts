/** The member centre's history calls: wallet movements; every row is the signed-in member's own. */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../shared/envelope.ts';
import type { RouteDeps } from '../../context.ts';
import { requireAuth } from '../../context.ts';
import { defineCall } from '../../calls/routes.ts';
import { encodeCursor, parseHistoryQuery } from './query.ts';
import { movementType } from './store.ts';
import { remarkOf } from './remark.ts';

export function createHistoryRoutes(deps: RouteDeps) {
  const { stores, clock } = deps;

  return async (app: FastifyInstance) => {
    defineCall(app, 'transactionHistory', async (request) => {
      const { member } = requireAuth(request);
      const merchant = request.merchant;
      const q = parseHistoryQuery(request.query, clock.now());
      const wallet = await stores.ledger.account(merchant.code, 'member', member.id, merchant.currency.code);
      const rows = await stores.history.movements(wallet, q, request.query.type ?? 'all');
      const page = rows.slice(0, q.pageSize);
      const last = page[page.length - 1];
      return ok({
        items: page.map((m) => ({
          id: m.id, type: movementType(m.kind), kind: m.kind, createdAt: m.createdAt, amountMinor: m.amount,
          balanceAfterMinor: m.balanceAfter, orderNo: String(m.transactionId), remark: remarkOf(m),
        })),
        nextCursor: rows.length > q.pageSize && last ? encodeCursor(last.createdAt, String(last.id)) : null,
      });
    });
  };
}
