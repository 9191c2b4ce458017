// A call's contract says which error codes it answers and the request field each is about
// (`errors`); the portal's forms place a refused call's error by it, with no table of their own.
import type { TFunction } from 'i18next';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { errorProblems } from '../../scripts/gen-types.ts';
import { contractFieldOf, placeServerError } from '../../src/portal/forms/server-errors.ts';
import { PlatformError } from '../../src/shared/api/index.ts';

const t = ((key: string) => key) as unknown as TFunction;
const WITHDRAW_FIELDS = ['payoutAccountId', 'amount', 'paymentPassword'];

describe('contract errors', () => {
  it('refuses a code the platform does not have and a field the request lacks', () => {
    const request = { type: 'object', properties: { amount: { type: 'string' } } };
    expect(errorProblems({ name: 'fakeCall', request, errors: { 'amount.invalid': { field: 'amout' }, 'amount.tooBig': {} } })).toEqual([
      "schemas/api/fakeCall.json: /errors/amount.invalid/field: the request has no field 'amout'; it has amount",
      "schemas/api/fakeCall.json: /errors/amount.tooBig: 'amount.tooBig' is no error code of src/shared/api/error-codes.ts",
    ]);
  });

  it('the shipped contracts name known codes and fields their requests have', () => {
    const contracts = readdirSync('schemas/api').filter((file) => file.endsWith('.json')).map((file) => ({
      ...(JSON.parse(readFileSync(`schemas/api/${file}`, 'utf8')) as { request: Record<string, unknown>; errors?: Record<string, { field?: string }> }),
      name: file.replace(/\.json$/, ''),
    }));
    expect(contracts.filter((c) => c.errors).length).toBeGreaterThanOrEqual(17);
    expect(contracts.flatMap(errorProblems)).toEqual([]);
  });

  it('a form places an error under the field its call\'s contract names, others on the form', () => {
    const place = (code: string) => placeServerError(new PlatformError(code, 'English', 400), WITHDRAW_FIELDS, t, contractFieldOf('withdrawRequest'));
    expect(place('withdraw.amount.range').fields).toEqual({ amount: 'errorCode.withdraw.amount.range' });
    expect(place('payoutAccount.invalid').fields).toEqual({ payoutAccountId: 'errorCode.payoutAccount.invalid' });
    expect(place('paymentPassword.invalid').fields).toEqual({ paymentPassword: 'errorCode.paymentPassword.invalid' });
    expect(place('withdraw.hours.closed')).toEqual({ fields: {}, form: 'errorCode.withdraw.hours.closed' });
    expect(contractFieldOf('agentTransfer')('transfer.recipient.invalid')).toBe('username');
    expect(contractFieldOf('changePassword')('password.old.invalid')).toBe('oldPassword');
    expect(contractFieldOf('noSuchCall')('amount.invalid')).toBeNull();
  });

  it('both deposit forms place a limit refusal under the amount, the bank transfer\'s receipt and reference under theirs', () => {
    for (const call of ['depositCreate', 'depositManualCreate']) {
      for (const period of ['day', 'week', 'month']) expect(contractFieldOf(call)(`deposit.limit.${period}`), call).toBe('amount');
      expect(contractFieldOf(call)('deposit.amount.range')).toBe('amount');
      expect(contractFieldOf(call)('deposit.channel.invalid')).toBe('channel');
    }
    const manual = contractFieldOf('depositManualCreate');
    expect(['deposit.receipt.required', 'deposit.receipt.invalid', 'deposit.receipt.tooLarge'].map(manual)).toEqual(['receipt', 'receipt', 'receipt']);
    expect(manual('deposit.reference.invalid')).toBe('reference');
    expect(manual('deposit.manual.pending')).toBeNull();
  });
});
