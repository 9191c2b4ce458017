// The rjsf form on the registration machine.
import { createContext, useContext, useMemo, useRef, useState } from 'react';
import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import Form from '@rjsf/core';
import { ariaDescribedByIds, type ErrorSchema, type RegistryWidgetsType, type WidgetProps } from '@rjsf/utils';
import { registrationMachine, type RegistrationInput } from '../../../../flows/registration.machine.ts';
import { smsCountdownMachine } from '../../../../flows/smsCountdown.machine.ts';
import type { RegisterMode, RegistrationRules } from '../../../../flows/rules/registration.ts';
import { useConfig } from '../../app/config-context.tsx';
import { loaderActions, openModal } from '../../state/store.ts';
import { storeSignIn } from '../../state/session.ts';
import { browserEnv } from '../session/index.ts';
import { showSmsError, SmsButton } from '../smsCountdown/index.ts';
import { registrationActors } from './actors.ts';
import { buildRegisterForm } from './schema.ts';
import { PatternValidator, registrationProblems, type FormValues } from './validator.ts';
import { fieldErrors, placeRegisterError } from './field-errors.ts';

interface WidgetSupport {
  sms: ActorRefFrom<typeof smsCountdownMachine> | undefined;
  getCode: () => void;
  captchaImage: string | null;
  refreshCaptcha: () => void;
}

const Support = createContext<WidgetSupport | null>(null);

function SmsCodeWidget(props: WidgetProps) {
  const support = useContext(Support);
  return (
    <div className="row">
      <input id={props.id} name={props.name} inputMode="numeric" autoComplete={(props.options as { autocomplete?: string }).autocomplete} aria-describedby={ariaDescribedByIds(props.id)} placeholder={props.placeholder} value={(props.value as string) ?? ''} onChange={(e) => props.onChange(e.target.value)} />
      {support?.sms ? <SmsButton actor={support.sms} onSend={support.getCode} /> : null}
    </div>
  );
}

function CaptchaWidget(props: WidgetProps) {
  const { t } = useTranslation();
  const support = useContext(Support);
  return (
    <div className="row captcha">
      <input id={props.id} name={props.name} autoComplete={(props.options as { autocomplete?: string }).autocomplete} aria-describedby={ariaDescribedByIds(props.id)} placeholder={props.placeholder} value={(props.value as string) ?? ''} onChange={(e) => props.onChange(e.target.value)} />
      {support?.captchaImage ? <img src={support.captchaImage} alt={t('field.captchaImage')} width={100} height={40} /> : null}
      <button type="button" className="btn btn-small" onClick={support?.refreshCaptcha}>{t('auth.refreshCaptcha')}</button>
    </div>
  );
}

/** Every text field: type, inputmode and autocomplete from the field table (field-input.ts). */
function FieldWidget(props: WidgetProps) {
  const { inputType, inputMode, emptyValue, autocomplete } = props.options as { inputType?: string; inputMode?: React.HTMLAttributes<HTMLInputElement>['inputMode']; emptyValue?: unknown; autocomplete?: string };
  return (
    <input
      id={props.id}
      name={props.name}
      className="form-control"
      type={inputType ?? 'text'}
      inputMode={inputMode}
      autoComplete={autocomplete}
      placeholder={props.placeholder}
      disabled={props.disabled || props.readonly}
      aria-describedby={ariaDescribedByIds(props.id)}
      value={(props.value as string | undefined) ?? ''}
      onChange={(e) => props.onChange(e.target.value === '' ? emptyValue : e.target.value)}
      onBlur={(e) => props.onBlur(props.id, e.target.value)}
      onFocus={(e) => props.onFocus(props.id, e.target.value)}
    />
  );
}

const widgets: RegistryWidgetsType = { TextWidget: FieldWidget, smsCode: SmsCodeWidget, captcha: CaptchaWidget };

/** An affiliate code from the landing URL (?affiliateCode= / ?a=), if any. */
function urlAffiliateCode(): string | null {
  const query = new URLSearchParams(window.location.search);
  return query.get('affiliateCode') ?? query.get('a');
}


