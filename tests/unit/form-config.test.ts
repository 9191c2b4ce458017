// A merchant's form settings (forms.<call>) are validated like the rest of its config: a call
// that does not exist, a field its request does not have (in order or in fields), an unsafe
// pattern and a hidden field without a default are each refused with file, line, JSON pointer
// and a sentence. The shape a valid setting gives the rendered form is checked too.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadMerchants } from '../../src/shared/config/index.ts';
import { buildSchemaForm, initialValues, patternProblems, type FieldSpec } from '../../src/portal/forms/ui-schema.ts';
import withdrawRequest from '../../schemas/api/withdrawRequest.json';
import messageReply from '../../schemas/api/messageReply.json';
import pointRedeem from '../../schemas/api/pointRedeem.json';
import { createFixture } from './helpers/merchant-fixture.ts';

const API = '"api": { "baseUrl": "/", "encryption": "des-rsa", "moduleIdHeader": "ModuleId", "timeoutMs": 20000 }';
// Lines of the settings written just after bdwin's "api" line: the settings' own line `n` (1 = "forms").
const apiLine = readFileSync(new URL('../../merchants/bdwin/merchant.json', import.meta.url), 'utf8').split('\n').findIndex((line) => line.includes(API)) + 1;
const settingsLine = (n: number) => apiLine + n;

function problemsWith(forms: string) {
  const fixture = createFixture(['bdwin', 'vnlotto', 'cnstar']);
  fixture.edit('bdwin', API, `${API},\n  "forms": ${forms}`);
  return loadMerchants(fixture.merchantsDir, { localesDir: fixture.localesDir }).problems.map((p) => ({ file: p.file.split('/').slice(-2).join('/'), line: p.line, pointer: p.pointer, keyword: p.keyword, message: p.message }));
}

