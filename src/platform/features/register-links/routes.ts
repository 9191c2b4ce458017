/**
 * Agent centre, downline management: the agent's invite links. Registration reads them through
 * `registerLinkUpline` (services/register-links.ts).
 */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../shared/envelope.ts';
import type { RouteDeps } from '../../context.ts';
import { requireAuth } from '../../context.ts';
import { defineCall } from '../../calls/routes.ts';
import { ApiError } from '../../errors.ts';
import { expiryOf, linkView } from './service.ts';

export function createRegisterLinkRoutes(deps: RouteDeps) {
  const links = deps.stores.registerLinks;
  return async (app: FastifyInstance) => {
    defineCall(app, 'agentRegisterLinks', async (request) => {
      const { member } = requireAuth(request);
      return ok({ items: (await links.list(request.merchant.code, member.id)).map(linkView) });
    });

    defineCall(app, 'agentRegisterLinkCreate', async (request) => {
      const { member } = requireAuth(request);
      const now = deps.clock.now();
      const { kind, expiry } = request.body;
      const link = await links.create({ merchant: request.merchant.code, agentId: member.id, kind, expiresAt: expiryOf(expiry, now), at: now });
      return ok(linkView(link));
    });

    defineCall(app, 'agentRegisterLinkDelete', async (request) => {
      const { member } = requireAuth(request);
      // Only the agent's own link: another agent's id is "not found", never deleted.
      const removed = await links.remove(request.merchant.code, member.id, request.body.id, deps.clock.now());
      if (!removed) throw new ApiError(404, 'registerLink.notFound', 'No such invite link');
      return ok({ deleted: true as const });
    });
  };
}
