/**
 * The desk's significant-events log (GLI-19 2.8.8): read only, as the events are only ever added
 * (security/significant-events-store.ts). Support and admin; scoped to the operator's merchant.
 */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../shared/envelope.ts';
import type { RouteDeps } from '../../context.ts';
import { defineCall } from '../../calls/routes.ts';
import { ApiError } from '../../errors.ts';
import { dayFieldError, dayStart, DAY_MS, isCalendarDay } from '../../merchant-day.ts';
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
      const offset = merchantUtcOffsetMinutes(request.merchant);
      for (const [field, day] of [['from', from], ['to', to]] as const) {
        if (day && !isCalendarDay(day)) throw new ApiError(400, 'validation.failed', `${field}: a calendar date written YYYY-MM-DD`, dayFieldError(field));
      }
      if (from && to && from > to) {
        throw new ApiError(400, 'validation.failed', 'The last day is before the first', { errors: [{ field: 'to', keyword: 'formatMinimum', message: 'not before the first day' }] });
      }
      const filter: SignificantEventFilter = {
        ...(type ? { type } : {}),
        ...(from ? { from: dayStart(from, offset) } : {}),
        ...(to ? { to: dayStart(to, offset) + DAY_MS } : {}),
      };
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
