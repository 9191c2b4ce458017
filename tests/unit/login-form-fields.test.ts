// The login dialog's fields: each step's fields are the login call's request fields (the list the
// dialog carries is the call schema's, field for field), shaped by the merchant's forms.login; its
// refusals land on the fields the call schema's errors name.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import login from '../../schemas/api/login.json';
import { loginMachine, type LoginPayload } from '../../flows/login.machine.ts';
import { loginModelInput } from '../../flows/paths/login.model.ts';
import { buildSchemaForm } from '../../src/portal/forms/ui-schema.ts';
import { loginRequest, loginStartValues, loginStepSpec } from '../../src/portal/features/login/login-fields.ts';
import { LoginFields } from '../../src/portal/features/login/LoginFields.tsx';
import { CODE_STEPS } from '../../src/portal/features/login/VerificationStep.tsx';
import { errorFields } from '../../src/generated/api/error-fields.ts';

const t = (key: string) => `«${key}»`;

describe('the login dialog\'s fields', () => {
  it('knows exactly the login request\'s fields', () => {
    expect(Object.keys(loginRequest.properties).sort()).toEqual(Object.keys(login.request.properties).sort());
  });

  it('shows each step in the merchant\'s order, with its labels and help', () => {
    const settings = { order: ['password', 'username'], fields: { username: { labelKey: 'my.user', helpKey: 'my.help' } } };
    const built = buildSchemaForm(loginStepSpec('password'), loginRequest, settings, t);
    expect(built.fields).toEqual(['password', 'username']);
    expect(built.uiSchema.username).toMatchObject({ 'ui:title': '«my.user»', 'ui:options': { hint: '«my.help»' } });
    // The SMS tab sends its code as the password; the code steps send verificationCode.
    expect(buildSchemaForm(loginStepSpec('sms'), loginRequest, {}, t).fields).toEqual(['mobileNum', 'password']);
    expect(buildSchemaForm(CODE_STEPS.twoFactor, loginRequest, settings, t).uiSchema.verificationCode).toMatchObject({ 'ui:title': '«field.authenticatorCode»' });
  });

  it('does not draw a field the merchant hid, and sends its default', async () => {
    const settings = { fields: { username: { hidden: true, default: 'house01' }, mobileNum: { default: 'not hidden: typed' } } };
    const built = buildSchemaForm(loginStepSpec('password'), loginRequest, settings, t);
    const start = loginStartValues(settings);
    expect(start).toEqual({ username: 'house01', password: '', captcha: '', mobileNum: '', code: '' });
    const html = renderToStaticMarkup(createElement(LoginFields, { built, values: start, errors: {}, onEdit: () => undefined }));
    expect(html).not.toContain('name="username"');
    expect(html).toContain('name="password"');

    // The machine starts from those values (the dialog hands them over) and sends the default.
    const sent: LoginPayload[] = [];
    const actor = createActor(loginMachine.provide({
      actors: { submitLogin: fromPromise(async ({ input }: { input: LoginPayload }) => { sent.push(input); throw { errorCode: 'user.or.password.invalid', message: 'no' }; }) as never },
    }), { input: loginModelInput }).start();
    actor.send({ type: 'EDIT', values: start });
    actor.send({ type: 'EDIT', values: { password: 'pw' } });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, () => sent.length > 0);
    expect(sent[0]).toEqual({ type: 'username', username: 'house01', password: 'pw' });
    actor.stop();
  });

  it('places the login\'s refusals on the fields its call schema names', () => {
    expect(errorFields.login).toMatchObject({ 'user.or.password.invalid': 'password', 'captcha.invalid': 'captcha', 'verification.code.invalid': 'verificationCode' });
  });
});
