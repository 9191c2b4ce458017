// The forgot-password modal's fields: each tab renders from its call's request schema
// (forgotPasswordEmail, forgotPasswordPhone) with the merchant's forms.<call> settings; the
// modal's machine keeps the values and its rules, each problem shows under its field. A chunk of
// its own, so the sign-in dialog's first load does not name the schema renderer's chunks.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import emailCallSchema from '../../../../schemas/api/forgotPasswordEmail.json';
import phoneCallSchema from '../../../../schemas/api/forgotPasswordPhone.json';
import type { ForgotPasswordContext, ForgotPasswordEvent } from '../../../../flows/forgotPassword.machine.ts';
import { SchemaForm } from '../../forms/SchemaForm.tsx';
import { useMachineForm } from '../../forms/useMachineForm.ts';
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
  // The machine's first problem of the tab shown, under its field.
  const problem = ctx.formError ? { [ctx.formError.field]: t(ctx.formError.messageKey, lengths) } : null;
  const { state, submit } = useMachineForm({
    call: phone ? 'forgotPasswordPhone' : 'forgotPasswordEmail',
    spec: phone ? PHONE_SPEC : EMAIL_SPEC,
    request: phone ? phoneCallSchema.request : emailCallSchema.request,
    values: ctx.fields, error: ctx.error, problem, fieldOfCode, send,
  });
  return (
    <SchemaForm state={state} className="form forgot-password-form" beside={phone && smsButton ? { verificationCode: smsButton } : undefined} onSubmit={submit}>
      <button type="submit" className="btn btn-primary">{t('forgot.submit')}</button>
    </SchemaForm>
  );
}
