// The one money field: the design system's input with the decimal keyboard, the range the call's
// rules allow as its hint, and, once the typed text is a valid amount, that amount as the
// member's language writes it. The text is never rewritten while typing; the form checks it with
// useMoneyTools().check and passes the error back.
import { useTranslation } from 'react-i18next';
import { Input } from '../ui/index.ts';
import { readMoney } from '../../shared/forms/money-input.ts';
import { bcp47 } from '../../shared/i18n/languages.ts';
import type { MoneyTools } from './money.ts';

export interface MoneyFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (text: string) => void;
  tools: MoneyTools;
  /** The range or rule the member reads before typing. */
  hint?: string;
  error?: string;
  placeholder?: string;
  name?: string;
  disabled?: boolean;
  /** Shown but not typed into (a channel that takes only its quick amounts). */
  readOnly?: boolean;
}

export function MoneyField({ id, label, value, onChange, tools, hint, error, placeholder, name, disabled, readOnly }: MoneyFieldProps) {
  const { t, i18n } = useTranslation();
  // Only the reading is shown here; the rules are the form's (it knows the min and max).
  const read = error ? null : readMoney(value, { decimals: tools.decimals }, bcp47(i18n.language));
  const reading = read?.ok && read.text !== tools.reading(read.minor) ? t('money.reading', { amount: tools.reading(read.minor) }) : null;
  return (
    <Input
      id={id} name={name ?? id} label={label} value={value} error={error} placeholder={placeholder} disabled={disabled} readOnly={readOnly}
      inputMode={tools.decimals > 0 ? 'decimal' : 'numeric'} autoComplete="off" spellCheck={false} data-money-field=""
      onChange={(e) => onChange(e.target.value)}
      hint={hint || reading ? <>{hint}{hint && reading ? ' · ' : null}{reading}</> : undefined}
    />
  );
}
