/**
 * The deposit page's calls (provider and manual bank transfer, and the deposit limits in
 * deposit-limits.ts) and the payment provider's callback (services/ has the rules).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../../shared/envelope.ts';
import type { RouteDeps } from '../../context.ts';
import { requireAuth } from '../../context.ts';
import { defineCall } from '../../calls/routes.ts';
import type { Merchant } from '../../merchants.ts';
import { payOriginFor } from '../../payments/pay-origin.ts';
import { cancelDeposit, channelsFor, createDeposit, depositSettings, handleCallback } from './service.ts';
import type { Deposit } from './store.ts';
import { ApiError } from '../../errors.ts';
import { parseListRange } from '../history/index.ts';
import { createManualDeposit } from './manual.ts';

export function depositItem(merchant: Merchant, d: Deposit) {
  const channel = depositSettings(merchant)?.channels.find((c) => c.code === d.channel);
  return {
    id: d.id, channel: d.channel, channelName: channel?.name ?? d.channel, kind: channel?.kind ?? 'bank', status: d.status,
    amountMinor: d.amount, feeMinor: d.fee, creditMinor: d.amount - d.fee, createdAt: d.createdAt, expiresAt: d.expiresAt,
    decidedAt: d.decidedAt, reason: d.reason, method: d.method, transferReference: d.transferReference,
  };
}

export function createDepositRoutes(deps: RouteDeps) {
  const { stores } = deps;
  const payOrigin = (request: FastifyRequest): string => payOriginFor(deps.payOrigins?.() ?? [], request.headers.host);

  return async (app: FastifyInstance) => {
    defineCall(app, 'depositChannels', async (request) => {
      requireAuth(request);
      const settings = depositSettings(request.merchant);
      if (!settings) throw new ApiError(403, 'deposit.disabled', 'Deposits are not available');
      return ok({
        expiryMinutes: settings.expiryMinutes,
        channels: channelsFor(request.merchant).map(({ channel, minMinor, maxMinor, chipsMinor }) => ({
          code: channel.code, kind: channel.kind, name: channel.name, method: channel.method, minMinor, maxMinor, chipsMinor, chipsOnly: channel.chipsOnly, fee: channel.fee,
          receivingAccount: channel.method === 'manual' ? channel.receivingAccount ?? null : null,
        })),
      });
    });

    defineCall(app, 'depositCreate', async (request) => {
      const { member } = requireAuth(request);
      const { deposit, checkoutUrl } = await createDeposit(deps, request.merchant, member, request.body, payOrigin(request));
      return ok({ deposit: depositItem(request.merchant, deposit), checkoutUrl });
    });

    defineCall(app, 'depositManualCreate', async (request) => {
      const { member } = requireAuth(request);
      return ok({ deposit: depositItem(request.merchant, await createManualDeposit(deps, request.merchant, member, request.body)) });
    });

    defineCall(app, 'depositList', async (request) => {
      const { member } = requireAuth(request);
      const list = parseListRange(request.query, deps.clock.now());
      const { rows, nextCursor } = list.page(await stores.deposits.listByMember(request.merchant.code, member.id, list.limit, list.range, request.query.status));
      return ok({ items: rows.map((d) => depositItem(request.merchant, d)), nextCursor });
    });

    defineCall(app, 'depositCancel', async (request) => {
      const { member } = requireAuth(request);
      return ok(depositItem(request.merchant, await cancelDeposit(deps, request.merchant, member, request.body.id)));
    });

    defineCall(app, 'depositCallback', async (request) => {
      const d = await handleCallback(deps, request.merchant, request.body);
      return ok({ depositId: d.id, status: d.status });
    });

  };
}
