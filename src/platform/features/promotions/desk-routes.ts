/**
 * The desk's promotion applications: the list (finance, support, admin), each application's
 * images, and the decision (finance, admin; it moves money): take into review, approve with a
 * bonus, reject with a reason. A decision is a desk action (audited with before and after,
 * idempotent by its key) whose transaction also holds the row lock, the ledger credit (keyed by
 * the application, so it is posted once whatever the desk's keys) and the member's notice.
 */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../shared/envelope.ts';
import { majorToMinor } from '../../../shared/withdrawal-rules.ts';
import type { DeskPromotionDecideRequest } from '../../../generated/api/deskPromotionDecide.ts';
import type { RouteDeps } from '../../context.ts';
import { defineCall } from '../../calls/routes.ts';
import { recordMemberEvent } from '../../security/significant-events.ts';
import type { Queryable } from '../../db/database.ts';
import { ApiError } from '../../errors.ts';
import type { Merchant } from '../../merchants.ts';
import { deskAction } from '../desk/index.ts';
import { requireOperator } from '../desk/index.ts';
import { bonusAccounts, creditBonus, promotionMultiplier, type BonusAccounts } from './service.ts';
import { OPEN_STATUSES, type PromotionApplication } from './store.ts';
import { pageOf } from '../desk/index.ts';
import { promotionTitle } from './routes.ts';

type DeskStatus = 'applying' | 'process' | 'rejected' | 'issued';
const notFound = (): ApiError => new ApiError(404, 'not_found', 'No such application');
const changed = (): ApiError => new ApiError(409, 'desk.state.changed', 'This application was already decided');
const snapshot = (a: PromotionApplication) => ({ id: a.id, member: a.account, promotionId: a.promotionId, status: a.status, bonusMinor: a.bonusMinor, reason: a.reason });
const deskStatus = (a: PromotionApplication) => a.status as DeskStatus;

/** The operator's typed amount in minor units: positive, with no more decimals than the currency has. */
function bonusOf(merchant: Merchant, text: string | undefined): number {
  const decimals = (text?.split('.')[1] ?? '').length;
  const minor = text === undefined ? 0 : majorToMinor(Number(text), merchant.currency.decimals);
  if (!(minor > 0) || decimals > merchant.currency.decimals) throw new ApiError(400, 'desk.action.refused', 'An approval needs a bonus amount above zero in the currency\'s decimals');
  return minor;
}

/**
 * The operator's turnover multiplier: 0 to 100 with at most 2 decimals; left empty, the
 * promotion's (or the merchant's) default.
 */
function multiplierOf(merchant: Merchant, promotionId: string, text: string | undefined): number {
  const typed = text?.trim() ?? '';
  if (typed === '') return promotionMultiplier(merchant, promotionId);
  const value = Number(typed);
  if (!/^[0-9]{1,3}([.][0-9]{1,2})?$/.test(typed) || value > 100) {
    throw new ApiError(400, 'desk.turnover.invalid', 'The turnover multiplier must be a number from 0 to 100 with at most 2 decimals', { max: 100 });
  }
  return value;
}

