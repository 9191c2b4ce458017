/**
 * The contract rules, for agents (routes/contracts.ts) and the desk alike. An upline
 * offers; the holder accepts or rejects; an active contract ends by the holder's termination, by
 * the offerer's termination when the holder asked for it, by a newer accepted version, or because
 * the offerer accepted a lower rate from its own upline (only once the offerer agreed to that).
 * Each change locks the row, writes an audit event and commits in one transaction.
 */
import type { Clock } from '../../clock.ts';
import { ApiError } from '../../errors.ts';
import type { ContractRow, ContractTx, ContractsStore } from './store.ts';
import { tierProblem, topRate, type ContractPeriod, type ContractTier, type ContractType } from '../../../shared/contract-rules.ts';
import { contractEndedText } from './texts.ts';

/** Who acts: a member (agent) or a desk operator (on top-level agents' contracts). */
export type ContractActor = { kind: 'member'; id: number; name: string; language: string | null } | { kind: 'operator'; name: string };
export type Decision = 'accept' | 'reject' | 'terminate';

export const contractNotFound = (): ApiError => new ApiError(404, 'contract.not.found', 'No such contract');
const wrongState = (what: string): ApiError => new ApiError(409, 'contract.state.invalid', `This contract cannot be ${what} now`);

export function checkTiers(type: ContractType, period: ContractPeriod | null, tiers: ContractTier[]): void {
  const problem = tierProblem(type, period, tiers);
  if (!problem) return;
  const where = problem.tier >= 0 ? `tier ${problem.tier + 1}, ${problem.field}` : problem.field;
  const why = {
    'contract.tiers.fields': 'a field this contract type does not take, or one it needs is missing',
    'contract.rate.negative': 'must not be negative',
    'contract.rate.range': 'a rate is a percentage above 0 and at most 100, with two decimals at most',
    'contract.tiers.order': 'each tier must rise over the one before: no threshold lower, one higher, a higher rate',
    'contract.period.invalid': 'a dividend needs a period; salaries take none',
  }[problem.code];
  throw new ApiError(400, problem.code, `${where}: ${why}`, { tier: problem.tier, field: problem.field });
}

export function partyOf(row: ContractRow, actor: ContractActor): 'holder' | 'offerer' | null {
  if (actor.kind === 'member' && row.holderId === actor.id) return 'holder';
  if (actor.kind === 'member' ? row.offererId === actor.id : row.offererId === null) return 'offerer';
  return null;
}

const actorFields = (actor: ContractActor) => ({ actorKind: actor.kind, actor: actor.name });

export interface OfferInput {
  merchant: string;
  holderId: number;
  type: ContractType;
  period: ContractPeriod | null;
  tiers: ContractTier[];
}

/**
 * A new offer (a first contract or a new version of the active one). A member offerer may not give
 * more than its own active contract of the type pays; the caller has checked the holder is its own.
 */
export async function offerContract(store: Pick<ContractsStore, 'run'>, clock: Clock, actor: ContractActor, input: OfferInput): Promise<ContractRow> {
  checkTiers(input.type, input.period, input.tiers);
  const rate = topRate(input.tiers);
  return store.run(async (tx) => {
    if (actor.kind === 'member') {
      const own = await tx.current(input.merchant, actor.id, input.type, 'active');
      if (!own || rate > own.topRate) {
        throw new ApiError(409, 'contract.rate.aboveOwn', own ? `Your own contract pays at most ${own.topRate}%` : 'You have no active contract of this type to share');
      }
    }
    const active = await tx.current(input.merchant, input.holderId, input.type, 'active');
    const offererId = actor.kind === 'member' ? actor.id : null;
    if (active && active.offererId !== offererId) throw wrongState('offered by you: another upline holds it');
    if (await tx.current(input.merchant, input.holderId, input.type, 'offered')) {
      throw new ApiError(409, 'contract.offer.open', 'An offer of this type is already waiting for this agent');
    }
    const now = clock.now();
    const created = await tx.insert({ merchant: input.merchant, type: input.type, period: input.period, holderId: input.holderId, offererId, tiers: input.tiers, topRate: rate, createdAt: now });
    // An offer answers the holder's request for a new contract.
    if (active?.request === 'newContract') await tx.change(active.id, { request: null, requestBy: null, requestedRate: null });
    await tx.record(created, { ...actorFields(actor), action: 'offer', oldStatus: null, oldTiers: active?.tiers ?? null, after: created, at: now });
    return created;
  });
}