describe('form settings in the merchant config', () => {
  it('accepts a reorder, relabel, help text and a hidden field with its default', () => {
    expect(problemsWith(`{
    "withdrawRequest": { "order": ["payoutAccountId", "amount"], "fields": { "amount": { "labelKey": "withdraw.title", "helpKey": "withdraw.amountHint" } } },
    "transferUpline": { "confirm": false, "fields": { "remark": { "hidden": true, "default": "" } } }
  }`)).toEqual([]);
  });

  it('refuses a field the call does not have, with file, line, pointer and a sentence', () => {
    const problems = problemsWith(`{
    "withdrawRequest": {
      "order": ["amount", "bankName"],
      "fields": { "iban": { "labelKey": "withdraw.title" } }
    }
  }`);
    expect(problems).toEqual([
      { file: 'bdwin/merchant.json', line: settingsLine(3), pointer: '/forms/withdrawRequest/order/1', keyword: 'form-field', message: "the call 'withdrawRequest' has no field 'bankName'; its request has amount, payoutAccountId, paymentPassword, requestKey" },
      { file: 'bdwin/merchant.json', line: settingsLine(4), pointer: '/forms/withdrawRequest/fields/iban', keyword: 'form-field', message: "the call 'withdrawRequest' has no field 'iban'; its request has amount, payoutAccountId, paymentPassword, requestKey" },
    ]);
  });

  it('takes settings for the account, limit, break, feedback and promo code forms, and refuses their unknown fields', () => {
    expect(problemsWith(`{
    "changePassword": { "order": ["newPassword", "confirmNewPassword", "oldPassword"], "fields": { "newPassword": { "helpKey": "withdraw.amountHint" } } },
    "paymentPasswordSet": { "order": ["confirmPassword", "password"] },
    "payoutAccountAdd": { "fields": { "accountNumber": { "pattern": "^01[0-9]{9}$", "patternMessageKey": "pattern.bdMobile" } } },
    "depositLimitSet": { "fields": { "amount": { "labelKey": "withdraw.amount" } } },
    "protectionStart": { "fields": { "duration": { "widget": "choice" } } },
    "feedbackSubmit": { "order": ["content", "type"] },
    "promoCodeRedeem": { "fields": { "code": { "placeholderKey": "withdraw.amount" } } }
  }`)).toEqual([]);
    const problems = problemsWith(`{
    "changePassword": { "order": ["password"] },
    "payoutAccountAdd": { "fields": { "iban": { "labelKey": "withdraw.amount" } } },
    "protectionStart": { "fields": { "duration": { "widget": "radio" } } }
  }`);
    expect(problems).toEqual([
      { file: 'bdwin/merchant.json', line: settingsLine(2), pointer: '/forms/changePassword/order/0', keyword: 'form-field', message: "the call 'changePassword' has no field 'password'; its request has oldPassword, newPassword, confirmNewPassword" },
      { file: 'bdwin/merchant.json', line: settingsLine(3), pointer: '/forms/payoutAccountAdd/fields/iban', keyword: 'form-field', message: "the call 'payoutAccountAdd' has no field 'iban'; its request has provider, accountNumber, holderName" },
      { file: 'bdwin/merchant.json', line: settingsLine(4), pointer: '/forms/protectionStart/fields/duration/widget', keyword: 'enum', message: "'radio' is not an allowed value; expected one of money, text, password, select, choice, textarea" },
    ]);
  });

  it('takes settings for the 2FA, contact binding, reset-link and application forms, and refuses their unknown fields', () => {
    expect(problemsWith(`{
    "twoFactorEnable": { "order": ["password", "code"], "fields": { "code": { "pattern": "^[0-9]{6}$", "patternMessageKey": "pattern.required" } } },
    "twoFactorDisable": { "fields": { "code": { "labelKey": "withdraw.amount" } } },
    "securityMobileBind": { "order": ["password", "mobile", "code"] },
    "securityEmailBind": { "fields": { "email": { "helpKey": "withdraw.amountHint" } } },
    "resetPassword": { "order": ["confirmNewPassword", "newPassword"] },
    "promotionApply": { "fields": { "comment": { "labelKey": "withdraw.amount" } } }
  }`)).toEqual([]);
    const problems = problemsWith(`{
    "twoFactorEnable": { "order": ["otp"] },
    "securityMobileBind": { "fields": { "mobileNum": { "labelKey": "withdraw.amount" } } },
    "resetPassword": { "order": ["password"] },
    "promotionApply": { "fields": { "remark": { "labelKey": "withdraw.amount" } } }
  }`);
    expect(problems).toEqual([
      { file: 'bdwin/merchant.json', line: settingsLine(2), pointer: '/forms/twoFactorEnable/order/0', keyword: 'form-field', message: "the call 'twoFactorEnable' has no field 'otp'; its request has code, password" },
      { file: 'bdwin/merchant.json', line: settingsLine(3), pointer: '/forms/securityMobileBind/fields/mobileNum', keyword: 'form-field', message: "the call 'securityMobileBind' has no field 'mobileNum'; its request has mobile, code, password" },
      { file: 'bdwin/merchant.json', line: settingsLine(4), pointer: '/forms/resetPassword/order/0', keyword: 'form-field', message: "the call 'resetPassword' has no field 'password'; its request has token, newPassword, confirmNewPassword" },
      { file: 'bdwin/merchant.json', line: settingsLine(5), pointer: '/forms/promotionApply/fields/remark', keyword: 'form-field', message: "the call 'promotionApply' has no field 'remark'; its request has promotionId, comment, images" },
    ]);
  });

  it('takes a fixed period or kind of the call\'s values, and refuses one the call does not have', () => {
    expect(problemsWith(`{
    "depositLimitSet": { "fields": { "period": { "hidden": true, "default": "month" } } },
    "protectionStart": { "fields": { "kind": { "hidden": true, "default": "timeout" } } }
  }`)).toEqual([]);
    expect(problemsWith(`{
    "depositLimitSet": { "fields": { "period": { "hidden": true, "default": "year" } } }
  }`)).toEqual([
      { file: 'bdwin/merchant.json', line: settingsLine(2), pointer: '/forms/depositLimitSet/fields/period/default', keyword: 'form-default', message: "'year' is not a value of 'period' in the call 'depositLimitSet'; it takes day, week, month" },
    ]);
  });

  it('names a field of an object property by its path (the redeem form\'s recipient), and refuses one the object does not have', () => {
    expect(problemsWith(`{
    "pointRedeem": { "order": ["recipient/phone"], "fields": { "recipient/address": { "helpKey": "pointMall.recipient" } } }
  }`)).toEqual([]);
    expect(problemsWith(`{
    "pointRedeem": { "fields": { "recipient/city": { "helpKey": "pointMall.recipient" } } }
  }`)).toEqual([
      { file: 'bdwin/merchant.json', line: settingsLine(2), pointer: '/forms/pointRedeem/fields/recipient~1city', keyword: 'form-field', message: "the call 'pointRedeem' has no field 'recipient/city'; its request has productId, quantity, paymentPassword, requestKey, recipient, recipient/name, recipient/address, recipient/phone" },
    ]);
  });

  it('refuses a call that does not exist, an unsafe pattern, a hidden field without default and an unknown text key', () => {
    const problems = problemsWith(`{
    "withdrawNow": { "confirm": false },
    "transferUpline": { "fields": { "remark": { "pattern": "^(a+)+$", "patternMessageKey": "withdraw.title" }, "amount": { "hidden": true } } },
    "agentTransfer": { "fields": { "username": { "labelKey": "no.such.text" } } }
  }`);
    expect(problems).toEqual(expect.arrayContaining([
      expect.objectContaining({ pointer: '/forms/withdrawNow', keyword: 'form-call', message: expect.stringContaining("there is no call 'withdrawNow'") }),
      expect.objectContaining({ pointer: '/forms/transferUpline/fields/remark/pattern', keyword: 'regex-unsafe' }),
      expect.objectContaining({ pointer: '/forms/transferUpline/fields/amount/default', keyword: 'dependentRequired', message: "the setting 'default' is required when 'hidden' is given" }),
      expect.objectContaining({ pointer: '/forms/agentTransfer/fields/username/labelKey', keyword: 'missing-translation', message: expect.stringContaining("message key 'no.such.text' has no EN translation") }),
    ]));
    for (const p of problems) expect(p.line).toBeGreaterThan(277);
  });
});

