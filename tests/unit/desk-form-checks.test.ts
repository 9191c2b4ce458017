// The desk confirmation's checks before sending (src/desk/queue/checks.ts) and the shared placement
// of a refused call's error (src/shared/forms/server-errors.ts) that the portal and the desk use.
import { describe, expect, it } from 'vitest';
import { PlatformError } from '../../src/shared/api/errors.ts';
import { placeError } from '../../src/shared/forms/server-errors.ts';
import { fieldErrors, patternMaxMinor, wireValues } from '../../src/desk/queue/checks.ts';
import type { ActionField } from '../../src/desk/queue/types.ts';

const schema = { properties: { bonusAmount: { type: 'string', pattern: '^[0-9]{1,12}([.][0-9]{1,4})?$' }, reason: { type: 'string', maxLength: 200 } } };
const t = (key: string, params?: Record<string, unknown>) => (params && 'max' in params && params.max !== '' ? `${key}:${String(params.max)}` : key);
const context = (decimals: number) => ({ schema, decimals, locale: 'en-US', t, money: (minor: number) => String(minor) });
const bonus: Record<string, ActionField> = { bonusAmount: { widget: 'money', label: 'bonus', required: true } };

describe('desk form checks', () => {
  it('takes the largest amount from the call pattern, in minor units', () => {
    expect(patternMaxMinor(schema, 'bonusAmount', 0)).toBe(999_999_999_999);
    expect(patternMaxMinor(schema, 'bonusAmount', 2)).toBe(99_999_999_999_999);
    expect(patternMaxMinor(schema, 'reason', 2)).toBeUndefined();
  });

  it('refuses each bad amount with the rule it breaks, at 0 decimals', () => {
    const refusal = (typed: string) => fieldErrors(bonus, { bonusAmount: typed }, context(0)).bonusAmount;
    expect(refusal('')).toBe('money.error.required');
    expect(refusal('2.5')).toBe('money.error.wholeOnly');
    expect(refusal('-5')).toBe('money.error.belowMin:1');
    expect(refusal('1e3')).toBe('money.error.notNumber');
    expect(refusal('1234567890123')).toBe('money.error.aboveMax:999999999999');
    expect(refusal('1,250')).toBeUndefined();
  });

  it('refuses one decimal too many and an amount above the action own maximum', () => {
    expect(fieldErrors(bonus, { bonusAmount: '5.555' }, context(2)).bonusAmount).toBe('money.error.tooManyDecimals');
    const paid: Record<string, ActionField> = { bonusAmount: { widget: 'money', label: 'paid', maxMinor: 500 } };
    expect(fieldErrors(paid, { bonusAmount: '5.01' }, context(2)).bonusAmount).toBe('money.error.aboveMax:500');
    expect(fieldErrors(paid, { bonusAmount: '' }, context(2))).toEqual({});
  });

  it('refuses an empty required text and sends an amount without its thousands separators', () => {
    const reason: Record<string, ActionField> = { reason: { widget: 'textarea', label: 'reason', required: true } };
    expect(fieldErrors(reason, { reason: '  ' }, context(2))).toEqual({ reason: 'form.required' });
    expect(wireValues({ ...bonus, ...reason }, { bonusAmount: ' 1,250 ', reason: 'late' }, { decimals: 0, locale: 'en-US' })).toEqual({ bonusAmount: '1250', reason: 'late' });
  });
});

describe('placing a refused call error', () => {
  const place = (error: unknown, fieldOfCode?: (code: string) => string | null) =>
    placeError(error, { fields: ['bonusAmount', 'turnoverMultiplier'], t, describe: (e) => `errorCode.${e.errorCode}`, ...(fieldOfCode ? { fieldOfCode } : {}) });

  it('puts a validation.failed field under that field, in the app texts', () => {
    const error = new PlatformError('validation.failed', 'turnoverMultiplier must NOT have more than 12 characters', 400, { errors: [{ field: 'turnoverMultiplier', keyword: 'maxLength' }] });
    expect(place(error)).toEqual({ fields: { turnoverMultiplier: 'form.server.maxLength' }, form: null });
  });

  it('puts a code a field names under it, and anything else on the form', () => {
    const turnover = new PlatformError('desk.turnover.invalid', 'English', 400);
    expect(place(turnover, (code) => (code === 'desk.turnover.invalid' ? 'turnoverMultiplier' : null))).toEqual({ fields: { turnoverMultiplier: 'errorCode.desk.turnover.invalid' }, form: null });
    expect(place(new PlatformError('desk.state.changed', 'English', 409))).toEqual({ fields: {}, form: 'errorCode.desk.state.changed' });
    expect(place(new Error('network'))).toEqual({ fields: {}, form: 'errorCode.unknown' });
  });
});
