// A call schema says which error codes it answers and the request field each is about
// (`errors`); the list of every code the platform sends is built from the call schemas (with
// schemas/api-errors.json), and the portal's forms place a refused call's error by them, with no
// table of their own.
import type { TFunction } from 'i18next';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type ApiErrorsFile, errorCodeLists, errorProblems, type ErrorsOfCallSchema } from '../../scripts/call-schema-errors.ts';
import { duplicateKeys } from '../../scripts/lib/json-duplicate-keys.ts';
import { callSchemaFieldOf, placeServerError } from '../../src/portal/forms/server-errors.ts';
import { PlatformError } from '../../src/shared/api/index.ts';

const t = ((key: string) => key) as unknown as TFunction;
const WITHDRAW_FIELDS = ['payoutAccountId', 'amount', 'paymentPassword'];
const general = JSON.parse(readFileSync('schemas/api-errors.json', 'utf8')) as ApiErrorsFile;
const request = { type: 'object', properties: { amount: { type: 'string' } } };

describe('call schema errors', () => {
  it('refuses a code that is no code, one the call\'s auth answers already, and a field the request lacks', () => {
    const errors = { 'amount.invalid': { field: 'amout' }, 'amount too big': {}, CUSTOMER_NOT_LOGIN: {}, 'validation.failed': { field: 'amount' } };
    expect(errorProblems({ name: 'fakeCall', auth: 'member', request, errors }, general)).toEqual([
      "schemas/api/fakeCall.json: /errors/amount.invalid/field: the request has no field 'amout'; it has amount",
      "schemas/api/fakeCall.json: /errors/amount too big: 'amount too big' is not an error code (letters, digits, '.' and '_')",
      "schemas/api/fakeCall.json: /errors/CUSTOMER_NOT_LOGIN: every member call may answer 'CUSTOMER_NOT_LOGIN' already (schemas/api-errors.json); name it here only with a field",
    ]);
  });

  it('a code exists because a call schema declares it: a member call\'s code reaches the portal, an operator-only code the desk', () => {
    const shipped = readdirSync('schemas/api').filter((file) => file.endsWith('.json')).map((file) => ({
      ...(JSON.parse(readFileSync(`schemas/api/${file}`, 'utf8')) as Omit<ErrorsOfCallSchema, 'name'>),
      name: file.replace(/\.json$/, ''),
    }));
    const before = errorCodeLists(shipped, general);
    expect(before.platform).not.toContain('fake.refused');
    const member: ErrorsOfCallSchema = { name: 'fakeCall', auth: 'member', request, errors: { 'fake.refused': {} } };
    const operator: ErrorsOfCallSchema = { name: 'deskFakeCall', auth: 'operator', request, errors: { 'desk.fake.refused': {}, 'fake.refused': {} } };
    const after = errorCodeLists([...shipped, member, operator], general);
    expect(after.platform.filter((code) => !before.platform.includes(code))).toEqual(['fake.refused']);
    // A code a portal call answers too is the portal's, so its members read it in their language.
    expect(after.desk.filter((code) => !before.desk.includes(code))).toEqual(['desk.fake.refused']);
    // The envelope's own and the auth rules' codes are there whatever the call schemas say.
    expect(errorCodeLists([], general).platform).toEqual(expect.arrayContaining(['validation.failed', 'CUSTOMER_NOT_LOGIN', 'agent.only']));
    expect(errorCodeLists([], general).desk).toEqual(['desk.role.forbidden']);
  });

  it('the shipped call schemas name known codes and fields their requests have', () => {
    const callSchemas = readdirSync('schemas/api').filter((file) => file.endsWith('.json')).map((file) => ({
      ...(JSON.parse(readFileSync(`schemas/api/${file}`, 'utf8')) as Omit<ErrorsOfCallSchema, 'name'>),
      name: file.replace(/\.json$/, ''),
    }));
    expect(callSchemas.filter((c) => c.errors).length).toBeGreaterThanOrEqual(100);
    expect(callSchemas.flatMap((c) => errorProblems(c, general))).toEqual([]);
  });

  it('finds a key written twice in one object, which JSON.parse would drop silently', () => {
    const text = '{\n  "errors": { "a.b": {} },\n  "request": { "x": 1, "y": [{ "k": 1, "k": 2 }] },\n  "errors": {}\n}';
    expect(duplicateKeys(text)).toEqual([
      { pointer: '/request/y/0', key: 'k', line: 3 },
      { pointer: '/', key: 'errors', line: 4 },
    ]);
    for (const file of readdirSync('schemas/api').filter((name) => name.endsWith('.json'))) {
      expect(duplicateKeys(readFileSync(`schemas/api/${file}`, 'utf8')), file).toEqual([]);
    }
  });

  it('a form places an error under the field its call schema names, others on the form', () => {
    const place = (code: string) => placeServerError(new PlatformError(code, 'English', 400), WITHDRAW_FIELDS, t, callSchemaFieldOf('withdrawRequest'));
    expect(place('withdraw.amount.range').fields).toEqual({ amount: 'errorCode.withdraw.amount.range' });
    expect(place('payoutAccount.invalid').fields).toEqual({ payoutAccountId: 'errorCode.payoutAccount.invalid' });
    expect(place('paymentPassword.invalid').fields).toEqual({ paymentPassword: 'errorCode.paymentPassword.invalid' });
    expect(place('withdraw.hours.closed')).toEqual({ fields: {}, form: 'errorCode.withdraw.hours.closed' });
    expect(callSchemaFieldOf('agentTransfer')('transfer.recipient.invalid')).toBe('username');
    expect(callSchemaFieldOf('changePassword')('password.old.invalid')).toBe('oldPassword');
    expect(callSchemaFieldOf('noSuchCall')('amount.invalid')).toBeNull();
  });

  it('both deposit forms place a limit refusal under the amount, the bank transfer\'s receipt and reference under theirs', () => {
    for (const call of ['depositCreate', 'depositManualCreate']) {
      for (const period of ['day', 'week', 'month']) expect(callSchemaFieldOf(call)(`deposit.limit.${period}`), call).toBe('amount');
      expect(callSchemaFieldOf(call)('deposit.amount.range')).toBe('amount');
      expect(callSchemaFieldOf(call)('deposit.channel.invalid')).toBe('channel');
    }
    const manual = callSchemaFieldOf('depositManualCreate');
    expect(['deposit.receipt.required', 'deposit.receipt.invalid', 'deposit.receipt.tooLarge'].map(manual)).toEqual(['receipt', 'receipt', 'receipt']);
    expect(manual('deposit.reference.invalid')).toBe('reference');
    expect(manual('deposit.manual.pending')).toBeNull();
  });
});
