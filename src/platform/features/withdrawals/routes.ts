/** The withdraw page's calls, the member's confirmation, and the /dev desk stand-ins. */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../shared/envelope.ts';
import { dayStart, majorToMinor, withdrawableFor, withinHours } from '../../../shared/withdrawal-rules.ts';
import type { RouteDeps } from '../../context.ts';
import { requireAuth } from '../../context.ts';
import { defineCall } from '../../calls/routes.ts';
import { ApiError } from '../../errors.ts';
import { readProof } from './proof.ts';
import {
  assertMayWithdraw, confirmWithdrawal, decideWithdrawal, requestWithdrawal, runWithdrawalJob, turnoverOf, withdrawalSettings, withdrawalsDisabled,
} from './service.ts';
import { payoutAccountItem, withdrawalItems } from './views.ts';
import { parseListRange } from '../history/index.ts';
import { contentFor } from '../../content/merchant-content.ts';
import { languageOf } from '../../merchant-texts.ts';

export function createWithdrawalRoutes(deps: RouteDeps) {
  const { stores, clock } = deps;
  const settingsOf = (merchant: Parameters<typeof withdrawalSettings>[0]) => {
    const settings = withdrawalSettings(merchant);
    if (!settings) throw withdrawalsDisabled();
    return settings;
  };
  const one = async (merchant: Parameters<typeof withdrawalSettings>[0], w: Parameters<typeof withdrawalItems>[1][number]) =>
    (await withdrawalItems(stores, [w], withdrawalSettings(merchant)))[0]!;

  return async (app: FastifyInstance) => {
    defineCall(app, 'withdrawInfo', async (request) => {
      const { member } = requireAuth(request);
      const merchant = request.merchant;
      const now = clock.now();
      assertMayWithdraw(member, merchant, now);
      const settings = settingsOf(merchant);
      const decimals = merchant.currency.decimals;
      const balance = await stores.ledger.balance(await stores.ledger.account(merchant.code, 'member', member.id, merchant.currency.code));
      const turnover = await turnoverOf(stores, merchant, member.id, settings);
      const usedToday = await stores.withdrawals.countSince(merchant.code, member.id, dayStart(now, settings.hours.utcOffsetMinutes));
      const accounts = await stores.payoutAccounts.list(merchant.code, member.id);
      const passwordSet = (await stores.payoutAccounts.paymentPasswordHash(member.id)) !== null;
      const open = withinHours(now, settings.hours);
      const min = majorToMinor(settings.minAmount, decimals);
      const fits = Math.min(withdrawableFor(balance, settings.penaltyRate), majorToMinor(settings.maxAmount, decimals));
      // The first reason a request would be refused, in the order the platform checks them.
      const blockedReason = !open ? 'hours' as const
        : turnover.remainingMinor > 0 ? 'turnover' as const
        : usedToday >= settings.dailyCount ? 'dailyCount' as const
        : !passwordSet ? 'paymentPassword' as const
        : accounts.length === 0 ? 'payoutAccount' as const
        : fits < min ? 'balance' as const
        : null;
      return ok({
        balanceMinor: balance,
        withdrawableMinor: turnover.remainingMinor > 0 ? 0 : fits,
        minMinor: min,
        maxMinor: majorToMinor(settings.maxAmount, decimals),
        dailyCount: settings.dailyCount,
        usedToday,
        hours: { ...settings.hours, open },
        fee: settings.fee,
        penaltyRate: settings.penaltyRate,
        confirmMinutes: Number(merchant.constants.withdrawalConfirmMinutes ?? 15),
        turnover: {
          ...turnover,
          // A promotion bonus is named by the promotion's title in the member's language.
          lines: turnover.lines.map(({ promotionId, ...line }) => ({
            ...line,
            label: promotionId === null ? null : contentFor(merchant, languageOf(request, undefined))?.promotions.find((p) => p.id === promotionId)?.title ?? promotionId,
          })),
        },
        paymentPasswordSet: passwordSet,
        accounts: accounts.map((a) => payoutAccountItem(a, settings)),
        blockedReason,
      });
    });

    defineCall(app, 'withdrawRequest', async (request) => {
      const { member } = requireAuth(request);
      const w = await requestWithdrawal(deps, request.merchant, member, request.body);
      return ok(await one(request.merchant, w));
    });

    defineCall(app, 'withdrawList', async (request) => {
      const { member } = requireAuth(request);
      const list = parseListRange(request.query, clock.now());
      const { rows, nextCursor } = list.page(await stores.withdrawals.listByMember(request.merchant.code, member.id, list.limit, list.range, request.query.status));
      return ok({ items: await withdrawalItems(stores, rows, withdrawalSettings(request.merchant)), nextCursor });
    });

    defineCall(app, 'withdrawDetail', async (request) => {
      const { member } = requireAuth(request);
      const w = await stores.withdrawals.find(request.merchant.code, Number(request.query.id));
      if (!w || w.memberId !== member.id || w.holdId === null) throw new ApiError(404, 'withdraw.not.found', 'No such withdrawal');
      const events = await stores.withdrawals.events(w.id);
      return ok({
        withdrawal: await one(request.merchant, w),
        hasProof: (await stores.withdrawals.proof(w.id)) !== null,
        // Operators are named to the member by role only.
        events: events.map((e) => ({ at: e.at, actor: e.actor.startsWith('operator') ? 'operator' as const : e.actor === 'member' ? 'member' as const : 'system' as const, event: e.event, note: e.note })),
      });
    });

    defineCall(app, 'withdrawConfirm', async (request) => {
      const { member } = requireAuth(request);
      const { id, answer, proof } = request.body;
      const checked = answer === 'notReceived' ? readProof(proof) : null;
      const w = await confirmWithdrawal(deps, request.merchant, member, id, answer, checked);
      return ok(await one(request.merchant, w));
    });

    if (!deps.devEndpoints) return;

    defineCall(app, 'devWithdrawalAction', async (request) => {
      const { id, action, paidMinor, remark } = request.body;
      const w = await decideWithdrawal(deps, request.merchant, id, action, 'operator:dev', {
        ...(paidMinor !== undefined ? { paidMinor } : {}), ...(remark !== undefined ? { remark } : {}),
      });
      return ok(await one(request.merchant, w));
    });

    defineCall(app, 'devWithdrawalJob', async (request) => {
      const { asOf } = request.body;
      // A later time only: the job must never see a clock going backwards.
      const at = asOf !== undefined && asOf > clock.now() ? asOf : null;
      return ok(await runWithdrawalJob(at === null ? deps : { ...deps, clock: { ...clock, now: () => at } }));
    });

    defineCall(app, 'devWithdrawalFund', async (request) => {
      const merchant = request.merchant;
      const member = await stores.members.findByUsername(merchant.code, request.body.username);
      if (!member) throw new ApiError(404, 'not_found', 'No such member');
      const currency = merchant.currency.code;
      const [house, wallet] = [await stores.ledger.account(merchant.code, 'house', null, currency), await stores.ledger.account(merchant.code, 'member', member.id, currency)];
      const amount = request.body.amountMinor;
      await stores.ledger.post({
        merchant: merchant.code, idempotencyKey: `dev-fund:${member.id}:${clock.now()}:${Math.random()}`, kind: 'test', at: clock.now(),
        entries: [{ accountId: house, amount: -amount }, { accountId: wallet, amount }],
      });
      return ok({ balanceMinor: await stores.ledger.balance(wallet) });
    });
  };
}
