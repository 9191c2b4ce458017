// /resetPassword?token=…: the page a reset mail links to. The new password is checked with the
// merchant's password rule here for convenience and on the platform where it counts; errors show
// next to their field; on success every session of the member has ended and they log in anew.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import callSchema from '../../../../schemas/api/resetPassword.json';
import { checkField, type PatternRule } from '../../../shared/patterns.ts';
import { useConfig } from '../../app/config-context.tsx';
import { SchemaForm, useSchemaForm } from '../../forms/SchemaForm.tsx';
import type { FieldSpec } from '../../forms/ui-schema.ts';
import { openModal } from '../../state/store.ts';
import { browserEnv } from '../session/index.ts';
import { passwordRuleOf } from '../changePassword/index.ts';

const SPEC: Record<string, FieldSpec> = {
  newPassword: { widget: 'password', label: 'field.newPassword', autoComplete: 'new-password' },
  confirmNewPassword: { widget: 'password', label: 'field.confirmNewPassword', autoComplete: 'new-password' },
};

export function ResetPasswordSection() {
  const { t } = useTranslation();
  const config = useConfig();
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const rule = passwordRuleOf(config.registration.fields as Record<string, { pattern?: PatternRule }>);
  const form = useSchemaForm('resetPassword', SPEC, callSchema.request, {});
  const [state, setState] = useState<'editing' | 'sending' | 'done'>('editing');

  const check = (): Record<string, string> => {
    const { newPassword = '', confirmNewPassword = '' } = form.values;
    const found = form.patternErrors();
    const problem = checkField(newPassword, { shown: true, required: true, ...(rule ? { pattern: rule } : {}) });
    if (problem) found.newPassword = t(problem.messageKey, problem.params);
    if (confirmNewPassword !== newPassword) found.confirmNewPassword = t('error.confirmMismatch');
    return found;
  };
  const submit = async () => {
    const found = check();
    form.setErrors(found);
    form.setFormError(null);
    if (Object.keys(found).length > 0) return;
    setState('sending');
    try {
      await browserEnv.call('resetPassword', { token, newPassword: form.values.newPassword ?? '', confirmNewPassword: form.values.confirmNewPassword ?? '' });
      setState('done');
    } catch (error) {
      form.refused(error, (code) => (code.startsWith('password.') ? 'newPassword' : null));
      setState('editing');
    }
  };
  return (
    <section className="section reset-password" aria-labelledby="section-title">
      <h1 id="section-title">{t('reset.title')}</h1>
      {state === 'done' ? (
        <>
          <p role="status">{t('reset.done')}</p>
          <button type="button" className="btn btn-primary" onClick={() => openModal('login')}>{t('auth.login')}</button>
        </>
      ) : (
        <SchemaForm state={form} className="form reset-password-form" onSubmit={() => void submit()}>
          <button type="submit" className="btn btn-primary" disabled={state === 'sending'}>{t('reset.submit')}</button>
        </SchemaForm>
      )}
    </section>
  );
}
