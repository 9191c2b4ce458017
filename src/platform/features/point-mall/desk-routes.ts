/**
 * The desk's points-mall queue: redemptions to approve or reject (finance or admin), each decision
 * a desk action (audited with before and after, idempotent by its key). A rejection gives back the
 * points, the money part and the stock in the action's transaction.
 */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../shared/envelope.ts';
import type { RouteDeps } from '../../context.ts';
import { defineCall } from '../../calls/routes.ts';
import { deskAction } from '../desk/index.ts';
import { requireOperator } from '../desk/index.ts';
import { decideRedemptionIn, pointSettings } from './service.ts';
import { merchantText } from '../../notifications/texts.ts';
import { languageOf } from '../../merchant-texts.ts';
import type { Redemption } from './store.ts';
import { pageOf } from '../desk/index.ts';

const snapshot = (r: Redemption) => ({ id: r.id, status: r.status, productId: r.productId, quantity: r.quantity, points: r.points, moneyMinor: r.moneyMinor, remark: r.remark });

export function createDeskPointMallRoutes(deps: RouteDeps) {
  const { stores } = deps;
  return async (app: FastifyInstance) => {
    defineCall(app, 'deskPointRedemptions', async (request) => {
      const operator = requireOperator(request);
      const paging = pageOf(request.query);
      const status = request.query.status;
      const { items, total } = await stores.pointMall.redemptions(operator.merchant, status ? { status } : {}, { offset: paging.offset, limit: paging.pageSize, newestFirst: false });
      // The product's name as members read it, in the operator's language (its id when the config dropped it).
      const languages = [...new Set([languageOf(request, undefined), request.merchant.languages.default, 'EN'])];
      const nameKeys = new Map(pointSettings(request.merchant).products.map((p) => [p.id, p.nameKey]));
      const productName = (id: string) => { const key = nameKeys.get(id); return key ? merchantText(request.merchant, languages, key) : id; };
      return ok({
        items: items.map((r) => ({
          id: r.id, member: r.account, productId: r.productId, productName: productName(r.productId), kind: r.kind, quantity: r.quantity, points: r.points, moneyMinor: r.moneyMinor,
          recipient: r.recipient ? `${r.recipient.name} · ${r.recipient.address} · ${r.recipient.phone}` : '',
          status: r.status, createdAt: r.createdAt, decidedAt: r.decidedAt, remark: r.remark,
        })),
        total,
        page: paging.page,
        pageSize: paging.pageSize,
      });
    });

    defineCall(app, 'deskPointRedemptionDecide', async (request) => {
      const operator = requireOperator(request);
      const { id, action, remark, idempotencyKey } = request.body;
      const { result, replayed } = await deskAction(deps, request, { action: `points.redemption.${action}`, target: `redemption:${id}`, idempotencyKey }, async (tx) => {
        const { before, after } = await decideRedemptionIn(deps, tx, request.merchant, id, action, `operator:${operator.username}`, remark?.trim() || null);
        // In the decision's transaction: a rolled-back decision tells nobody, a replay tells once.
        await deps.notifier?.notifyMember({
          merchant: request.merchant.code, memberId: after.memberId, tx,
          event: after.status === 'approved' ? 'redemption.approved' : 'redemption.rejected',
          params: { amountMinor: after.moneyMinor, requestedAt: after.createdAt, orderNo: `R${after.id}`, ...(after.remark ? { remark: after.remark } : {}) },
        });
        return { before: snapshot(before), after: snapshot(after), result: { id: after.id, status: after.status } };
      });
      return ok({ ...result, replayed });
    });
  };
}
