/**
 * Promotions for members: the list with each promotion's period and what the member
 * did about it, applying (MCSFE_signUpRequestReward), joining, the raffle draw
 * (MCS2_claimRafflePromotion) and the member's own applications.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../../shared/envelope.ts';
import type { PromotionApplicationItem } from '../../../generated/api/common/promotion-application.ts';
import type { PromotionsResponse } from '../../../generated/api/promotions.ts';
import type { RouteDeps } from '../../context.ts';
import { requireAuth } from '../../context.ts';
import { defineCall } from '../../calls/routes.ts';
import { contentFor } from '../../content/merchant-content.ts';
import { ApiError } from '../../errors.ts';
import type { Merchant } from '../../merchants.ts';
import { applyForPromotion, claimRaffle, joinPromotion, periodOf, rafflePrizes } from './service.ts';
import { authenticate } from '../sessions/index.ts';
import type { PromotionApplication } from './store.ts';
import { MERCHANT_ASSETS_PREFIX } from '../merchant-assets/index.ts';
import { languageOf } from '../../merchant-texts.ts';

const DAY = 86_400_000;
/** A closed promotion stays listed this long, so a member still finds what they applied for. */
const CLOSED_SHOWN_MS = 30 * DAY;

/** The title of a promotion in `language` (its id when the content dropped it). */
export const promotionTitle = (merchant: Merchant, language: string, id: string): string =>
  contentFor(merchant, language)?.promotions.find((p) => p.id === id)?.title ?? id;

export const applicationItem = (a: PromotionApplication, title: string): PromotionApplicationItem => ({
  id: a.id, promotionId: a.promotionId, title, kind: a.kind, status: a.status, comment: a.comment, imageCount: a.imageCount,
  bonusMinor: a.bonusMinor, reason: a.reason, createdAt: a.createdAt, decidedAt: a.decidedAt,
});

/** The signed-in member of an optional-auth call, or null for a guest (a stale token reads as a guest: the list is public). */
async function optionalMember(deps: RouteDeps, request: FastifyRequest) {
  if (!request.headers.authorization) return null;
  try {
    return (await authenticate(deps, request, 'member')).member;
  } catch (error) {
    if (error instanceof ApiError) return null;
    throw error;
  }
}

export function createPromotionRoutes(deps: RouteDeps) {
  const { stores, clock } = deps;
  return async (app: FastifyInstance) => {
    defineCall(app, 'promotions', async (request) => {
      const merchant = request.merchant;
      const language = languageOf(request, request.query.language);
      const now = clock.now();
      const member = await optionalMember(deps, request);
      // Newest row per promotion: the member's latest application, opt-in or draw.
      const mine = new Map<string, PromotionApplication>();
      if (member) {
        const { items } = await stores.promotions.listForMember(merchant.code, member.id, { offset: 0, limit: 500 });
        for (const a of items) if (!mine.has(a.promotionId)) mine.set(a.promotionId, a);
      }
      const promotions = (contentFor(merchant, language)?.promotions ?? [])
        .filter((p) => p.until === undefined || now < Date.parse(`${p.until}T00:00:00Z`) + DAY + CLOSED_SHOWN_MS)
        .sort((a, b) => b.from.localeCompare(a.from));
      const items: PromotionsResponse['items'] = promotions.map((p) => {
        const own = mine.get(p.id);
        return {
          id: p.id, title: p.title, summary: p.summary, imageUrl: `${MERCHANT_ASSETS_PREFIX}${p.art}`, html: p.html, from: p.from, until: p.until ?? null,
          claim: p.claim, period: periodOf(p, now), raffle: p.raffle ? { prizes: rafflePrizes(merchant, p) } : null,
          mine: own ? applicationItem(own, p.title) : null,
        };
      });
      return ok({ items });
    });

    defineCall(app, 'promotionApply', async (request) => {
      const { member } = requireAuth(request);
      const application = await applyForPromotion(deps, request.merchant, member, request.body);
      return ok(applicationItem(application, promotionTitle(request.merchant, languageOf(request, undefined), application.promotionId)));
    });

    defineCall(app, 'promotionJoin', async (request) => {
      const { member } = requireAuth(request);
      const joined = await joinPromotion(deps, request.merchant, member, request.body.promotionId);
      return ok(applicationItem(joined, promotionTitle(request.merchant, languageOf(request, undefined), joined.promotionId)));
    });

    defineCall(app, 'promotionRaffleClaim', async (request) => {
      const { member } = requireAuth(request);
      const claimed = await claimRaffle(deps, request.merchant, member, request.body.promotionId);
      return ok(applicationItem(claimed, promotionTitle(request.merchant, languageOf(request, undefined), claimed.promotionId)));
    });

    defineCall(app, 'promotionApplications', async (request) => {
      const { member } = requireAuth(request);
      const language = languageOf(request, request.query.language);
      const page = Number(request.query.page ?? '1');
      const pageSize = Number(request.query.pageSize ?? '10');
      const { items, total } = await stores.promotions.listForMember(request.merchant.code, member.id, { offset: (page - 1) * pageSize, limit: pageSize });
      return ok({ items: items.map((a) => applicationItem(a, promotionTitle(request.merchant, language, a.promotionId))), total, page, pageSize });
    });
  };
}
