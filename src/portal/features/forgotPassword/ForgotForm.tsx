// The forgot-password modal's fields: each tab renders from its call's request schema
// (forgotPasswordEmail, forgotPasswordPhone) with the merchant's forms.<call> settings; the
// modal's machine keeps the values and its rules, each problem shows under its field. A chunk of
// its own, so the sign-in dialog's first load does not name the schema renderer's chunks.
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import emailContract from '../../../../schemas/api/forgotPasswordEmail.json';
import phoneContract from '../../../../schemas/api/forgotPasswordPhone.json';
import type { ForgotPasswordContext, ForgotPasswordEvent, ForgotPasswordFields } from '../../../../flows/forgotPassword.machine.ts';
import { PlatformError } from '../../../shared/api/index.ts';
import { SchemaForm, useBuiltForm, type RenderedFormState, type Values } from '../../forms/SchemaForm.tsx';
import { placeServerError } from '../../forms/server-errors.ts';
import type { FieldSpec } from '../../forms/ui-schema.ts';

const EMAIL_SPEC: Record<string, FieldSpec> = {
  username: { widget: 'text', label: 'field.username', autoComplete: 'username' },
  email: { widget: 'text', label: 'field.email', type: 'email', inputMode: 'email', autoComplete: 'email' },
};
const PHONE_SPEC: Record<string, FieldSpec> = {
  mobileNum: { widget: 'text', label: 'field.mobileNum', type: 'tel', inputMode: 'tel', autoComplete: 'tel' },
  verificationCode: { widget: 'text', label: 'field.verificationCode', inputMode: 'numeric', autoComplete: 'one-time-code' },
  newPassword: { widget: 'password', label: 'field.newPassword', autoComplete: 'new-password' },
};

const fieldOfCode = (code: string) => (code.startsWith('sms.') || code.startsWith('verification') ? 'verificationCode' : code.startsWith('password.') ? 'newPassword' : null);

interface Props {
  phone: boolean;
  ctx: ForgotPasswordContext;
  send: (event: ForgotPasswordEvent) => void;
  /** The password rule's lengths, for the machine's message. */
  lengths: { min: number; max: number };
  /** The SMS code's send button, beside the code (phone tab). */
  smsButton: ReactNode;
}

export function ForgotForm({ phone, ctx, send, lengths, smsButton }: Props) {
  const { t } = useTranslation();
  const call = phone ? 'forgotPasswordPhone' : 'forgotPasswordEmail';
  const emailForm = useBuiltForm('forgotPasswordEmail', EMAIL_SPEC, emailContract.request);
  const phoneForm = useBuiltForm('forgotPasswordPhone', PHONE_SPEC, phoneContract.request);
  const { built, patternErrors } = phone ? phoneForm : emailForm;
  const [ownErrors, setOwnErrors] = useState<Record<string, string>>({});
  // A refusal from the platform shows until the member edits again.
  const [seenError, setSeenError] = useState<unknown>(null);
  const values: Values = Object.fromEntries(built.fields.map((name) => [name, ctx.fields[name as keyof ForgotPasswordFields] ?? '']));
  const server = ctx.error && ctx.error !== seenError
    ? placeServerError(new PlatformError(ctx.error.errorCode ?? 'unknown', ctx.error.message ?? '', 0, ctx.error.value ?? null), built.fields, t, fieldOfCode)
    : { fields: {}, form: null };
  // The machine's first problem of the tab shown, under its field.
  const problem = ctx.formError && built.fields.includes(ctx.formError.field) ? { [ctx.formError.field]: t(ctx.formError.messageKey, lengths) } : {};
  const state: RenderedFormState = {
    call, values, errors: { ...server.fields, ...problem, ...ownErrors }, formError: server.form, fields: built.fields, built,
    setValues: (next) => { setSeenError(ctx.error); send({ type: 'EDIT', values: next }); },
    setErrors: (left) => setOwnErrors((own) => Object.fromEntries(Object.entries(own).filter(([name]) => name in left))),
    setFormError: () => undefined,
  };
  const submit = () => {
    const found = patternErrors(values);
    setOwnErrors(found);
    if (Object.keys(found).length === 0) send({ type: 'SUBMIT' });
  };
  return (
    <SchemaForm state={state} className="form forgot-password-form" beside={phone && smsButton ? { verificationCode: smsButton } : undefined} onSubmit={submit}>
      <button type="submit" className="btn btn-primary">{t('forgot.submit')}</button>
    </SchemaForm>
  );
}
