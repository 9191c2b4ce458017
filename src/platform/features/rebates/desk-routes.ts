/**
 * The desk's rebate levels (src/desk page rebateLevels): the merchant's members with their level,
 * and setting one to a level the merchant configures (constants.rebates.levels), as a desk action:
 * finance or admin, audited with the level before and after, once per key. The member's rates
 * (bonusDetails, manualRebate) read the level on every call, so they follow at once.
 */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../shared/envelope.ts';
import type { RouteDeps } from '../../context.ts';
import { defineCall } from '../../calls/routes.ts';
import { ApiError } from '../../errors.ts';
import { deskAction } from '../desk/index.ts';
import { requireOperator } from '../desk/index.ts';
import { rebateSettings } from './service.ts';
import { pageOf } from '../desk/index.ts';

export function createDeskRebateRoutes(deps: RouteDeps) {
  const { stores } = deps;
  return async (app: FastifyInstance) => {
    defineCall(app, 'deskRebateMembers', async (request) => {
      const operator = requireOperator(request);
      const levels = rebateSettings(request.merchant).levels.map((l) => l.level).sort((a, b) => a - b);
      const paging = pageOf(request.query);
      const { items, total } = await stores.rebates.listForDesk(operator.merchant, request.query.member ?? null, { offset: paging.offset, limit: paging.pageSize });
      return ok({
        items: items.map((m) => ({
          ...m, lowerLevel: levels.filter((l) => l < m.level).pop() ?? null, higherLevel: levels.find((l) => l > m.level) ?? null,
        })),
        total,
        page: paging.page,
        pageSize: paging.pageSize,
      });
    });

    defineCall(app, 'deskRebateLevelSet', async (request) => {
      const operator = requireOperator(request);
      const { memberId, level, idempotencyKey } = request.body;
      if (!rebateSettings(request.merchant).levels.some((l) => l.level === level)) {
        throw new ApiError(400, 'desk.rebateLevel.invalid', 'Choose one of the rebate levels the merchant configures');
      }
      const { result, replayed } = await deskAction(deps, request, { action: 'member.rebateLevel', target: `member:${memberId}`, idempotencyKey }, async (tx) => {
        const before = await stores.rebates.lockLevel(tx, operator.merchant, memberId);
        if (before === null) throw new ApiError(404, 'desk.member.notFound', 'No such member');
        if (before !== level) await stores.rebates.setLevelIn(tx, memberId, level);
        return { before: { level: before }, after: { level }, result: { memberId, level } };
      });
      return ok({ ...result, replayed });
    });
  };
}
