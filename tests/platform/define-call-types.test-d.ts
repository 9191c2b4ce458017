// Type-level tests (vitest typecheck, tsc): a platform handler registered with defineCall gets its
// call schema's request type and must answer the call schema's response type (or a failure envelope,
// or the reply it sent itself). Each @ts-expect-error must stay an error: if defineCall accepted
// any envelope again, the directive itself would be the error.
import type { FastifyInstance } from 'fastify';
import { describe, expectTypeOf, it } from 'vitest';
import { defineCall } from '../../src/platform/calls/routes.ts';
import { fail, ok } from '../../src/shared/envelope.ts';
import type { ChangePasswordRequest } from '../../src/generated/api/changePassword.ts';

// Never called: the bodies only have to compile.
function compileOnly(app: FastifyInstance): void {
  defineCall(app, 'balance', async () => ok({ sumBalance: 1, sumBalanceMinor: 100, currency: 'BDT', demo: false }));
  defineCall(app, 'balance', async () => fail('request.invalid', 'refused', { detail: 'a failure may carry a value' }));
  defineCall(app, 'balance', async (_request, reply) => reply.code(404).send(fail('not_found', 'Not found')));
  defineCall(app, 'changePassword', async (request) => {
    expectTypeOf(request.body).toEqualTypeOf<ChangePasswordRequest>();
    return fail('request.invalid', request.body.newPassword);
  });

  // @ts-expect-error a required response field (sumBalanceMinor) is missing
  defineCall(app, 'balance', async () => ok({ sumBalance: 1, currency: 'BDT', demo: false }));
  // @ts-expect-error a response field of the wrong type
  defineCall(app, 'balance', async () => ok({ sumBalance: '1.00', sumBalanceMinor: 100, currency: 'BDT', demo: false }));
  // @ts-expect-error another call's answer
  defineCall(app, 'updateLanguage', async () => ok({ required: true }));
  // @ts-expect-error a request field the changePassword call schema does not name
  defineCall(app, 'changePassword', async (request) => fail('request.invalid', String(request.body.pin)));
  // @ts-expect-error a GET call's handler reads the query, not a body
  defineCall(app, 'balance', async (request) => fail('request.invalid', String(request.body.typeId)));
}

describe('defineCall types', () => {
  it('are the contract types (checked by tsc, nothing runs)', () => {
    expectTypeOf(compileOnly).toBeFunction();
  });
});
