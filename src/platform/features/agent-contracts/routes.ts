/**
 * Agent contracts for the agent centre, and the consolidated payload the header reads.
 * The rules are in services/contracts.ts; every call acts only on contracts the session agent
 * holds or gave (anyone else's id reads as contract.not.found).
 */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../shared/envelope.ts';
import { isAgentCentreType } from '../../../shared/member-types.ts';
import type { ContractType } from '../../../shared/contract-rules.ts';
import type { RouteDeps } from '../../context.ts';
import { requireAuth } from '../../context.ts';
import { defineCall } from '../../calls/routes.ts';
import { ApiError } from '../../errors.ts';
import { contractNotFound, decideContract, offerContract, partyOf, requestOnContract, type ContractActor } from './service.ts';
import { awaiting, contractView, statusCode } from './view.ts';
import type { ContractRow } from './store.ts';
import type { ConsolidatedResponse } from '../../../generated/api/consolidated.ts';

type Entry = ConsolidatedResponse['divtypereq'][number];

export function createContractRoutes(deps: RouteDeps) {
  const store = deps.stores.contracts;
  return async (app: FastifyInstance) => {
    const actorOf = (request: Parameters<typeof requireAuth>[0]): ContractActor => {
      const { member } = requireAuth(request);
      return { kind: 'member', id: member.id, name: member.username, language: member.language };
    };
    const viewFor = async (row: ContractRow, actor: ContractActor) => {
      const side = partyOf(row, actor);
      if (!side) throw contractNotFound();
      const history = (await store.events(row.merchant, [row.id])).get(row.id) ?? [];
      return contractView(row, side, history);
    };

    defineCall(app, 'agentContracts', async (request) => {
      const actor = actorOf(request);
      const merchant = request.merchant.code;
      const { held, given } = await store.forMember(merchant, actor.kind === 'member' ? actor.id : 0);
      const only = (rows: ContractRow[]) => (request.query.type ? rows.filter((r) => r.type === request.query.type) : rows);
      const events = await store.events(merchant, [...held, ...given].map((r) => r.id));
      const heldViews = await Promise.all(only(held).map(async (r) => {
        // An offer to the reader says up front which of its own contracts accepting would end.
        const ends = r.status === 'offered' ? await store.run((tx) => tx.givenAbove(merchant, r.holderId, r.type, r.topRate)) : undefined;
        return contractView(r, 'holder', events.get(r.id) ?? [], ends);
      }));
      return ok({ held: heldViews, given: only(given).map((r) => contractView(r, 'offerer', events.get(r.id) ?? [])) });
    });

    defineCall(app, 'agentContractOffer', async (request) => {
      const actor = actorOf(request);
      const { username, type, period, tiers } = request.body;
      const merchant = request.merchant.code;
      const target = await deps.stores.team.direct(merchant, actor.kind === 'member' ? actor.id : 0, username.trim());
      if (!target) throw new ApiError(404, 'agent.downline.unknown', 'This account is not in your direct downline');
      if (!isAgentCentreType(target.type)) throw new ApiError(409, 'contract.holder.invalid', 'Contracts are for downline agents only');
      const row = await offerContract(store, deps.clock, actor, { merchant, holderId: target.id, type, period: period ?? null, tiers });
      return ok(await viewFor(row, actor));
    });

    defineCall(app, 'agentContractDecide', async (request) => {
      const actor = actorOf(request);
      const { id, decision, agreeDownlineTermination } = request.body;
      const row = await decideContract(store, deps.clock, actor, request.merchant.code, id, decision, agreeDownlineTermination === true);
      return ok(await viewFor(row, actor));
    });

    defineCall(app, 'agentContractRequest', async (request) => {
      const actor = actorOf(request);
      const { id, kind, rate } = request.body;
      const row = await requestOnContract(store, deps.clock, actor, request.merchant.code, id, kind, rate ?? null);
      return ok(await viewFor(row, actor));
    });

    defineCall(app, 'consolidated', async (request) => {
      const { member } = requireAuth(request);
      const { held, given } = await store.forMember(request.merchant.code, member.id);
      const entry = (r: ContractRow, agent: string | null, req: Entry['request']): Entry => ({ id: r.id, type: r.type, agent, status: statusCode(r), request: req, rate: r.topRate });
      const requests = (type: ContractType): Entry[] => [
        ...held.filter((r) => r.type === type && awaiting(r, 'holder') === 'you').map((r) => entry(r, r.offerer, r.status === 'offered' ? 'offer' : r.request)),
        ...given.filter((r) => r.type === type && awaiting(r, 'offerer') === 'you').map((r) => entry(r, r.holder, r.request)),
      ];
      const current = (type: ContractType): Entry[] => held.filter((r) => r.type === type && (r.status === 'offered' || r.status === 'active')).map((r) => entry(r, r.offerer, null));
      // The flag of a type: a signed contract, or one whose termination is asked for (A or V).
      const signed = (type: ContractType) => held.some((r) => r.type === type && r.status === 'active');
      const flags = { dividend: signed('dividend'), dailySalary: signed('dailySalary'), hourlySalary: signed('hourlySalary'), realTimeSalary: signed('realTimeSalary'), any: false };
      flags.any = flags.dividend || flags.dailySalary || flags.hourlySalary || flags.realTimeSalary;
      const value: ConsolidatedResponse = {
        divtypereq: requests('dividend'), dailysalreqtype: requests('dailySalary'), contracthoursalreq: requests('hourlySalary'), realtimesalreq: requests('realTimeSalary'),
        divtypeinfo: current('dividend'), dailysalinfo: current('dailySalary'), contracthoursalinfo: current('hourlySalary'), realtimesalinfo: current('realTimeSalary'),
        contractmrdailysalinfotype: [], pending: 0, flags,
      };
      value.pending = value.divtypereq.length + value.dailysalreqtype.length + value.contracthoursalreq.length + value.realtimesalreq.length;
      return ok(value);
    });
  };
}
