/** The points mall's calls (/pointMall): points, rules, products, redeem, convert, history and details. */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../shared/envelope.ts';
import type { RouteDeps } from '../../context.ts';
import { requireAuth } from '../../context.ts';
import { defineCall } from '../../calls/routes.ts';
import { betPerPoint, catchUpEarnings, convert, pointSettings, productsWithStock, redeem } from './service.ts';
import type { Redemption } from './store.ts';

/** The member's view of a redemption (the recipient stays with the desk). */
export const redemptionItem = (r: Redemption) => ({
  id: r.id, productId: r.productId, kind: r.kind, nameKey: r.nameKey, quantity: r.quantity, points: r.points,
  moneyMinor: r.moneyMinor, status: r.status, createdAt: r.createdAt, decidedAt: r.decidedAt, remark: r.remark,
});

/** page and pageSize query strings (checked by the call schema's patterns) with a default size. */
const paging = (query: { page?: string; pageSize?: string }, size: number) => {
  const page = Number(query.page ?? '1');
  const pageSize = Number(query.pageSize ?? String(size));
  return { page, pageSize, offset: (page - 1) * pageSize };
};

export function createPointMallRoutes(deps: RouteDeps) {
  const { stores } = deps;
  return async (app: FastifyInstance) => {
    defineCall(app, 'pointBalance', async (request) => {
      const { member } = requireAuth(request);
      await catchUpEarnings(deps, request.merchant, member.id);
      return ok({ points: await stores.pointMall.balance(request.merchant.code, member.id) });
    });

    defineCall(app, 'pointConfig', async (request) => {
      const merchant = request.merchant;
      const settings = pointSettings(merchant);
      return ok({
        earn: [...betPerPoint(merchant, settings)].map(([category, minor]) => ({ category, betPerPointMinor: minor })),
        moneyPerPointMinor: settings.moneyPerPoint * 10 ** merchant.currency.decimals,
        maxConvertPoints: settings.maxConvertPoints,
        expires: false as const,
      });
    });

    defineCall(app, 'pointProducts', async (request) => {
      const merchant = request.merchant;
      const kind = request.query.kind;
      const all = await productsWithStock(deps, merchant);
      return ok({
        items: all.filter(({ product }) => !kind || product.kind === kind).map(({ product, stock }) => ({
          id: product.id, kind: product.kind, nameKey: product.nameKey, pricePoints: product.pricePoints,
          priceMoneyMinor: product.priceMoney * 10 ** merchant.currency.decimals, stock, physical: product.physical, icon: product.art.icon,
        })),
      });
    });

    defineCall(app, 'pointRedeem', async (request) => {
      const { member } = requireAuth(request);
      const { redemption, points } = await redeem(deps, request.merchant, member, request.body);
      return ok({ redemption: redemptionItem(redemption), points });
    });

    defineCall(app, 'pointConvert', async (request) => {
      const { member } = requireAuth(request);
      return ok(await convert(deps, request.merchant, member, request.body));
    });

    defineCall(app, 'pointRedemptions', async (request) => {
      const { member } = requireAuth(request);
      pointSettings(request.merchant);
      const p = paging(request.query, 13);
      const status = request.query.status;
      const { items, total } = await stores.pointMall.redemptions(request.merchant.code, { memberId: member.id, ...(status ? { status } : {}) }, { offset: p.offset, limit: p.pageSize, newestFirst: true });
      return ok({ items: items.map(redemptionItem), total, page: p.page, pageSize: p.pageSize });
    });

    defineCall(app, 'pointDetails', async (request) => {
      const { member } = requireAuth(request);
      await catchUpEarnings(deps, request.merchant, member.id);
      const p = paging(request.query, 12);
      const { items, total } = await stores.pointMall.entries(request.merchant.code, member.id, { offset: p.offset, limit: p.pageSize });
      return ok({ items: items.map((e) => ({ id: e.id, kind: e.kind, delta: e.delta, balanceAfter: e.balanceAfter, createdAt: e.createdAt })), total, page: p.page, pageSize: p.pageSize });
    });
  };
}
