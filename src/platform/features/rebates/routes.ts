/** Rebates: the member's rates (bonusDetails), what they may claim now, and the claim (manualRebate). */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../shared/envelope.ts';
import type { RouteDeps } from '../../context.ts';
import { requireAuth } from '../../context.ts';
import { defineCall } from '../../calls/routes.ts';
import { claimable, claimRebate, memberRates, minClaimMinor, rebateSettings } from './service.ts';

const CLAIMS_SHOWN = 20;

export function createRebateRoutes(deps: RouteDeps) {
  return async (app: FastifyInstance) => {
    defineCall(app, 'rebateRates', async (request) => {
      const { member } = requireAuth(request);
      return ok(await memberRates(deps, request.merchant, member.id));
    });

    defineCall(app, 'rebateClaimable', async (request) => {
      const { member } = requireAuth(request);
      const merchant = request.merchant;
      const now = await claimable(deps, merchant, member.id);
      const claims = await deps.stores.rebates.claims(member.id, CLAIMS_SHOWN);
      return ok({
        levelNameKey: now.levelNameKey, items: now.lines, totalMinor: now.totalMinor,
        minClaimMinor: minClaimMinor(merchant, rebateSettings(merchant)), claims,
      });
    });

    defineCall(app, 'rebateClaim', async (request) => {
      const { member } = requireAuth(request);
      return ok(await claimRebate(deps, request.merchant, member.id, request.body.idempotencyKey));
    });
  };
}
