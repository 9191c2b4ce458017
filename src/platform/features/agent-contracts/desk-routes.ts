/**
 * The desk's contracts page: top-level agents (agents without an upline agent) get
 * their contracts from the operator. An offer is a desk action: audited in the desk log (and in
 * the contract's own history) and idempotent by its key, in one transaction with the offer.
 */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../shared/envelope.ts';
import { isAgentCentreType } from '../../../shared/member-types.ts';
import type { RouteDeps } from '../../context.ts';
import { defineCall } from '../../calls/routes.ts';
import { ApiError } from '../../errors.ts';
import { offerContract } from './service.ts';
import { contractView } from './view.ts';
import { deskAction } from '../desk/index.ts';
import { requireOperator } from '../desk/index.ts';
import { contractTx } from './store.ts';
import { pageOf } from '../desk/index.ts';

export function createDeskContractRoutes(deps: RouteDeps) {
  const { stores, clock } = deps;
  return async (app: FastifyInstance) => {
    defineCall(app, 'deskContracts', async (request) => {
      const merchant = requireOperator(request).merchant;
      const { status, holder } = request.query;
      const paging = pageOf(request.query);
      const { items, total } = await stores.contracts.fromDesk(merchant, { ...(status ? { status } : {}), ...(holder?.trim() ? { holder: holder.trim() } : {}) }, { offset: paging.offset, limit: paging.pageSize });
      const events = await stores.contracts.events(merchant, items.map((r) => r.id));
      return ok({ items: items.map((r) => contractView(r, 'offerer', events.get(r.id) ?? [])), total, page: paging.page, pageSize: paging.pageSize });
    });

    defineCall(app, 'deskContractOffer', async (request) => {
      const operator = requireOperator(request);
      const { username, type, period, tiers, idempotencyKey } = request.body;
      const holder = await stores.members.findByUsername(operator.merchant, username.trim());
      const upline = holder?.uplineId ? await stores.members.findById(holder.uplineId) : null;
      // Agents below another agent get theirs from that agent, never from the desk.
      if (!holder || !isAgentCentreType(holder.type) || (upline && isAgentCentreType(upline.type))) {
        throw new ApiError(409, 'contract.holder.invalid', 'Only a top-level agent gets its contract from the desk');
      }
      const { result, replayed } = await deskAction(deps, request, { action: 'contract.offer', target: `agent:${holder.id}`, idempotencyKey }, async (tx) => {
        const row = await offerContract({ run: (work) => work(contractTx(tx)) }, clock, { kind: 'operator', name: operator.username }, { merchant: operator.merchant, holderId: holder.id, type, period: period ?? null, tiers });
        const view = contractView(row, 'offerer');
        return { before: null, after: { id: row.id, type: row.type, version: row.version, tiers: row.tiers, status: row.status }, result: view };
      });
      return ok({ contract: result, replayed });
    });
  };
}
