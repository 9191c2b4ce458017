/** The member's deposit limits (UKGC RTS 12): read them, set one, confirm a raise (service.ts has the rules). */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../shared/envelope.ts';
import { parseAmount } from '../../../shared/money.ts';
import type { RouteDeps } from '../../context.ts';
import { requireAuth } from '../../context.ts';
import { defineCall } from '../../calls/routes.ts';
import { ApiError } from '../../errors.ts';
import type { Merchant } from '../../merchants.ts';
import { confirmedRow, LIMIT_PERIODS, limitChange, limitState, nextLimitRow, windowStart } from './service.ts';
import { recordMemberEvent } from '../../security/significant-events.ts';
import type { Member } from '../members/index.ts';
import { activeProtection, protectionRefused } from '../protection/index.ts';

/** The largest limit anyone may set: far above any channel's range, inside safe integers. */
const MAX_LIMIT_MINOR = 1e15;

export function createDepositLimitRoutes(deps: RouteDeps) {
  const { stores, clock } = deps;

  async function view(merchant: Merchant, member: Member) {
    const now = clock.now();
    const rows = await stores.depositLimits.list(merchant.code, member.id);
    const limits = [];
    for (const period of LIMIT_PERIODS) {
      const state = limitState(rows.find((r) => r.period === period));
      const usedMinor = await stores.depositLimits.usedSince(merchant.code, member.id, windowStart(period, now));
      limits.push({
        period, limitMinor: state.limitMinor, pendingMinor: state.pending?.limitMinor ?? null, pendingFrom: state.pending?.from ?? null,
        confirmable: state.pending !== null && state.pending.from <= now, usedMinor, remainingMinor: state.limitMinor === null ? null : Math.max(0, state.limitMinor - usedMinor),
      });
    }
    return limits;
  }

  return async (app: FastifyInstance) => {
    defineCall(app, 'depositLimits', async (request) => {
      const { member } = requireAuth(request);
      return ok({ limits: await view(request.merchant, member) });
    });

    defineCall(app, 'depositLimitSet', async (request) => {
      const { member } = requireAuth(request);
      const { period, amount } = request.body;
      let wanted: number | null = null;
      if (amount !== null) {
        wanted = parseAmount(amount.trim(), request.merchant.currency.decimals);
        if (wanted === null || wanted <= 0 || wanted > MAX_LIMIT_MINOR) throw new ApiError(400, 'deposit.limit.invalid', 'Enter a limit above zero, or none');
      }
      const now = clock.now();
      // During a break a limit may be tightened (at once) but never loosened (a raise or a removal).
      const protection = activeProtection(member, now);
      let change: 'now' | 'pending' = 'now';
      let event: { before: unknown; after: unknown } = { before: null, after: null };
      await stores.depositLimits.update(request.merchant.code, member.id, period, now, (current) => {
        const next = nextLimitRow(period, current, wanted, now);
        if (protection && next.change === 'pending') throw protectionRefused(protection);
        change = next.change;
        event = { before: current, after: next.row };
        return next.row;
      });
      await recordMemberEvent(stores, request.merchant.code, member, 'limit.changed', limitChange('deposit', period, event, change, now), now, { ip: request.ip });
      return ok({ limits: await view(request.merchant, member), change });
    });

    defineCall(app, 'depositLimitConfirm', async (request) => {
      const { member } = requireAuth(request);
      const now = clock.now();
      const { period } = request.body;
      let event: { before: unknown; after: unknown } = { before: null, after: null };
      await stores.depositLimits.update(request.merchant.code, member.id, period, now, (current) => {
        const next = confirmedRow(current, now);
        event = { before: current, after: next };
        return next;
      });
      await recordMemberEvent(stores, request.merchant.code, member, 'limit.changed', limitChange('deposit', period, event, 'confirmed', now), now, { ip: request.ip });
      return ok({ limits: await view(request.merchant, member) });
    });
  };
}
