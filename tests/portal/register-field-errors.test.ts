// The register form places a refused registration's errors by the shared placement and the
// register call schema's `errors`: a code about a field shows under it when the field is shown,
// the platform's per-field problems under theirs (the age texts get their {{age}}), the rest
// below the form.
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { errorFields } from '../../src/generated/api/error-fields.ts';
import { fieldErrors, placeRegisterError } from '../../src/portal/features/registration/field-errors.ts';

const t = ((key: string, params?: { age?: unknown }) => (params?.age === undefined ? key : `${key}:${String(params.age)}`)) as unknown as TFunction;
const SHOWN = ['username', 'password', 'confirmPassword', 'mobileNum', 'verificationCode', 'captcha', 'ageConfirmed'];
const refused = (errorCode: string, value: unknown = null) => ({ errorCode, message: 'English', value });

describe('register form errors', () => {
  it('puts a code the call schema ties to a shown field under that field', () => {
    expect(placeRegisterError(refused('captcha.invalid'), SHOWN, t)).toEqual({ fields: { captcha: 'errorCode.captcha.invalid' }, form: null });
    expect(placeRegisterError(refused('mobile.exists'), SHOWN, t).fields).toEqual({ mobileNum: 'errorCode.mobile.exists' });
    expect(placeRegisterError(refused('sms.code.expired'), SHOWN, t).fields).toEqual({ verificationCode: 'errorCode.sms.code.expired' });
  });

  it('shows a code about a field the form does not show, or about none, below the form', () => {
    expect(placeRegisterError(refused('affiliate.invalid'), SHOWN, t)).toEqual({ fields: {}, form: 'errorCode.affiliate.invalid' });
    expect(placeRegisterError(refused('register.not.found'), SHOWN, t)).toEqual({ fields: {}, form: 'errorCode.register.not.found' });
  });

  it('puts the platform\'s field problems under their fields, with the age for the age texts', () => {
    const value = { fields: { ageConfirmed: { messageKey: 'register.age.confirm', params: { min: 21, max: 21 } }, password: { messageKey: 'pattern.any', params: { min: 6, max: 20 } } } };
    const placed = placeRegisterError(refused('validation.failed', value), SHOWN, t);
    expect(placed).toEqual({ fields: { ageConfirmed: 'register.age.confirm:21', password: 'pattern.any:6' }, form: null });
    expect(fieldErrors(placed, { field: 'confirmPassword', messageKey: 'error.confirmMismatch' }, t)).toEqual({
      ageConfirmed: { __errors: ['register.age.confirm:21'] },
      password: { __errors: ['pattern.any:6'] },
      confirmPassword: { __errors: ['error.confirmMismatch'] },
    });
  });

  it('nothing refused: no field errors and nothing below the form', () => {
    expect(placeRegisterError(null, SHOWN, t)).toEqual({ fields: {}, form: null });
    expect(fieldErrors({ fields: {}, form: null }, null, t)).toBeUndefined();
  });

  it('both register calls name the same field for each code', () => {
    expect(errorFields.registerMobile).toEqual(errorFields.register);
  });
});