export function RegisterForm({ rules, usernameRegister, mobileRegister, modes }: { rules: RegistrationRules; usernameRegister: boolean; mobileRegister: boolean; modes: RegisterMode[] }) {
  const { t } = useTranslation();
  const config = useConfig();
  const input: RegistrationInput = {
    usernameRegister,
    mobileRegister,
    rules,
    captchaRefreshMs: config.constants.captchaRefreshMs,
    smsThrottleMs: config.constants.smsThrottleMs,
    smsExpiredMinutes: config.constants.smsExpiredMinutes,
    affiliateCode: urlAffiliateCode(),
  };
  const ageConfirmed = useRef(false);
  const machine = useMemo(
    () =>
      registrationMachine.provide({
        actors: registrationActors(browserEnv, showSmsError),
        actions: {
          ...loaderActions,
          storeToken: ({ context }) => storeSignIn(sessionStorage, context.token ? { token: context.token, username: context.account } : null),
          closeModal: () => openModal(null),
          goToRoot: () => browserEnv.navigate('/'),
        },
      }),
    [],
  );
  const [snapshot, send] = useMachine(machine, { input });
  const ctx = snapshot.context;
  const [formData, setFormData] = useState<FormValues>({});
  const form = useMemo(() => buildRegisterForm(ctx.mode, rules, t, ctx.affiliateHidden), [ctx.mode, rules, t, ctx.affiliateHidden]);
  const validator = useMemo(
    () => new PatternValidator((values) => registrationProblems(values, ctx.mode, rules, ctx.affiliateHidden, new Date()), (key, params) => t(key, params)),
    [ctx.mode, rules, ctx.affiliateHidden, t],
  );
  const support: WidgetSupport = {
    sms: snapshot.children.sms,
    getCode: () => send({ type: 'GET_CODE' }),
    captchaImage: ctx.captchaImage,
    refreshCaptcha: () => send({ type: 'REFRESH_CAPTCHA' }),
  };
  const formState = (snapshot.value as { form: string }).form;
  // Every error goes next to its field; only an error that belongs to no field shows below.
  const placed = useMemo(() => placeRegisterError(ctx.error, form.fields, t), [ctx.error, form.fields, t]);
  const extraErrors = useMemo(() => fieldErrors(placed, ctx.problem, t), [placed, ctx.problem, t]);
  const formError = placed.form;
  return (
    <Support.Provider value={support}>
      {/* The machine's state, for the model-based browser tests to compare with the model. */}
      <div className="register-flow" data-flow-state={JSON.stringify(snapshot.value)} hidden />
      {modes.length > 1 ? (
        <div role="tablist" className="tabs">
          {modes.map((mode) => (
            <button key={mode} type="button" role="tab" aria-selected={ctx.mode === mode} onClick={() => send({ type: 'SWITCH_MODE', mode })}>
              {t(`register.mode.${mode}`)}
            </button>
          ))}
        </div>
      ) : null}
      <Form
        key={ctx.mode}
        className="form register-form"
        schema={form.schema}
        uiSchema={form.uiSchema}
        validator={validator}
        widgets={widgets}
        formData={formData}
        showErrorList={false}
        extraErrors={extraErrors as ErrorSchema}
        noHtml5Validate
        onChange={({ formData: data }) => {
          const next = (data ?? {}) as FormValues;
          setFormData(next);
          // rjsf drops an emptied input's key; '' tells the machine the field is now absent.
          const strings: Record<string, string> = {};
          for (const name of form.fields) strings[name] = typeof next[name] === 'string' ? (next[name]) : '';
          send({ type: 'EDIT', values: strings });
          ageConfirmed.current = next.ageConfirmed === true;
          send({ type: 'CONFIRM_AGE', confirmed: ageConfirmed.current });
        }}
        onSubmit={() => send({ type: 'SUBMIT' })}
        // The errors show next to their fields; without this rjsf also logs them to the console.
        onError={() => undefined}
      >
        {formError ? <p className="form-error" role="alert">{formError}</p> : null}
        <button type="submit" className="btn btn-primary" disabled={formState !== 'editing'}>{t('register.submit')}</button>
      </Form>
    </Support.Provider>
  );
}
