/**
 * The member centre's referral page: the member's own invite code with its counts, and the
 * friends who registered through it. Registration records the referrer (routes/member.ts).
 */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../shared/envelope.ts';
import type { RouteDeps } from '../context.ts';
import { requireAuth } from '../context.ts';
import { defineCall } from '../contracts/routes.ts';
import { featureDisabled } from '../errors.ts';
import { maskAccount, parseFriendsPageSize } from '../services/referrals.ts';

export function createReferralRoutes(deps: RouteDeps) {
  const { stores, clock } = deps;
  return async (app: FastifyInstance) => {
    defineCall(app, 'referral', async (request) => {
      const { member } = requireAuth(request);
      if (!request.merchant.features.referral) throw featureDisabled();
      const merchant = request.merchant.code;
      const code = await stores.referrals.codeOf(merchant, member.id, clock.now());
      return ok({ code, ...(await stores.referrals.counts(merchant, member.id)) });
    });

    defineCall(app, 'referralFriends', async (request) => {
      const { member } = requireAuth(request);
      if (!request.merchant.features.referral) throw featureDisabled();
      const pageSize = parseFriendsPageSize(request.query.pageSize);
      const before = request.query.cursor ? Number(request.query.cursor) : null;
      // One row more than asked tells whether an older page exists.
      const rows = await stores.referrals.friends(request.merchant.code, member.id, pageSize + 1, before);
      const page = rows.slice(0, pageSize);
      const last = page[page.length - 1];
      return ok({
        items: page.map((f) => ({ account: maskAccount(f.username), joinedAt: f.registeredAt, firstDepositAt: f.firstDepositAt })),
        nextCursor: rows.length > pageSize && last ? String(last.id) : null,
      });
    });
  };
}
