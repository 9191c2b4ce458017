// Type-level tests (vitest typecheck, tsc): the query layer takes its request and response types
// from the call schema (schemas/api/<call>.json), so a wrong request field or a wrong read of
// the response fails to compile. Each @ts-expect-error line must stay an error: if the layer went
// back to untyped calls, the directive itself would be the error.
import { describe, expectTypeOf, it } from 'vitest';
import { fetchCall, runCall, useCall, type CallResult } from '../../src/portal/api/query.ts';
import type { CallResponse } from '../../src/portal/api/portal-api.ts';
import type { BalanceResponse } from '../../src/generated/api/balance.ts';

// Never called: the bodies only have to compile (hooks outside a component are fine for tsc).
function compileOnly(): void {
  // The response type comes from the call schema; select narrows it.
  expectTypeOf(useCall('balance', { request: { typeId: 0 } })).toEqualTypeOf<CallResult<BalanceResponse>>();
  expectTypeOf(useCall('winners', { select: (winners) => winners.length })).toEqualTypeOf<CallResult<number>>();
  expectTypeOf(runCall('changePassword', { oldPassword: 'a', newPassword: 'b', confirmNewPassword: 'b' })).toEqualTypeOf<Promise<CallResponse<'changePassword'>>>();
  expectTypeOf(fetchCall('whitelabel')).resolves.toHaveProperty('info');
  // A successful read narrows data to the response, as a reader writes `if (q.isSuccess) q.data…`.
  const balance = useCall('balance');
  if (balance.isSuccess) expectTypeOf(balance.data).toEqualTypeOf<BalanceResponse>();
  // @ts-expect-error before the answer, data may be missing
  void balance.data.sumBalance;

  // @ts-expect-error a field the balance response does not have
  useCall('balance', { select: (value) => value.notAField });
  // @ts-expect-error the winner board's entries are objects, not numbers
  useCall('winners', { select: (winners): number[] => winners });
  // @ts-expect-error a request field the changePassword call schema does not name
  void runCall('changePassword', { oldPassword: 'a', newPassword: 'b', confirmNewPassword: 'b', pin: '1' });
  // @ts-expect-error a required request field is missing
  void runCall('updateLanguage', {});
  // @ts-expect-error a call that does not exist
  void runCall('noSuchCall');
  // @ts-expect-error the favourite answer is a list of ids, not a page
  void runCall('addFavourite', { gameId: 1 }).then((ids) => ids.list);
}

describe('query layer types', () => {
  it('are the contract types (checked by tsc, nothing runs)', () => {
    expectTypeOf(compileOnly).toBeFunction();
  });
});
