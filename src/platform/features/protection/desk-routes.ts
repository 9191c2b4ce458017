/**
 * The desk's protection page: members' requests to lift a self-exclusion early (approved, so the
 * member may confirm after the first cooling-off, or refused with a note; the member is told
 * either way), and the local stand-in for a national self-exclusion register. Support or admin,
 * each change a desk action audited with its before and after, once per key.
 */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../shared/envelope.ts';
import type { RouteDeps } from '../../context.ts';
import { defineCall } from '../../calls/routes.ts';
import { recordMemberEvent } from '../../security/significant-events.ts';
import { ApiError } from '../../errors.ts';
import { deskAction, pageOf, requireOperator } from '../desk/index.ts';
import { confirmFromFor } from './lift.ts';
import type { LiftRequest } from './lift-store.ts';
import { registerValue, type RegisterEntry } from './register-store.ts';

const snapshot = (l: LiftRequest) => ({ id: l.id, status: l.status, reason: l.reason, note: l.note, confirmFrom: l.confirmFrom });
const entrySnapshot = (e: RegisterEntry) => ({ id: e.id, kind: e.kind, value: e.value, until: e.until, note: e.note });
const notFound = () => new ApiError(404, 'protection.lift.not.found', 'No such request');
const stateChanged = () => new ApiError(409, 'desk.state.changed', 'This request was already decided');
const MOBILE = /^\+?[0-9]{6,20}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function createDeskProtectionRoutes(deps: RouteDeps) {
  const { stores, clock } = deps;
  return async (app: FastifyInstance) => {
    defineCall(app, 'deskProtectionLifts', async (request) => {
      const operator = requireOperator(request);
      const paging = pageOf(request.query);
      const { items, total } = await stores.protectionLifts.listForDesk(operator.merchant, request.query.status ?? null, { offset: paging.offset, limit: paging.pageSize });
      return ok({
        items: items.map((l) => ({
          id: l.id, member: l.account, status: l.status, reason: l.reason, requestedAt: l.requestedAt, decidedAt: l.decidedAt, decidedBy: l.decidedBy,
          note: l.note, kind: l.protectionUntil !== null && l.protectionUntil > clock.now() ? l.protectionKind : null,
          until: l.protectionUntil !== null && l.protectionUntil > clock.now() ? l.protectionUntil : null,
        })),
        total,
        page: paging.page,
        pageSize: paging.pageSize,
      });
    });

    defineCall(app, 'deskProtectionLiftDecide', async (request) => {
      const operator = requireOperator(request);
      const { id, action, idempotencyKey } = request.body;
      const note = request.body.note?.trim() ?? '';
      if (action === 'refuse' && !note) throw new ApiError(400, 'desk.action.refused', 'A refusal needs a note for the member');
      if (!(await stores.protectionLifts.find(operator.merchant, id))) throw notFound();
      const now = clock.now();
      const { result, replayed } = await deskAction(deps, request, { action: `protection.lift.${action}`, target: `lift:${id}`, idempotencyKey }, async (tx) => {
        const before = await stores.protectionLifts.find(operator.merchant, id, tx);
        if (!before) throw notFound();
        const after = await stores.protectionLifts.decide(tx, id, {
          status: action === 'approve' ? 'approved' : 'refused', at: now, by: `operator:${operator.username}`, note: note || null,
          confirmFrom: action === 'approve' ? confirmFromFor(request.merchant, now) : null,
        });
        if (!after) throw stateChanged();
        await recordMemberEvent(stores, operator.merchant, { id: after.memberId }, 'exclusion.changed', {
          before: snapshot(before), after: { ...snapshot(after), request: 'lift', requestedAt: after.requestedAt },
        }, now, { actor: `operator:${operator.username}`, tx });
        await deps.notifier?.notifyMember({
          merchant: after.merchant, memberId: after.memberId, event: action === 'approve' ? 'protection.liftApproved' : 'protection.liftRefused',
          params: { amountMinor: 0, requestedAt: after.requestedAt, orderNo: `PL${after.id}`, ...(after.note ? { remark: after.note } : {}) },
          key: `protection.lift:${after.id}`, tx,
        });
        return { before: snapshot(before), after: snapshot(after), result: { id: after.id, status: after.status } };
      });
      return ok({ ...result, replayed });
    });

    defineCall(app, 'deskExclusionRegister', async (request) => {
      requireOperator(request);
      const paging = pageOf(request.query);
      const { items, total } = await stores.exclusionRegister.list({ offset: paging.offset, limit: paging.pageSize });
      return ok({ items, total, page: paging.page, pageSize: paging.pageSize });
    });

    defineCall(app, 'deskExclusionRegisterSet', async (request) => {
      const operator = requireOperator(request);
      const { action, idempotencyKey } = request.body;
      if (action === 'remove') {
        const id = request.body.id;
        if (!id) throw new ApiError(400, 'register.value.invalid', 'Name the entry to remove');
        const { result, replayed } = await deskAction(deps, request, { action: 'register.remove', target: `register:${id}`, idempotencyKey }, async (tx) => {
          const removed = await stores.exclusionRegister.remove(tx, id);
          if (!removed) throw new ApiError(404, 'register.not.found', 'No such entry');
          return { before: entrySnapshot(removed), after: null, result: { id } };
        });
        return ok({ ...result, replayed });
      }
      const kind = request.body.kind;
      const value = kind ? registerValue(kind, request.body.value ?? '') : '';
      if (!kind || !(kind === 'mobile' ? MOBILE : EMAIL).test(value)) throw new ApiError(400, 'register.value.invalid', 'Give a mobile number or an email address');
      const { result, replayed } = await deskAction(deps, request, { action: 'register.add', target: `register:${value}`, idempotencyKey }, async (tx) => {
        const entry = await stores.exclusionRegister.add(tx, {
          kind, value, until: request.body.until ?? null, note: request.body.note?.trim() ?? '', addedAt: clock.now(), addedBy: operator.username,
        });
        return { before: null, after: entrySnapshot(entry), result: { id: entry.id } };
      });
      return ok({ ...result, replayed });
    });
  };
}
