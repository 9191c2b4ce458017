// The design system's fields as rjsf widgets: every control is the portal's own (ui/Field.tsx,
// MoneyField), with its label, hint and error, so no browser-native radio, checkbox or file
// input shows through. Values stay text; each form converts at send time.
import type { FieldTemplateProps, ObjectFieldTemplateProps, RegistryWidgetsType, WidgetProps } from '@rjsf/utils';
import type { ReactNode } from 'react';
import { Input, Select } from '../ui/index.ts';
import { useMoneyTools } from './money.ts';
import { MoneyField } from './MoneyField.tsx';
import type { Choice } from './ui-schema.ts';

interface Options {
  hint?: string;
  choices?: Choice[];
  decimals?: number;
  maxLength?: number;
  autoComplete?: string;
  inputMode?: 'numeric' | 'text' | 'tel' | 'email';
  type?: 'tel' | 'email';
  readOnly?: boolean;
  rows?: number;
  code?: boolean;
}

const optionsOf = (props: WidgetProps) => props.options as Options;
const errorOf = (props: WidgetProps) => props.rawErrors?.[0];
const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));
// rjsf's ids are <prefix>_<field> (the prefix is the call's name, without '_'): the field's name is the part after it.
const nameOf = (props: WidgetProps) => props.id.slice(props.id.indexOf('_') + 1);

function TextWidget(props: WidgetProps) {
  const { hint, maxLength, autoComplete, inputMode, type, readOnly, code } = optionsOf(props);
  return (
    <Input id={props.id} name={nameOf(props)} type={type} label={props.label} hint={hint} error={errorOf(props)} placeholder={props.placeholder}
      autoComplete={autoComplete ?? 'off'} inputMode={inputMode} readOnly={readOnly} maxLength={maxLength} value={text(props.value)} disabled={props.disabled}
      {...(code ? { autoCapitalize: 'characters', spellCheck: false } : {})}
      onChange={(e) => props.onChange(code ? e.target.value.replace(/[^A-Za-z0-9]/g, '').toUpperCase() : e.target.value)} />
  );
}

function PasswordWidget(props: WidgetProps) {
  const { hint, autoComplete, inputMode } = optionsOf(props);
  return (
    <Input id={props.id} name={nameOf(props)} type="password" label={props.label} hint={hint} error={errorOf(props)} placeholder={props.placeholder}
      autoComplete={autoComplete ?? 'off'} inputMode={inputMode} maxLength={64} value={text(props.value)} onChange={(e) => props.onChange(e.target.value)} />
  );
}

function SelectWidget(props: WidgetProps) {
  const { hint, choices = [] } = optionsOf(props);
  return (
    <Select id={props.id} name={nameOf(props)} label={props.label} hint={hint} error={errorOf(props)} value={text(props.value)}
      options={choices} onChange={(e) => props.onChange(e.target.value)} />
  );
}

function TextareaWidget(props: WidgetProps) {
  const { hint, maxLength, rows } = optionsOf(props);
  const error = errorOf(props);
  const described = [hint ? `${props.id}-hint` : '', error ? `${props.id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`ui-field${error ? ' ui-field-invalid' : ''}`}>
      <label className="ui-label" htmlFor={props.id}>{props.label}</label>
      <textarea id={props.id} name={nameOf(props)} className="ui-input ui-textarea" rows={rows ?? 2} maxLength={maxLength} placeholder={props.placeholder}
        aria-invalid={error ? true : undefined} aria-describedby={described} value={text(props.value)} onChange={(e) => props.onChange(e.target.value)} />
      {hint ? <p className="ui-hint" id={`${props.id}-hint`}>{hint}</p> : null}
      {error ? <p className="ui-error" id={`${props.id}-error`} role="alert">{error}</p> : null}
    </div>
  );
}

function MoneyWidget(props: WidgetProps) {
  const { hint, decimals, readOnly } = optionsOf(props);
  const tools = useMoneyTools(decimals);
  return (
    <MoneyField id={props.id} name={nameOf(props)} label={props.label} hint={hint} error={errorOf(props)} placeholder={props.placeholder} readOnly={readOnly}
      tools={tools} value={text(props.value)} onChange={(value) => props.onChange(value)} />
  );
}

/** One of a few choices as the design system's chips: each radio sits inside its chip, unseen, so the browser's own circle never shows. */
function ChoiceWidget(props: WidgetProps) {
  const { hint, choices = [] } = optionsOf(props);
  const error = errorOf(props);
  const described = [hint ? `${props.id}-hint` : '', error ? `${props.id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className={`ui-field ui-choices${error ? ' ui-field-invalid' : ''}`} disabled={props.disabled} aria-describedby={described}>
      <legend className="ui-label">{props.label}</legend>
      <div className="ui-choice-list">
        {choices.map((c) => (
          <label key={c.value} className="ui-choice">
            <input type="radio" id={`${props.id}-${c.value}`} name={props.id} value={c.value} checked={text(props.value) === c.value} onChange={() => props.onChange(c.value)} />
            {c.detail ? <span className="ui-choice-text"><span>{c.label}</span><span className="ui-choice-detail">{c.detail}</span></span> : <span>{c.label}</span>}
          </label>
        ))}
      </div>
      {hint ? <p className="ui-hint" id={`${props.id}-hint`}>{hint}</p> : null}
      {error ? <p className="ui-error" id={`${props.id}-error`} role="alert">{error}</p> : null}
    </fieldset>
  );
}

/** A field the merchant hid: sent with its default, not shown. */
function HiddenWidget(props: WidgetProps) {
  return <input type="hidden" name={nameOf(props)} value={text(props.value)} />;
}

export const widgets: RegistryWidgetsType = {
  TextWidget, text: TextWidget, password: PasswordWidget, select: SelectWidget, choice: ChoiceWidget, textarea: TextareaWidget, money: MoneyWidget, hidden: HiddenWidget,
};

/** Each widget draws its own label, hint and error, so the field frame adds nothing. */
export function FieldTemplate({ children }: FieldTemplateProps) {
  return children;
}

/**
 * `beside` puts a control next to a field (the button that sends an SMS code beside the code);
 * `before` puts one above a field, so it moves with the field when a merchant reorders them
 * (quick amounts above the amount).
 */
export function ObjectFieldTemplate({ properties, registry }: ObjectFieldTemplateProps) {
  const { lead, beside = {}, before = {} } = (registry.formContext ?? {}) as { lead?: ReactNode; beside?: Record<string, ReactNode>; before?: Record<string, ReactNode> };
  return (
    <>
      {lead}
      <div className="schema-form-fields">
        {properties.map((p) => (p.hidden ? null : beside[p.name]
          ? <div key={p.name} className="schema-form-beside">{p.content}{beside[p.name]}</div>
          : <div key={p.name} className={before[p.name] ? 'schema-form-before' : undefined}>{before[p.name]}{p.content}</div>))}
      </div>
    </>
  );
}