/** The downline contracts that accepting `row` would end (the holder gave them at a higher rate). */
export async function endsDownline(store: ContractsStore, row: ContractRow): Promise<ContractRow[]> {
  return store.run((tx) => tx.givenAbove(row.merchant, row.holderId, row.type, row.topRate));
}

async function accept(tx: ContractTx, clock: Clock, actor: ContractActor, row: ContractRow, agree: boolean): Promise<ContractRow> {
  const now = clock.now();
  const above = await tx.givenAbove(row.merchant, row.holderId, row.type, row.topRate);
  if (above.length > 0 && !agree) {
    throw new ApiError(409, 'contract.downline.terminates', 'Accepting ends downline contracts that pay more: agree to end them first', {
      contracts: above.map((c) => ({ id: c.id, holder: c.holder, rate: c.topRate, status: c.status })),
    });
  }
  for (const c of above) {
    const ended = await tx.change(c.id, { status: 'ended', endReason: 'uplineRate', endedAt: now, request: null, requestBy: null, requestedRate: null });
    await tx.record(c, { ...actorFields(actor), action: 'end.uplineRate', oldStatus: c.status, oldTiers: c.tiers, after: ended, at: now });
    const text = contractEndedText(c, row.topRate);
    await tx.message(c.merchant, c.holderId, text.title, text.content, `contract-ended:${c.id}`, now);
  }
  const previous = await tx.current(row.merchant, row.holderId, row.type, 'active');
  if (previous) {
    const replaced = await tx.change(previous.id, { status: 'ended', endReason: 'replaced', endedAt: now, request: null, requestBy: null, requestedRate: null });
    await tx.record(previous, { ...actorFields(actor), action: 'end.replaced', oldStatus: 'active', oldTiers: previous.tiers, after: replaced, at: now });
  }
  return tx.change(row.id, { status: 'active', decidedAt: now });
}

export async function decideContract(store: ContractsStore, clock: Clock, actor: ContractActor, merchant: string, id: number, decision: Decision, agree: boolean): Promise<ContractRow> {
  return store.run(async (tx) => {
    const row = await tx.lock(merchant, id);
    const party = row ? partyOf(row, actor) : null;
    if (!row || !party) throw contractNotFound();
    const now = clock.now();
    let after: ContractRow;
    let action: string = decision;
    const answersRequest = row.status === 'active' && row.request !== null && row.requestBy !== party;
    if (decision === 'accept') {
      if (row.status !== 'offered' || party !== 'holder') throw wrongState('accepted');
      after = await accept(tx, clock, actor, row, agree);
    } else if (decision === 'reject' && row.status === 'offered' && party === 'holder') {
      after = await tx.change(row.id, { status: 'rejected', decidedAt: now });
    } else if (decision === 'reject' && answersRequest) {
      // Refusing the other side's request keeps the contract as it is.
      action = `refuse.${row.request}`;
      after = await tx.change(row.id, { request: null, requestBy: null, requestedRate: null });
    } else if (decision === 'terminate' && row.status === 'active' && (party === 'holder' || (row.request === 'termination' && row.requestBy === 'holder'))) {
      after = await tx.change(row.id, { status: 'terminated', endReason: party === 'holder' ? 'byHolder' : 'byOfferer', endedAt: now, request: null, requestBy: null, requestedRate: null });
    } else {
      throw wrongState(decision === 'reject' ? 'rejected' : 'terminated');
    }
    await tx.record(row, { ...actorFields(actor), action, oldStatus: row.status, oldTiers: row.tiers, after, at: now });
    return after;
  });
}

export async function requestOnContract(store: ContractsStore, clock: Clock, actor: ContractActor, merchant: string, id: number, kind: 'termination' | 'newContract', rate: number | null): Promise<ContractRow> {
  return store.run(async (tx) => {
    const row = await tx.lock(merchant, id);
    const party = row ? partyOf(row, actor) : null;
    if (!row || !party) throw contractNotFound();
    if (row.status !== 'active' || row.request !== null || (kind === 'newContract' && party !== 'holder')) throw wrongState('asked for that');
    if (kind === 'newContract' && (rate === null || rate <= 0 || rate > 100)) {
      throw new ApiError(400, rate !== null && rate < 0 ? 'contract.rate.negative' : 'contract.rate.range', 'The rate asked for is a percentage above 0 and at most 100');
    }
    const now = clock.now();
    const after = await tx.change(row.id, { request: kind, requestBy: party, requestedRate: kind === 'newContract' ? rate : null });
    await tx.record(row, { ...actorFields(actor), action: `request.${kind}`, oldStatus: row.status, oldTiers: row.tiers, after, at: now });
    return after;
  });
}
