/**
 * A contract as one party reads it (common/agent-contract.json): its side, who must answer next,
 * and the platform's status letter, so an offer waiting for the reader and one waiting for the
 * other side never read the same.
 */
import type { AgentContract } from '../../../generated/api/common/agent-contract.ts';
import type { ContractEvent, ContractRow } from './store.ts';

export type ContractView = AgentContract;

export function statusCode(row: ContractRow): AgentContract['statusCode'] {
  switch (row.status) {
    case 'offered': return 'P';
    case 'active': return row.request === 'termination' ? 'V' : 'A';
    case 'rejected': return 'R';
    default: return 'C';
  }
}

/** Who must act next, seen from `side`. */
export function awaiting(row: ContractRow, side: 'holder' | 'offerer'): AgentContract['awaiting'] {
  if (row.status === 'offered') return side === 'holder' ? 'you' : 'them';
  if (row.status === 'active' && row.requestBy) return row.requestBy === side ? 'them' : 'you';
  return null;
}

export function contractView(row: ContractRow, side: 'holder' | 'offerer', history: ContractEvent[] = [], endsDownline?: ContractRow[]): ContractView {
  return {
    id: row.id,
    type: row.type,
    period: row.period,
    version: row.version,
    tiers: row.tiers,
    rate: row.topRate,
    status: row.status,
    statusCode: statusCode(row),
    side,
    awaiting: awaiting(row, side),
    holder: row.holder,
    offerer: row.offerer,
    request: row.request ? { kind: row.request, by: row.requestBy ?? 'holder', rate: row.requestedRate } : null,
    endReason: row.endReason as AgentContract['endReason'],
    createdAt: row.createdAt,
    decidedAt: row.decidedAt,
    endedAt: row.endedAt,
    ...(endsDownline ? { endsDownline: endsDownline.map((c) => ({ id: c.id, holder: c.holder, rate: c.topRate, status: c.status as 'offered' | 'active' })) } : {}),
    history: history.map((e) => ({ at: e.at, actor: e.actor, actorKind: e.actorKind, action: e.action, oldStatus: e.oldStatus, newStatus: e.newStatus, oldTiers: e.oldTiers, newTiers: e.newTiers })),
  };
}
