/**
 * The one way a desk action changes anything: `deskAction` runs the change and writes its audit
 * entry (who, when, what, before and after) in one transaction, under the action's idempotency
 * key. The same key again answers the first result and changes nothing (a retry, a double click,
 * two platform processes); the same key for another action or target is refused.
 */
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/database.ts';
import type { RouteDeps } from '../../context.ts';
import { ApiError } from '../../errors.ts';
import type { AuditState } from './audit-store.ts';
import { requireOperator } from './auth.ts';

export interface DeskActionSpec {
  /** What was done, a stable name: `operator.disable`, `deposit.approve`, ... */
  action: string;
  /** What it was done to: `<kind>:<id>` (`operator:12`, `deposit:345`). */
  target: string;
  /** The key the desk sent with the action (one per confirmed action, kept across retries). */
  idempotencyKey: string;
}

export interface DeskActionOutcome<T> {
  /** The target's state before and after (row snapshots; null = none), as the audit page shows them. */
  before: AuditState;
  after: AuditState;
  /** What the call answers (stored, so a replay answers the same). */
  result: T;
}

export const keyReused = (): ApiError => new ApiError(409, 'desk.key.reused', 'This action key was already used for another action');

/**
 * Runs `work` (given the transaction: every write of the action goes through `tx`, ledger
 * postings included via postEntries(tx, ...)) and records it. A thrown error rolls back the
 * action and its audit row alike, so the key may be used again.
 */
export async function deskAction<T>(
  deps: Pick<RouteDeps, 'stores' | 'clock'>,
  request: FastifyRequest,
  spec: DeskActionSpec,
  work: (tx: Queryable) => Promise<DeskActionOutcome<T>>,
): Promise<{ result: T; replayed: boolean }> {
  const operator = requireOperator(request);
  const { entry, replayed } = await deps.stores.deskAudit.record(
    {
      merchant: operator.merchant,
      operatorId: operator.id,
      operator: operator.username,
      role: operator.role,
      action: spec.action,
      target: spec.target,
      idempotencyKey: spec.idempotencyKey,
      at: deps.clock.now(),
    },
    work,
  );
  if (replayed && (entry.action !== spec.action || entry.target !== spec.target)) throw keyReused();
  return { result: entry.result as T, replayed };
}
