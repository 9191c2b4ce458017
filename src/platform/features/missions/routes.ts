/** Missions (missionLeaderboard: progress, leaderboards, the claim) and the reward centre: its list, its claims, promo codes. */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../shared/envelope.ts';
import type { RouteDeps } from '../../context.ts';
import { requireAuth } from '../../context.ts';
import { defineCall } from '../../calls/routes.ts';
import { claimMission, missionSettings, missionViews } from './service.ts';
import { rewardsOf } from '../rewards/index.ts';
import { claimReward, redeemPromoCode } from '../rewards/index.ts';

export function createMissionRoutes(deps: RouteDeps) {
  return async (app: FastifyInstance) => {
    defineCall(app, 'missions', async (request) => {
      const { member } = requireAuth(request);
      const missions = await missionViews(deps, request.merchant, member.id);
      return ok({ missions, claimableCount: missions.filter((m) => m.state === 'claimable').length, utcOffsetMinutes: missionSettings(request.merchant).utcOffsetMinutes });
    });

    defineCall(app, 'missionClaim', async (request) => {
      const { member } = requireAuth(request);
      return ok(await claimMission(deps, request.merchant, member.id, request.body.missionId));
    });

    defineCall(app, 'rewards', async (request) => {
      const { member } = requireAuth(request);
      return ok(await rewardsOf(deps, request.merchant, member));
    });

    defineCall(app, 'rewardClaim', async (request) => {
      const { member } = requireAuth(request);
      const { kind } = request.body;
      const claim = await claimReward(deps, request.merchant, member, kind);
      return ok({ kind, amountMinor: claim.amountMinor, claimedAt: claim.createdAt, streak: claim.streak });
    });

    defineCall(app, 'promoCodeRedeem', async (request) => {
      const { member } = requireAuth(request);
      const claim = await redeemPromoCode(deps, request.merchant, member, request.body.code);
      return ok({ code: claim.claimKey, amountMinor: claim.amountMinor, claimedAt: claim.createdAt });
    });
  };
}
