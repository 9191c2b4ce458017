/**
 * Operator sign-in in two steps: username and password, then the authenticator code. The
 * platform answers the first step with login_verify_required; the second sends all three. Each
 * step's fields are rendered from deskLogin's request schema in the desk's widgets, like the
 * desk's other forms: an empty field is refused next to it before anything is sent, and a wrong
 * code shows under the code field.
 */
import { useCallback, useMemo, useState } from 'react';
import login from '../../schemas/api/deskLogin.json';
import { SchemaFormView, type Values } from '../shared/forms/SchemaFormView.tsx';
import { placeError } from '../shared/forms/server-errors.ts';
import { buildSchemaForm, type RequestSchema } from '../shared/forms/ui-schema.ts';
import { bcp47 } from '../shared/i18n/languages.ts';
import { deskCall } from './api.ts';
import { useDeskAction } from './data.ts';
import { errorMessage, useI18n } from './i18n/i18n.tsx';
import { LanguagePicker } from './LanguagePicker.tsx';
import { fieldErrors } from './queue/checks.ts';
import { deskTemplates, deskWidgets } from './queue/fields.tsx';
import type { ActionField } from './queue/types.ts';

type Step = 'password' | 'code';

const SCHEMA = login.request as RequestSchema;
const STEPS: Record<Step, Record<string, ActionField>> = {
  password: {
    username: { widget: 'text', label: 'login.username', required: true, autoComplete: 'username', maxLength: login.request.properties.username.maxLength },
    password: { widget: 'password', label: 'login.password', required: true, autoComplete: 'current-password', maxLength: login.request.properties.password.maxLength },
  },
  code: {
    code: { widget: 'text', label: 'login.code', required: true, autoComplete: 'one-time-code', inputMode: 'numeric', maxLength: login.request.properties.code.maxLength },
  },
};
const CODE_ERRORS = ['verification.code.invalid', 'verification.code.used'];
// Not signed in: no merchant currency yet, and no field of this form is an amount.
const NO_MONEY = (minor: number) => String(minor);

export function LoginPage({ onSignedIn }: { onSignedIn: (token: string) => void }) {
  const { t, language } = useI18n();
  const translate = useCallback((key: string, params?: Record<string, unknown>) => t(key, params as Record<string, string | number>), [t]);
  const [step, setStep] = useState<Step>('password');
  const spec = STEPS[step];
  const built = useMemo(() => {
    const form = buildSchemaForm(spec, SCHEMA, {}, translate);
    // The code step has one field: it takes the focus when the step opens.
    return step === 'code' ? { ...form, uiSchema: { ...form.uiSchema, code: { ...form.uiSchema.code, 'ui:autofocus': true } } } : form;
  }, [spec, step, translate]);
  const [values, setValues] = useState<Values>({ username: '', password: '', code: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const run = useDeskAction((sent: Values) => deskCall('deskLogin', { username: sent.username ?? '', password: sent.password ?? '', ...(step === 'code' ? { code: sent.code ?? '' } : {}) }), {
    success: (value) => onSignedIn(value.token),
    error: (error) => {
      if ((error as { errorCode?: string }).errorCode === 'login_verify_required') {
        setStep('code');
        run.reset();
        return;
      }
      const placed = placeError(error, {
        fields: built.fields, t: translate, describe: (e) => errorMessage(t, e),
        fieldOfCode: (code) => (step === 'code' && CODE_ERRORS.includes(code) ? 'code' : null),
      });
      setErrors(placed.fields);
      setFormError(placed.form);
    },
  });
  const submit = () => {
    const found = fieldErrors(spec, values, { schema: SCHEMA, decimals: 0, locale: bcp47(language), t, money: NO_MONEY });
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length === 0) run.run(values);
  };
  const back = () => {
    setStep('password');
    setValues({ ...values, code: '' });
    setErrors({});
    setFormError(null);
    run.reset();
  };
  return (
    <main className="login">
      <div className="card login-card">
        <div className="login-head">
          <h1>{t('login.title')}</h1>
          <LanguagePicker />
        </div>
        {step === 'code' ? <p>{t('login.codeHint')}</p> : null}
        <SchemaFormView
          key={step}
          className="login-form"
          // The form gives back its step's fields only: the first step's stay for the second.
          state={{ call: 'deskLogin', values, setValues: (next) => setValues({ ...values, ...next }), errors, setErrors, formError, setFormError, fields: built.fields, built }}
          widgets={deskWidgets} templates={deskTemplates} onSubmit={submit}
        >
          <button type="submit" className="primary" disabled={run.isPending}>
            {step === 'password' ? t('login.next') : t('login.signIn')}
          </button>
          {step === 'code' ? <button type="button" className="link" onClick={back}>{t('login.back')}</button> : null}
        </SchemaFormView>
      </div>
    </main>
  );
}
