/**
 * Player protection calls (UKGC RTS 13): this session's play for the reality check, the
 * reality-check interval, and starting a time-out or self-exclusion (a period the merchant
 * offers). What a restricted session may do is not here: it is in the session check every call
 * goes through (services/sessions.ts, services/protection.ts).
 */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../shared/envelope.ts';
import type { RouteDeps } from '../../context.ts';
import { requireAuth } from '../../context.ts';
import { ApiError } from '../../errors.ts';
import { defineCall } from '../../calls/routes.ts';
import { recordMemberEvent } from '../../security/significant-events.ts';
import { closeCheckoutsForBreak } from '../deposits/index.ts';
import { payOutOnExclusion } from '../withdrawals/index.ts';
import { protectionEnd, protectionSettings } from './service.ts';
import { shareExclusion } from './exclusions.ts';
import { confirmLift, liftCoolingOff, liftView, requestLift } from './lift.ts';

export const REALITY_CHECK_MIN = 10;
export const REALITY_CHECK_MAX = 480;

export function createProtectionRoutes(deps: RouteDeps) {
  const { stores, clock } = deps;
  return async (app: FastifyInstance) => {
    defineCall(app, 'protectionStatus', async (request) => {
      const { member, session } = requireAuth(request);
      const play = await stores.protection.playSince(member.id, session.createdAt);
      return ok({
        realityCheckMinutes: member.realityCheckMinutes,
        sessionStartedAt: session.createdAt,
        serverNow: clock.now(),
        play: { ...play, netMinor: play.winMinor - play.betMinor },
      });
    });

    defineCall(app, 'realityCheckSet', async (request) => {
      const { member } = requireAuth(request);
      const { minutes } = request.body;
      if (minutes !== null && (minutes < REALITY_CHECK_MIN || minutes > REALITY_CHECK_MAX)) {
        throw new ApiError(400, 'realityCheck.interval.invalid', `Choose between ${REALITY_CHECK_MIN} minutes and ${REALITY_CHECK_MAX / 60} hours`);
      }
      await stores.protection.setRealityCheck(member.id, minutes);
      await recordMemberEvent(stores, request.merchant.code, member, 'settings.changed',
        { before: { realityCheckMinutes: member.realityCheckMinutes }, after: { realityCheckMinutes: minutes } }, clock.now(), { ip: request.ip });
      return ok({ realityCheckMinutes: minutes });
    });

    defineCall(app, 'protectionStart', async (request) => {
      const { member } = requireAuth(request);
      const { kind, duration } = request.body;
      const now = clock.now();
      const until = protectionEnd(kind, duration, now, protectionSettings(request.merchant));
      if (until === null) throw new ApiError(400, 'protection.duration.invalid', 'Please choose one of the offered periods');
      const started = await stores.protection.start(member.id, kind, duration, until, now);
      if (!started) throw new ApiError(409, 'protection.shorter', 'A longer break is already in force; it cannot be shortened');
      await recordMemberEvent(stores, request.merchant.code, member, 'exclusion.changed', {
        before: member.protection ? { kind: member.protection.kind, end: member.protection.until } : null,
        after: { kind, duration, requestedAt: now, start: now, end: until },
      }, now, { ip: request.ip });
      // Logged out everywhere: every session (their game tickets end with them) and every
      // remembered device.
      await stores.sessions.revokeAllForMember(member.id, now);
      await stores.quickLogin.revokeForMember(member.id, now);
      await closeCheckoutsForBreak(deps, request.merchant, member.id);
      if (kind !== 'selfExclusion') return ok({ kind, duration, until });
      await shareExclusion(deps, request.merchant, member, until, now);
      const payout = protectionSettings(request.merchant).payoutOnExclusion ? await payOutOnExclusion(deps, request.merchant, member, now) : null;
      return ok({ kind, duration, until, ...(payout ? { payoutMinor: payout.amount } : {}) });
    });

    defineCall(app, 'protectionLift', async (request) => {
      const { member } = requireAuth(request);
      return ok({ lift: liftView(await stores.protectionLifts.latest(member.id)), coolingOff: liftCoolingOff(request.merchant) });
    });

    defineCall(app, 'protectionLiftRequest', async (request) => {
      const { member } = requireAuth(request);
      const now = clock.now();
      const lift = await requestLift(deps, request.merchant, member, request.body.reason, now);
      await recordMemberEvent(stores, request.merchant.code, member, 'exclusion.changed', {
        before: member.protection ? { kind: member.protection.kind, end: member.protection.until } : null,
        after: { request: 'lift', status: lift.status, requestedAt: lift.requestedAt, reason: lift.reason },
      }, now, { ip: request.ip });
      return ok({ lift: liftView(lift) });
    });

    defineCall(app, 'protectionLiftConfirm', async (request) => {
      const { member } = requireAuth(request);
      const now = clock.now();
      const lift = await confirmLift(deps, request.merchant, member, now);
      await recordMemberEvent(stores, request.merchant.code, member, 'exclusion.changed', {
        before: member.protection ? { kind: member.protection.kind, end: member.protection.until } : null,
        after: { request: 'lift', status: lift.status, requestedAt: lift.requestedAt, reason: lift.reason, end: lift.resumesAt },
      }, now, { ip: request.ip });
      return ok({ lift: liftView(lift) });
    });
  };
}
