/**
 * Site messages: `GET /wps/relay/CSP_unreadCount` → `{ count }` of the session member's unread
 * messages. A silent call (PROTOCOL.md); trial accounts (type 4) get 0 (the spec skips the call
 * for them, so it must not fail if one arrives anyway).
 */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../shared/envelope.ts';
import type { RouteDeps } from '../context.ts';
import { requireAuth } from '../context.ts';
import { TRIAL_TYPE } from '../services/sessions.ts';
import { defineCall } from '../contracts/routes.ts';

export function createMessageRoutes(deps: RouteDeps) {
  return async (app: FastifyInstance) => {
    defineCall(app, 'unreadCount', async (request) => {
      const { member } = requireAuth(request);
      if (member.type === TRIAL_TYPE) return ok({ count: 0 });
      return ok({ count: await deps.stores.messages.unreadCount(request.merchant.code, member.id) });
    });
  };
}
