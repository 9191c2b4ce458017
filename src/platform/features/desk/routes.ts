/**
 * The payments desk's own calls (src/desk): operator sign-in and sign-out, who is signed in, the
 * audit log (admins), and the merchant's operators (admins; disabling one is a desk action, so it
 * is audited and idempotent like every other). Money queues add their calls in their own route
 * files the same way: a call schema with auth operator and roles, `requireOperator`, `deskAction`.
 */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../shared/envelope.ts';
import type { RouteDeps } from '../../context.ts';
import { defineCall } from '../../calls/routes.ts';
import { ApiError } from '../../errors.ts';
import { deskAction } from './audit.ts';
import { deskLogin, requireOperator } from './auth.ts';
import type { Operator } from './operators-store.ts';
import { pageOf } from './paging.ts';

/** An operator as desk calls show one (common/desk-operator.json). */
export const operatorView = (o: Operator) => ({ id: o.id, username: o.username, role: o.role, disabled: o.disabledAt !== null, createdAt: o.createdAt });

export function createDeskRoutes(deps: RouteDeps) {
  const { stores, clock } = deps;
  return async (app: FastifyInstance) => {
    defineCall(app, 'deskLogin', async (request) => {
      const { username, password, code } = request.body;
      const { token, operator, expiresAt } = await deskLogin(deps, { merchant: request.merchant, username: username.trim(), password, code, ip: request.ip });
      return ok({ token, expiresAt, operator: operatorView(operator) });
    });

    defineCall(app, 'deskLogout', async (request) => {
      await stores.deskOperators.revokeSession(request.operator!.tokenHash, clock.now());
      return ok(true);
    });

    defineCall(app, 'deskMe', async (request) => {
      const operator = requireOperator(request);
      return ok({ operator: operatorView(operator), merchant: request.merchant.code, merchantName: request.merchant.displayName, currency: request.merchant.currency });
    });

    defineCall(app, 'deskAudit', async (request) => {
      const { action, operator, target } = request.query;
      const paging = pageOf(request.query);
      const { items, total } = await stores.deskAudit.list(
        requireOperator(request).merchant,
        { ...(action ? { action } : {}), ...(operator ? { operator } : {}), ...(target ? { target } : {}) },
        { offset: paging.offset, limit: paging.pageSize },
      );
      return ok({
        items: items.map((e) => ({ id: e.id, at: e.at, operator: e.operator, role: e.role, action: e.action, target: e.target, idempotencyKey: e.idempotencyKey, before: e.before, after: e.after })),
        total,
        page: paging.page,
        pageSize: paging.pageSize,
      });
    });

    defineCall(app, 'deskOperators', async (request) => {
      const { role, status } = request.query;
      const paging = pageOf(request.query);
      const all = (await stores.deskOperators.list(requireOperator(request).merchant))
        .filter((o) => (!role || o.role === role) && (!status || (status === 'disabled') === (o.disabledAt !== null)));
      return ok({ items: all.slice(paging.offset, paging.offset + paging.pageSize).map(operatorView), total: all.length, page: paging.page, pageSize: paging.pageSize });
    });

    defineCall(app, 'deskOperatorSetDisabled', async (request) => {
      const admin = requireOperator(request);
      const { id, disabled, idempotencyKey } = request.body;
      const target = await stores.deskOperators.findById(id);
      // Another merchant's operator reads as not there at all.
      if (!target || target.merchant !== admin.merchant) throw new ApiError(404, 'not_found', 'No such operator');
      if (target.id === admin.id) throw new ApiError(403, 'desk.action.refused', 'You cannot disable or enable yourself');
      const { result, replayed } = await deskAction(deps, request, { action: disabled ? 'operator.disable' : 'operator.enable', target: `operator:${id}`, idempotencyKey }, async (tx) => {
        const before = await stores.deskOperators.lockById(tx, id);
        if (!before) throw new ApiError(404, 'not_found', 'No such operator');
        const now = clock.now();
        await stores.deskOperators.setDisabled(tx, id, disabled ? (before.disabledAt ?? now) : null);
        if (disabled) await stores.deskOperators.revokeSessionsOf(tx, id, now);
        const after = (await stores.deskOperators.findById(id, tx))!;
        return { before: operatorView(before), after: operatorView(after), result: operatorView(after) };
      });
      return ok({ operator: result, replayed });
    });
  };
}
