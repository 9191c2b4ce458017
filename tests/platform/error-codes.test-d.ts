// Type-level tests (vitest typecheck, tsc): the platform raises only codes a call schema declares
// (schemas/api/<call>.json `errors`, or schemas/api-errors.json for any call). Each expected
// error must stay one: if ApiError took any string again, the directive itself would fail.
import { describe, expectTypeOf, it } from 'vitest';
import { ApiError } from '../../src/platform/errors.ts';
import type { PlatformErrorCode } from '../../src/shared/api/error-codes.ts';

function compileOnly(): void {
  // Declared by schemas/api/withdrawRequest.json and by schemas/api-errors.json.
  void new ApiError(400, 'withdraw.hours.closed', 'Withdrawals are closed now');
  void new ApiError(400, 'validation.failed', 'The request is not valid');
  // @ts-expect-error a code no call schema declares
  void new ApiError(400, 'withdraw.moon.phase', 'Not at full moon');
}

describe('error codes come from the call schemas', () => {
  it('a declared code is a PlatformErrorCode, an undeclared one is not', () => {
    expectTypeOf<'points.stock.insufficient'>().toMatchTypeOf<PlatformErrorCode>();
    expectTypeOf<'points.moon.phase'>().not.toMatchTypeOf<PlatformErrorCode>();
    expectTypeOf(compileOnly).toBeFunction();
  });
});
