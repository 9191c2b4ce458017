/** The member's loss, wager and session-time limits: read them, set one, confirm a raise (play-service.ts has the rules). */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../shared/envelope.ts';
import { parseAmount } from '../../../shared/money.ts';
import type { RouteDeps } from '../../context.ts';
import { requireAuth } from '../../context.ts';
import { defineCall } from '../../calls/routes.ts';
import { ApiError } from '../../errors.ts';
import { activeProtection, protectionRefused } from '../protection/index.ts';
import type { Merchant } from '../../merchants.ts';
import { confirmedRow, limitChange, resetsAt, windowStart } from './service.ts';
import { recordMemberEvent } from '../../security/significant-events.ts';
import {
  PLAY_LIMITS, lowest, nextPlayLimitRow, operatorLimit, playLimitState, usedOf,
} from './play-service.ts';

/** The largest money limit anyone may set: far above any stake, inside safe integers. */
const MAX_LIMIT_MINOR = 1e15;
const MAX_SESSION_MINUTES = 24 * 60;

export function createPlayLimitRoutes(deps: RouteDeps) {
  const { stores, clock } = deps;

  async function view(merchant: Merchant, memberId: number, sessionStartedAt: number) {
    const now = clock.now();
    const rows = await stores.playLimits.list(merchant.code, memberId);
    const played = new Map<string, Awaited<ReturnType<typeof stores.playLimits.playedSince>>>();
    const limits = [];
    for (const { kind, period } of PLAY_LIMITS) {
      const state = playLimitState(rows.find((r) => r.kind === kind && r.period === period));
      const operatorMinor = operatorLimit(merchant, kind, period);
      const limitMinor = lowest(state.memberLimit, operatorMinor);
      let usedMinor: number;
      let resets: number | null = null;
      if (kind === 'session') {
        usedMinor = Math.floor((now - sessionStartedAt) / 60_000);
      } else {
        if (!played.has(period)) played.set(period, await stores.playLimits.playedSince(merchant.code, memberId, windowStart(period as 'day' | 'week' | 'month', now)));
        const sums = played.get(period)!;
        usedMinor = usedOf(kind, sums);
        resets = sums.firstAt === null ? null : resetsAt(period as 'day' | 'week' | 'month', sums.firstAt, now);
      }
      limits.push({
        kind, period, limitMinor, memberLimitMinor: state.memberLimit, operatorLimitMinor: operatorMinor,
        pendingMinor: state.pending?.limitMinor ?? null, pendingFrom: state.pending?.from ?? null,
        confirmable: state.pending !== null && state.pending.from <= now,
        usedMinor, remainingMinor: limitMinor === null ? null : Math.max(0, limitMinor - usedMinor), resetsAt: resets,
      });
    }
    return limits;
  }

  return async (app: FastifyInstance) => {
    defineCall(app, 'playLimits', async (request) => {
      const { member, session } = requireAuth(request);
      return ok({ limits: await view(request.merchant, member.id, session.createdAt) });
    });

    defineCall(app, 'playLimitSet', async (request) => {
      const { member, session } = requireAuth(request);
      const { kind, period, amount } = request.body;
      if ((kind === 'session') !== (period === 'session')) throw new ApiError(400, 'limit.invalid', 'A session limit has the period session; loss and wager limits a day, week or month');
      let wanted: number | null = null;
      if (amount !== null) {
        const text = amount.trim();
        wanted = kind === 'session' ? (/^\d{1,4}$/.test(text) ? Number(text) : null) : parseAmount(text, request.merchant.currency.decimals);
        const max = kind === 'session' ? MAX_SESSION_MINUTES : MAX_LIMIT_MINOR;
        if (wanted === null || wanted <= 0 || wanted > max) throw new ApiError(400, 'limit.invalid', 'Enter a limit above zero, or none');
      }
      const now = clock.now();
      // During a break a limit may be tightened (at once) but never loosened (a raise or a removal).
      const protection = activeProtection(member, now);
      let change: 'now' | 'pending' = 'now';
      let event: { before: unknown; after: unknown } = { before: null, after: null };
      await stores.playLimits.update(request.merchant.code, member.id, kind, period, now, (current) => {
        const next = nextPlayLimitRow(current, kind, period, wanted, now);
        if (protection && next.change === 'pending') throw protectionRefused(protection);
        change = next.change;
        event = { before: current, after: next.row };
        return next.row;
      });
      await recordMemberEvent(stores, request.merchant.code, member, 'limit.changed', limitChange(kind, period, event, change, now), now, { ip: request.ip });
      return ok({ limits: await view(request.merchant, member.id, session.createdAt), change });
    });

    defineCall(app, 'playLimitConfirm', async (request) => {
      const { member, session } = requireAuth(request);
      const { kind, period } = request.body;
      const now = clock.now();
      let event: { before: unknown; after: unknown } = { before: null, after: null };
      await stores.playLimits.update(request.merchant.code, member.id, kind, period, now, (current) => {
        const next = confirmedRow(current, now);
        event = { before: current, after: next };
        return next;
      });
      await recordMemberEvent(stores, request.merchant.code, member, 'limit.changed', limitChange(kind, period, event, 'confirmed', now), now, { ip: request.ip });
      return ok({ limits: await view(request.merchant, member.id, session.createdAt) });
    });
  };
}
