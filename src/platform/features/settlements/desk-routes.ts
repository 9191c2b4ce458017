/**
 * The desk's review of agents' contract settlements (src/desk page settlements). The job
 * pays a settlement by itself unless it earned more than the merchant's settlementReviewAbove:
 * then it stays pending ("held") until finance or admin pays it (as computed or adjusted) or
 * rejects it with a reason. Any pending one may be decided here. Each decision is a desk action
 * (audited, idempotent by its key) that locks the row: the job's conditional UPDATE and a second
 * process's decision then find it decided, and the ledger key settlement:<contract>:<period start>
 * pays a period once whoever pays it. A rejected one is never pending again, so never paid.
 */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../shared/envelope.ts';
import { parseAmount } from '../../../shared/money.ts';
import type { RouteDeps } from '../../context.ts';
import { defineCall } from '../../calls/routes.ts';
import { recordMemberEvent } from '../../security/significant-events.ts';
import { ApiError } from '../../errors.ts';
import { deskAction } from '../desk/index.ts';
import { requireOperator } from '../desk/index.ts';
import { notifySettlementDecided } from './notices.ts';
import type { DeskSettlement, Settlement } from './store.ts';
import { pageOf } from '../desk/index.ts';

const notFound = (): ApiError => new ApiError(404, 'not_found', 'No such settlement');
const changed = (): ApiError => new ApiError(409, 'desk.state.changed', 'This settlement was already paid or rejected');

/** What the audit log keeps of a settlement. */
const snapshot = (s: Settlement) => ({ id: s.id, state: s.state, held: s.held, amountMinor: s.amountMinor, computedAmountMinor: s.computedAmountMinor, remark: s.remark });

const view = (s: DeskSettlement) => ({
  id: s.id, holder: s.holder, contractId: s.contractId, type: s.type, periodStart: s.periodStart, periodEnd: s.periodEnd,
  validBetMinor: s.validBetMinor, profitLossMinor: s.profitLossMinor, activeMembers: s.activeMembers, tier: s.tier,
  amountMinor: s.amountMinor, computedAmountMinor: s.computedAmountMinor, state: s.state, held: s.held, remark: s.remark,
  decidedBy: s.decidedBy, settledAt: s.createdAt, decidedAt: s.decidedAt,
});

export function createDeskSettlementRoutes(deps: RouteDeps) {
  const { stores, clock } = deps;
  return async (app: FastifyInstance) => {
    defineCall(app, 'deskSettlements', async (request) => {
      const operator = requireOperator(request);
      const paging = pageOf(request.query);
      const holder = request.query.holder?.trim() || null;
      const { items, total } = await stores.settlements.forDesk(operator.merchant, { state: request.query.state ?? null, holder }, { offset: paging.offset, limit: paging.pageSize });
      return ok({ items: items.map(view), total, page: paging.page, pageSize: paging.pageSize });
    });

    defineCall(app, 'deskSettlementDecide', async (request) => {
      const operator = requireOperator(request);
      const merchant = request.merchant;
      const { id, action, amount, reason, idempotencyKey } = request.body;
      // Checked before the action: bad input leaves no audit entry and no key spent.
      const adjusted = action === 'pay' && amount !== undefined ? parseAmount(amount, merchant.currency.decimals) : undefined;
      if (adjusted === null || adjusted === 0) throw new ApiError(400, 'amount.invalid', 'The amount must be above zero with no more decimals than the currency');
      const remark = reason?.trim() ?? '';
      if (action === 'reject' && !remark) throw new ApiError(400, 'desk.action.refused', 'A rejection needs a reason');
      const by = `operator:${operator.username}` as const;
      const { result, replayed } = await deskAction(deps, request, { action: `settlement.${action}`, target: `settlement:${id}`, idempotencyKey }, async (tx) => {
        const before = await stores.settlements.lock(tx, operator.merchant, id);
        if (!before) throw notFound();
        if (before.state !== 'pending') throw changed();
        const at = clock.now();
        let after: Settlement;
        if (action === 'pay') {
          const currency = merchant.currency.code;
          const accounts = { house: await stores.ledger.account(merchant.code, 'house', null, currency), wallet: await stores.ledger.account(merchant.code, 'member', before.holderId, currency) };
          const paid = await stores.settlements.payOne(tx, before, accounts, adjusted ?? before.amountMinor, by, at);
          after = paid.settlement;
          // The desk putting money in a wallet, at the computed or an adjusted amount, with the balance either side.
          const balanceAfter = paid.walletAfterMinor;
          await recordMemberEvent(stores, operator.merchant, { id: before.holderId }, 'balance.adjusted', {
            before: { ...snapshot(before), balanceMinor: balanceAfter - after.amountMinor },
            after: { ...snapshot(after), balanceMinor: balanceAfter },
          }, at, { actor: by, tx });
        } else {
          after = await stores.settlements.reject(tx, before, remark, by, at);
        }
        // In the action's transaction: a rolled-back decision tells nobody, a replay tells once.
        await notifySettlementDecided(deps.notifier, tx, after);
        return { before: snapshot(before), after: snapshot(after), result: { id: after.id, state: after.state, amountMinor: after.amountMinor } };
      });
      return ok({ ...result, replayed });
    });
  };
}