describe('a schema form from its call and the merchant settings', () => {
  const spec: Record<string, FieldSpec> = {
    amount: { widget: 'money', label: 'withdraw.amount', hint: 'From 100 to 4,226.66' },
    payoutAccountId: { widget: 'select', label: 'withdraw.account', choices: [{ value: '7', label: 'bKash 01*****789' }] },
    paymentPassword: { widget: 'password', label: 'withdraw.paymentPassword' },
    notInCall: { widget: 'text', label: 'x.y' },
  };
  const t = (key: string) => `«${key}»`;

  it('takes the fields from the call in the form\'s order, without any the call does not have', () => {
    const built = buildSchemaForm(spec, withdrawRequest.request, {}, t);
    expect(built.fields).toEqual(['amount', 'payoutAccountId', 'paymentPassword']);
    expect(built.uiSchema.amount).toMatchObject({ 'ui:widget': 'money', 'ui:title': '«withdraw.amount»', 'ui:options': { hint: 'From 100 to 4,226.66' } });
  });

  it('applies the merchant\'s order, labels, help, placeholder, widget and hidden fields', () => {
    const settings = {
      order: ['payoutAccountId', 'paymentPassword'],
      fields: {
        amount: { labelKey: 'my.amount', helpKey: 'my.help', placeholderKey: 'my.placeholder' },
        paymentPassword: { hidden: true, default: 'x' },
      },
    };
    const built = buildSchemaForm(spec, withdrawRequest.request, settings, t);
    expect(built.fields).toEqual(['payoutAccountId', 'paymentPassword', 'amount']);
    expect(built.uiSchema.amount).toMatchObject({ 'ui:title': '«my.amount»', 'ui:placeholder': '«my.placeholder»', 'ui:options': { hint: '«my.help» · From 100 to 4,226.66' } });
    expect(built.uiSchema.paymentPassword).toMatchObject({ 'ui:widget': 'hidden' });
    expect(initialValues(built.fields, { payoutAccountId: '7' }, settings)).toEqual({ payoutAccountId: '7', paymentPassword: 'x', amount: '' });
  });

  it('renders a field of an object property, named by its path, in the merchant\'s order', () => {
    const redeem: Record<string, FieldSpec> = {
      quantity: { widget: 'money', label: 'pointMall.quantity', decimals: 0 },
      'recipient/name': { widget: 'text', label: 'pointMall.recipientName' },
      'recipient/city': { widget: 'text', label: 'x.y' },
      paymentPassword: { widget: 'password', label: 'pointMall.password' },
    };
    const built = buildSchemaForm(redeem, pointRedeem.request, { order: ['recipient/name'] }, t);
    expect(built.fields).toEqual(['recipient/name', 'quantity', 'paymentPassword']);
    expect(built.uiSchema['recipient/name']).toMatchObject({ 'ui:widget': 'text', 'ui:title': '«pointMall.recipientName»' });
  });

  it('gives a label\'s values to the form\'s text and to the merchant\'s (a reply names its writer)', () => {
    const named = (key: string, params?: Record<string, unknown>) => `«${key}:${String(params?.name)}»`;
    const reply: Record<string, FieldSpec> = { content: { widget: 'textarea', label: 'messages.replyLabel', labelParams: { name: 'agent01' } } };
    expect(buildSchemaForm(reply, messageReply.request, {}, named).uiSchema.content).toMatchObject({ 'ui:title': '«messages.replyLabel:agent01»', 'ui:widget': 'textarea' });
    const relabelled = buildSchemaForm(reply, messageReply.request, { fields: { content: { labelKey: 'my.reply' } } }, named);
    expect(relabelled.fields).toEqual(['content']);
    expect(relabelled.uiSchema.content).toMatchObject({ 'ui:title': '«my.reply:agent01»' });
  });

  it('checks the merchant\'s extra patterns with their message key', () => {
    const settings = { fields: { amount: { pattern: '^[0-9]+$', patternMessageKey: 'my.wholeOnly' } } };
    expect(patternProblems({ amount: '2.5' }, settings)).toEqual({ amount: 'my.wholeOnly' });
    expect(patternProblems({ amount: '25' }, settings)).toEqual({});
    expect(patternProblems({ amount: '' }, settings)).toEqual({});
  });
});
