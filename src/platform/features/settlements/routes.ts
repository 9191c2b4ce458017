/**
 * My income: the salaries and dividends the session agent's contracts earned, settled by
 * the settlement job (services/settlement.ts). An agent reads only its own settlements: another
 * agent's contract id reads as contract.not.found. With DEV_TOOLS, tests run the job on demand.
 */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../shared/envelope.ts';
import type { RouteDeps } from '../../context.ts';
import { requireAuth } from '../../context.ts';
import { defineCall } from '../../calls/routes.ts';
import { contractNotFound } from '../agent-contracts/index.ts';
import { encodeCursor, ID_KEY, parseCursor, parsePageSize } from '../history/index.ts';
import { runSettlement } from './service.ts';
import type { Settlement } from './store.ts';

const view = (s: Settlement) => ({
  id: s.id, contractId: s.contractId, contractVersion: s.contractVersion, type: s.type, period: s.period,
  periodStart: s.periodStart, periodEnd: s.periodEnd, validBetMinor: s.validBetMinor, profitLossMinor: s.profitLossMinor,
  activeMembers: s.activeMembers, rounds: s.rounds, tier: s.tier, rate: s.rate, lossRate: s.lossRate, profitRate: s.profitRate,
  amountMinor: s.amountMinor, state: s.state, held: s.held, reason: s.reason, remark: s.remark, settledAt: s.createdAt, decidedAt: s.decidedAt,
});

export function createSettlementRoutes(deps: RouteDeps) {
  const { stores, clock } = deps;
  return async (app: FastifyInstance) => {
    defineCall(app, 'agentIncome', async (request) => {
      const { member } = requireAuth(request);
      const merchant = request.merchant.code;
      const { type, contractId: rawId, cursor, pageSize: rawSize } = request.query;
      let contractId: number | null = null;
      if (rawId !== undefined) {
        // Not a number names no contract either.
        const c = /^[1-9][0-9]{0,15}$/.test(rawId) ? await stores.contracts.find(merchant, Number(rawId)) : null;
        // Someone else's contract is as unknown as a missing one: ids say nothing about others.
        if (!c || c.holderId !== member.id) throw contractNotFound();
        contractId = c.id;
      }
      const pageSize = parsePageSize(rawSize);
      const after = parseCursor(cursor, ID_KEY);
      const filter = { type: type ?? null, contractId };
      const rows = await stores.settlements.income(merchant, member.id, filter, { pageSize, after: after && { at: after.at, id: Number(after.key) } });
      const page = rows.slice(0, pageSize);
      const last = page.at(-1);
      return ok({
        items: page.map(view),
        totals: await stores.settlements.totals(merchant, member.id, filter),
        nextCursor: rows.length > pageSize && last ? encodeCursor(last.periodEnd, String(last.id)) : null,
      });
    });

    if (!deps.devEndpoints) return;

    defineCall(app, 'devSettlementRun', async (request) => {
      const { asOf, contractId } = request.body;
      // A later time only: the job must never see a clock going backwards.
      const at = asOf !== undefined && asOf > clock.now() ? asOf : clock.now();
      return ok(await runSettlement(deps, { at, merchant: request.merchant.code, ...(contractId !== undefined ? { contractId } : {}) }));
    });
  };
}
