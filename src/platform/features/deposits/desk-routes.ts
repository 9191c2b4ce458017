/**
 * The desk's deposit queue (src/desk page deposits): manual bank transfers with their receipt
 * image, approved (credited through the ledger with the decision) or rejected with a reason, as
 * desk actions: finance or admin, audited with the request before and after, once per key.
 */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../shared/envelope.ts';
import type { RouteDeps } from '../../context.ts';
import { defineCall } from '../../calls/routes.ts';
import { ApiError } from '../../errors.ts';
import { deskAction } from '../desk/index.ts';
import { requireOperator } from '../desk/index.ts';
import { depositSettings } from './service.ts';
import { creditAccounts, decideManualIn } from './manual.ts';
import type { Deposit } from './store.ts';
import { pageOf } from '../desk/index.ts';

/** What the audit log keeps of a request. */
const snapshot = (d: Deposit) => ({ id: d.id, status: d.status, amountMinor: d.amount, feeMinor: d.fee, reference: d.transferReference, reason: d.reason });
const notFound = () => new ApiError(404, 'deposit.not.found', 'No such deposit');

export function createDeskDepositRoutes(deps: RouteDeps) {
  const { stores } = deps;
  return async (app: FastifyInstance) => {
    defineCall(app, 'deskDeposits', async (request) => {
      const operator = requireOperator(request);
      const paging = pageOf(request.query);
      const { items, total } = await stores.manualDeposits.listForDesk(operator.merchant, request.query.status ?? null, { offset: paging.offset, limit: paging.pageSize });
      const channels = depositSettings(request.merchant)?.channels ?? [];
      return ok({
        items: items.map((d) => ({
          id: d.id, member: d.account, channelName: channels.find((c) => c.code === d.channel)?.name ?? d.channel, status: d.status,
          amountMinor: d.amount, feeMinor: d.fee, reference: d.transferReference, hasReceipt: d.hasReceipt, createdAt: d.createdAt,
          decidedAt: d.decidedAt, decidedBy: d.decidedBy, reason: d.reason,
        })),
        total,
        page: paging.page,
        pageSize: paging.pageSize,
      });
    });

    defineCall(app, 'deskDepositReceipt', async (request) => {
      const operator = requireOperator(request);
      const id = Number(request.query.id);
      const receipt = await stores.manualDeposits.receipt(operator.merchant, id);
      if (!receipt) throw notFound();
      return ok({ id, mime: receipt.mime as 'image/png' | 'image/jpeg', base64: receipt.bytes.toString('base64') });
    });

    defineCall(app, 'deskDepositDecide', async (request) => {
      const operator = requireOperator(request);
      const { id, action, idempotencyKey } = request.body;
      const reason = request.body.reason?.trim() ?? '';
      if (action === 'reject' && !reason) throw new ApiError(400, 'desk.action.refused', 'A rejection needs a reason');
      // The ledger accounts are found before the desk's transaction opens (PGlite: one connection).
      const current = await stores.deposits.find(operator.merchant, id);
      if (!current || current.method !== 'manual') throw notFound();
      const accounts = await creditAccounts(deps, request.merchant, current.memberId);
      const { result, replayed } = await deskAction(deps, request, { action: `deposit.${action}`, target: `deposit:${id}`, idempotencyKey }, async (tx) => {
        const { before, after } = await decideManualIn(deps, tx, request.merchant, id, { action, by: `operator:${operator.username}`, reason: action === 'reject' ? reason : null, accounts });
        return { before: snapshot(before), after: snapshot(after), result: { id: after.id, status: after.status } };
      });
      return ok({ ...result, replayed });
    });
  };
}
