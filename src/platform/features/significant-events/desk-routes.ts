/**
 * The desk's significant-events log (GLI-19 2.8.8): read only, as the events are only ever added
 * (security/significant-events-store.ts). Support and admin; scoped to the operator's merchant.
 */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../shared/envelope.ts';
import type { RouteDeps } from '../../context.ts';
import { defineCall } from '../../calls/routes.ts';
import { dayRangeOf } from '../../merchant-day.ts';
import type { SignificantEventFilter } from '../../security/significant-events-store.ts';
import { pageOf, requireOperator } from '../desk/index.ts';
import { merchantUtcOffsetMinutes } from '../team/index.ts';

export function createDeskEventsRoutes(deps: RouteDeps) {
  const { stores } = deps;
  return async (app: FastifyInstance) => {
    defineCall(app, 'deskEvents', async (request) => {
      const operator = requireOperator(request);
      const { member, type, from, to } = request.query;
      const paging = pageOf(request.query);
      const filter: SignificantEventFilter = { ...(type ? { type } : {}), ...dayRangeOf({ from, to }, merchantUtcOffsetMinutes(request.merchant)) };
      if (member?.trim()) filter.account = member.trim();
      const { items, total } = await stores.significantEvents.list(operator.merchant, filter, { offset: paging.offset, limit: paging.pageSize });
      return ok({
        items: items.map((e) => ({ id: e.id, at: e.at, type: e.type, member: e.account, actor: e.actor, ip: e.ip, before: e.before, after: e.after })),
        total,
        page: paging.page,
        pageSize: paging.pageSize,
      });
    });
  };
}