async function decide(deps: RouteDeps, tx: Queryable, merchant: Merchant, operator: string, body: DeskPromotionDecideRequest, accounts: BonusAccounts) {
  const { stores, clock } = deps;
  const before = await stores.promotions.lock(tx, merchant.code, body.id);
  if (!before || before.kind !== 'apply') throw notFound();
  const at = clock.now();
  let after: PromotionApplication | null;
  // The turnover an approval asks is part of the decision, so the audit row carries it.
  let audited: { turnoverMultiplier: number } | Record<string, never> = {};
  if (body.action === 'review') {
    after = await stores.promotions.decide(tx, merchant.code, body.id, ['applying'], { status: 'process', by: operator, at });
  } else if (body.action === 'approve') {
    const bonusMinor = bonusOf(merchant, body.bonusAmount);
    const multiplier = multiplierOf(merchant, before.promotionId, body.turnoverMultiplier);
    audited = { turnoverMultiplier: multiplier };
    after = await stores.promotions.decide(tx, merchant.code, body.id, OPEN_STATUSES, { status: 'issued', bonusMinor, by: operator, at });
    if (after) {
      await creditBonus(deps, tx, merchant, accounts, {
        memberId: after.memberId, promotionId: after.promotionId, amountMinor: bonusMinor, multiplier,
        key: `promotion:application:${after.id}`, memo: `promotion ${after.promotionId} application ${after.id}`,
      });
    }
  } else {
    const reason = body.reason?.trim();
    if (!reason) throw new ApiError(400, 'desk.action.refused', 'A rejection needs a reason');
    after = await stores.promotions.decide(tx, merchant.code, body.id, OPEN_STATUSES, { status: 'rejected', reason, by: operator, at });
  }
  if (!after) throw changed();
  if (after.status === 'issued' || after.status === 'rejected') {
    // In the action's transaction: a rolled-back decision tells nobody, a replay tells once.
    await deps.notifier?.notifyMember({
      merchant: merchant.code, memberId: after.memberId, tx,
      event: after.status === 'issued' ? 'promotion.issued' : 'promotion.rejected',
      params: { amountMinor: after.bonusMinor ?? 0, requestedAt: after.createdAt, orderNo: `PA${after.id}`, ...(after.reason ? { remark: after.reason } : {}) },
    });
  }
  return { before: snapshot(before), after: { ...snapshot(after), ...audited }, result: { id: after.id, status: deskStatus(after) } };
}

export function createDeskPromotionRoutes(deps: RouteDeps) {
  const { stores, clock } = deps;
  return async (app: FastifyInstance) => {
    defineCall(app, 'deskPromotionApplications', async (request) => {
      const operator = requireOperator(request);
      const paging = pageOf(request.query);
      const status = request.query.status;
      const { items, total } = await stores.promotions.listForDesk(operator.merchant, { kind: 'apply', ...(status ? { status } : {}) }, { offset: paging.offset, limit: paging.pageSize });
      // The operator's language (the desk sends it) when the merchant has texts in it, else its default.
      const header = request.headers.language;
      const language = typeof header === 'string' && request.merchant.languages.supported.includes(header) ? header : request.merchant.languages.default;
      return ok({
        items: items.map((a) => ({
          id: a.id, member: a.account, promotionId: a.promotionId, title: promotionTitle(request.merchant, language, a.promotionId), status: deskStatus(a),
          comment: a.comment, imageCount: a.imageCount, bonusMinor: a.bonusMinor, reason: a.reason, decidedBy: a.decidedBy, createdAt: a.createdAt, decidedAt: a.decidedAt,
        })),
        total, page: paging.page, pageSize: paging.pageSize,
      });
    });

    defineCall(app, 'deskPromotionImage', async (request) => {
      const operator = requireOperator(request);
      const image = await stores.promotions.image(operator.merchant, Number(request.query.id), Number(request.query.index));
      if (!image) throw notFound();
      return ok({ dataUrl: `data:${image.mime};base64,${image.bytes.toString('base64')}` });
    });

    defineCall(app, 'deskPromotionDecide', async (request) => {
      const operator = requireOperator(request);
      const body = request.body;
      // The member (and so the wallet) of an application never changes: found before the transaction.
      const application = await stores.promotions.find(operator.merchant, body.id);
      if (!application || application.kind !== 'apply') throw notFound();
      const accounts = await bonusAccounts(deps, request.merchant, application.memberId);
      const { result, replayed } = await deskAction(deps, request, { action: `promotion.${body.action}`, target: `promotion-application:${body.id}`, idempotencyKey: body.idempotencyKey }, async (tx) => {
        const outcome = await decide(deps, tx, request.merchant, operator.username, body, accounts);
        await recordMemberEvent(stores, operator.merchant, { id: application.memberId, username: application.account }, 'bonus.changed',
          { before: outcome.before, after: outcome.after }, clock.now(), { actor: `operator:${operator.username}`, tx });
        return outcome;
      });
      return ok({ ...result, replayed });
    });
  };
}
