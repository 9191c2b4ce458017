/** The member centre's history calls (issue 13): wallet movements; every row is the signed-in member's own. */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../shared/envelope.ts';
import type { RouteDeps } from '../../context.ts';
import { requireAuth } from '../../context.ts';
import { defineCall } from '../../calls/routes.ts';
import { encodeCursor, parseHistoryQuery } from './query.ts';
import { movementType, type Movement } from './store.ts';

/** What a movement belongs to, from its idempotency key: the number a member recognises. */
export function remarkOf(m: Pick<Movement, 'kind' | 'sourceKey' | 'memo'>): string | null {
  const deposit = /^deposit:([0-9]+):/.exec(m.sourceKey);
  if (deposit) return `D${deposit[1]}`;
  const withdrawal = /^withdrawal:([0-9]+):/.exec(m.sourceKey);
  if (withdrawal) return `W${withdrawal[1]}`;
  const round = /^game:[0-9]+:(.+):(bet|win)$/.exec(m.sourceKey);
  if (round) return round[1] ?? null;
  // A team transfer: its number, then the sender's remark.
  const transfer = /^transfer:([0-9]+)$/.exec(m.sourceKey);
  if (transfer) return m.memo ? `T${transfer[1]} ${m.memo}` : `T${transfer[1]}`;
  if (m.kind === 'member_transfer') return m.memo;
  return null;
}

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
