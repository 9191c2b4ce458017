// The login's code step (an unregistered IP's SMS code, or the authenticator code of two-factor
// login) rendered from the login call's request schema (its verificationCode field) with the
// merchant's forms.login settings, like every schema form. The machine keeps the flow; a refused
// code shows under the field. Its own chunk (rjsf), loaded when the step is reached.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlowError } from '../../../../flows/types.ts';
import { PlatformError } from '../../../shared/api/index.ts';
import { SchemaForm, useSchemaForm } from '../../forms/SchemaForm.tsx';
import { Modal } from '../../shell/Modal.tsx';
import type { FieldSpec } from '../../forms/ui-schema.ts';
import { LOGIN_CALL, loginRequest } from './login-fields.ts';

/** The code step's one field, by step: the login request's verificationCode. */
export const CODE_STEPS: Record<Props['kind'], Record<string, FieldSpec>> = {
  // A recovery code has letters: the two-factor step keeps the full keyboard.
  twoFactor: { verificationCode: { widget: 'text', label: 'field.authenticatorCode', inputMode: 'text', autoComplete: 'one-time-code' } },
  ipVerification: { verificationCode: { widget: 'text', label: 'field.verificationCode', inputMode: 'numeric', autoComplete: 'one-time-code' } },
};

interface Props {
  kind: 'ipVerification' | 'twoFactor';
  onVerify: (code: string) => void;
  onCancel: () => void;
  onResend: (() => void) | null;
  sending: boolean;
  /** The machine's refusal of the last code (a new object for each refusal). */
  error: FlowError | null;
  flowState: unknown;
}

export function VerificationStep({ kind, onVerify, onCancel, onResend, sending, error, flowState }: Props) {
  const { t } = useTranslation();
  const state = useSchemaForm(LOGIN_CALL, CODE_STEPS[kind], loginRequest, { verificationCode: '' });
  const { refused } = state;
  useEffect(() => {
    if (error) refused(new PlatformError(error.errorCode ?? 'unknown', error.message ?? '', 0, error.value ?? null));
    // Once per refusal: `refused` is a new function each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [error]);
  const submit = () => {
    const found = state.patternErrors();
    state.setErrors(found);
    if (Object.keys(found).length === 0) onVerify(state.values.verificationCode ?? '');
  };
  const resend = onResend ? (
    <button type="button" className="btn btn-small" disabled={sending} onClick={onResend}>{t(sending ? 'sms.sending' : 'sms.resend')}</button>
  ) : null;
  return (
    <Modal title={t(kind === 'twoFactor' ? 'auth.twoFactorTitle' : 'auth.ipVerificationTitle')} onClose={onCancel} flowState={flowState}>
      <SchemaForm state={state} className="form verification-step" onSubmit={submit} lead={<p>{t(kind === 'twoFactor' ? 'auth.twoFactorHint' : 'auth.ipVerificationHint')}</p>}
        beside={resend ? { verificationCode: resend } : undefined}>
        <div className="actions">
          <button type="button" className="btn" onClick={onCancel}>{t('common.cancel')}</button>
          <button type="submit" className="btn btn-primary">{t('auth.verify')}</button>
        </div>
      </SchemaForm>
    </Modal>
  );
}
