/**
 * The desk's withdrawal queues (src/desk pages withdrawals and disputes): the list, and each
 * decision (approve, reject, pay, refund, force received) as a desk action: finance or admin,
 * audited with the request's state before and after, idempotent by its key.
 */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../shared/envelope.ts';
import { parseAmount } from '../../../shared/money.ts';
import { ApiError } from '../../errors.ts';
import type { RouteDeps } from '../../context.ts';
import { defineCall } from '../../calls/routes.ts';
import { deskAction } from '../desk/index.ts';
import { requireOperator } from '../desk/index.ts';
import { afterDeskDecision, decideWithdrawalIn, withdrawalSettings } from './service.ts';
import type { Withdrawal } from './store.ts';
import { pageOf } from '../desk/index.ts';
import { payoutAccountItem } from './views.ts';

/** What the audit log keeps of a request. */
const snapshot = (w: Withdrawal) => ({ id: w.id, status: w.status, confirmation: w.confirmation, amountMinor: w.amount, paidMinor: w.paidAmount, remark: w.remark });

export function createDeskWithdrawalRoutes(deps: RouteDeps) {
  const { stores } = deps;
  return async (app: FastifyInstance) => {
    defineCall(app, 'deskWithdrawals', async (request) => {
      const operator = requireOperator(request);
      const paging = pageOf(request.query);
      const { items, total } = await stores.withdrawals.listForDesk(operator.merchant, request.query.status ?? null, { offset: paging.offset, limit: paging.pageSize });
      const settings = withdrawalSettings(request.merchant);
      const accounts = await stores.payoutAccounts.byIds([...new Set(items.map((w) => w.payoutAccountId))]);
      return ok({
        items: items.map((w) => {
          const account = accounts.get(w.payoutAccountId);
          const shown = account ? payoutAccountItem(account, settings) : null;
          return {
            id: w.id, member: w.account, status: w.status, confirmation: w.confirmation, amountMinor: w.amount, feeMinor: w.fee, paidMinor: w.paidAmount,
            securityDepositMinor: w.securityDeposit, payoutAccount: shown ? `${shown.providerName} ${shown.accountNumberMasked} · ${shown.holderName}` : '',
            hasProof: w.hasProof, createdAt: w.createdAt, paidAt: w.paidAt, remark: w.remark,
          };
        }),
        total,
        page: paging.page,
        pageSize: paging.pageSize,
      });
    });

    // The proof behind a dispute: only this merchant's finance and admin (the call schema's roles) see it.
    defineCall(app, 'deskWithdrawalProof', async (request) => {
      const operator = requireOperator(request);
      const id = Number(request.query.id);
      const w = await stores.withdrawals.find(operator.merchant, id);
      const proof = w ? await stores.withdrawals.proof(w.id) : null;
      if (!proof) throw new ApiError(404, 'withdraw.not.found', 'No such withdrawal, or it has no proof');
      return ok({ id, mime: proof.mime as 'image/png' | 'image/jpeg', base64: proof.bytes.toString('base64') });
    });

    defineCall(app, 'deskWithdrawalDecide', async (request) => {
      const operator = requireOperator(request);
      const { id, action, remark, idempotencyKey, paidAmount } = request.body;
      const paidNow = paidAmount === undefined ? undefined : parseAmount(paidAmount, request.merchant.currency.decimals);
      if (paidNow === null) throw new ApiError(400, 'amount.invalid', 'The paid amount has more decimals than the currency');
      const { result, replayed } = await deskAction(deps, request, { action: `withdrawal.${action}`, target: `withdrawal:${id}`, idempotencyKey }, async (tx) => {
        const { before, after } = await decideWithdrawalIn(deps, tx, request.merchant, id, action, `operator:${operator.username}`, remark, paidNow);
        return { before: snapshot(before), after: snapshot(after), result: { id: after.id, status: after.status, confirmation: after.confirmation } };
      });
      // Also on a replay: the ledger side is idempotent, and a retry after a crash completes it at once.
      const w = await stores.withdrawals.find(operator.merchant, id);
      if (w) await afterDeskDecision(deps, request.merchant, w);
      return ok({ ...result, replayed });
    });
  };
}
