/** The transfer pages' calls: member centre transferUpline, agent centre transfer. */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../shared/envelope.ts';
import { isAgentCentreType } from '../../../shared/member-types.ts';
import type { RouteDeps } from '../../context.ts';
import { requireAuth } from '../../context.ts';
import { defineCall } from '../../calls/routes.ts';
import { transferSwitches, transferToDownline, transferToUpline, transferView, uplineOf } from './service.ts';

/** The page's "last transfers" list. */
const RECENT = 20;

export function createTransferRoutes(deps: RouteDeps) {
  const { stores } = deps;
  return async (app: FastifyInstance) => {
    defineCall(app, 'transferInfo', async (request) => {
      const { member } = requireAuth(request);
      const merchant = request.merchant;
      const switches = transferSwitches(merchant);
      const upline = await uplineOf(stores, merchant, member);
      const wallet = await stores.ledger.account(merchant.code, 'member', member.id, merchant.currency.code);
      const recent = await stores.transfers.recent(merchant.code, member.id, RECENT);
      return ok({
        balanceMinor: await stores.ledger.balance(wallet),
        upline: upline?.username ?? null,
        toUpline: switches.toUpline && upline !== null,
        toDownline: switches.toDownline && isAgentCentreType(member.type),
        paymentPasswordSet: (await stores.payoutAccounts.paymentPasswordHash(member.id)) !== null,
        recent: recent.map((t) => transferView(t, member.id)),
      });
    });

    defineCall(app, 'transferUpline', async (request) => {
      const { member } = requireAuth(request);
      const transfer = await transferToUpline(deps, request.merchant, member, request.body);
      return ok(transferView(transfer, member.id));
    });

    defineCall(app, 'agentTransfer', async (request) => {
      const { member } = requireAuth(request);
      const { username, ...input } = request.body;
      const transfer = await transferToDownline(deps, request.merchant, member, username, input);
      return ok(transferView(transfer, member.id));
    });
  };
}
