// /resetPassword?token=…: the page a reset mail links to. The new password is checked with the
// merchant's password rule here for convenience and on the platform where it counts; errors show
// next to their field; on success every session of the member has ended and they log in anew.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { checkField, type PatternRule } from '../../../shared/patterns.ts';
import { useConfig } from '../../app/config-context.tsx';
import { errorText } from '../../i18n/error-text.ts';
import { fieldInput } from '../../shell/field-input.ts';
import { openModal } from '../../state/store.ts';
import { browserEnv } from '../session/index.ts';
import { passwordRuleOf } from '../changePassword/index.ts';

type Field = 'newPassword' | 'confirmNewPassword';

export function ResetPasswordSection() {
  const { t } = useTranslation();
  const config = useConfig();
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const rule = passwordRuleOf(config.registration.fields as Record<string, { pattern?: PatternRule }>);
  const [values, setValues] = useState<Record<Field, string>>({ newPassword: '', confirmNewPassword: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [state, setState] = useState<'editing' | 'sending' | 'done'>('editing');

  const check = (): Partial<Record<Field, string>> => {
    const found: Partial<Record<Field, string>> = {};
    const problem = checkField(values.newPassword, { shown: true, required: true, ...(rule ? { pattern: rule } : {}) });
    if (problem) found.newPassword = t(problem.messageKey, problem.params);
    if (values.confirmNewPassword !== values.newPassword) found.confirmNewPassword = t('error.confirmMismatch');
    return found;
  };
  const submit = async () => {
    const found = check();
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    setState('sending');
    try {
      await browserEnv.call('resetPassword', { token, ...values });
      setState('done');
    } catch (error) {
      const fields = (error as { value?: { fields?: Record<string, { messageKey: string; params?: Record<string, unknown> }> } }).value?.fields;
      if (fields) setErrors(Object.fromEntries(Object.entries(fields).map(([name, p]) => [name, t(p.messageKey, p.params)])));
      else setFormError(errorText(t, error as { errorCode?: string }));
      setState('editing');
    }
  };
  // The error sits beside the label (not in it), so it describes the input without renaming it.
  const input = (name: Field) => (
    <div className="field">
      <label>
        {t(`field.${name}`)}
        <input
          name={name}
          {...fieldInput(name)}
          value={values[name]}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={errors[name] ? `${name}-error` : undefined}
          onChange={(e) => setValues({ ...values, [name]: e.target.value })}
        />
      </label>
      {errors[name] ? <span id={`${name}-error`} className="field-error">{errors[name]}</span> : null}
    </div>
  );
  return (
    <section className="section reset-password" aria-labelledby="section-title">
      <h1 id="section-title">{t('reset.title')}</h1>
      {state === 'done' ? (
        <>
          <p role="status">{t('reset.done')}</p>
          <button type="button" className="btn btn-primary" onClick={() => openModal('login')}>{t('auth.login')}</button>
        </>
      ) : (
        <form className="form" noValidate onSubmit={(e) => { e.preventDefault(); void submit(); }}>
          {input('newPassword')}
          {input('confirmNewPassword')}
          {formError ? <p className="form-error" role="alert">{formError}</p> : null}
          <button type="submit" className="btn btn-primary" disabled={state === 'sending'}>{t('reset.submit')}</button>
        </form>
      )}
    </section>
  );
}
