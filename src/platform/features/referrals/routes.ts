/**
 * The member centre's referral page: the member's own invite code with its counts, and the
 * friends who registered through it, with what each earned the member by the merchant's referral
 * rules (services/referral-rewards.ts). Registration records the referrer (routes/member.ts).
 */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../shared/envelope.ts';
import type { RouteDeps } from '../../context.ts';
import { requireAuth } from '../../context.ts';
import { defineCall } from '../../calls/routes.ts';
import { featureDisabled } from '../../errors.ts';
import { friendRewards, payReachedReferralRewards, referralRules } from './rewards.ts';
import { maskAccount, parseFriendsPageSize } from './service.ts';

export function createReferralRoutes(deps: RouteDeps) {
  const { stores, clock } = deps;
  return async (app: FastifyInstance) => {
    defineCall(app, 'referral', async (request) => {
      const { member } = requireAuth(request);
      if (!request.merchant.features.referral) throw featureDisabled();
      const merchant = request.merchant.code;
      const code = await stores.referrals.codeOf(merchant, member.id, clock.now());
      // What friends reached is paid before it is shown (the job may not have passed yet).
      await payReachedReferralRewards(deps, request.merchant, member.id);
      const payments = await stores.referralRewards.paymentsOf(merchant, member.id);
      return ok({
        code, ...(await stores.referrals.counts(merchant, member.id)),
        earnedMinor: payments.reduce((sum, p) => sum + p.amountMinor, 0),
        rules: referralRules(request.merchant),
      });
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
      await payReachedReferralRewards(deps, request.merchant, member.id);
      const rules = referralRules(request.merchant);
      const figures = await stores.referralRewards.figures(request.merchant.code, page.map((f) => f.id));
      const payments = await stores.referralRewards.paymentsOf(request.merchant.code, member.id);
      return ok({
        items: page.map((f) => ({
          account: maskAccount(f.username), joinedAt: f.registeredAt, firstDepositAt: f.firstDepositAt,
          earnedMinor: payments.filter((p) => p.friendId === f.id).reduce((sum, p) => sum + p.amountMinor, 0),
          rewards: friendRewards(rules, f.id, figures.get(f.id), payments),
        })),
        nextCursor: rows.length > pageSize && last ? String(last.id) : null,
      });
    });
  };
}
