// Numbers in texts are written in the merchant's digits, as its amounts and clocks are. Texts are
// written with Latin digits ("7 দিন", "সর্বোচ্চ 12 মাস"); a merchant with other digits gets the
// digits of each text rewritten as the text arrives, and numbers put into a text ({{count}})
// formatted in its digits, which i18next would otherwise write with String().
import type { i18n as I18n } from 'i18next';
import { withDigits } from '../../shared/money.ts';

type Format = (value: unknown, format: string | undefined, lng: string | undefined, options: object) => unknown;
interface Interpolation {
  format?: Format;
  alwaysFormat?: boolean;
}
type Bundle = Record<string, unknown>;

/** `text` with its own digits in `digits`; placeholders ({{count}}, $t(key)) and markup stay as they are. */
export function textInDigits(text: string, digits: string): string {
  return text.split(/(\{\{[^}]*\}\}|\$t\([^)]*\)|<[^>]*>)/).map((part, i) => (i % 2 === 1 ? part : withDigits(part, digits))).join('');
}

function rewriteBundle(bundle: Bundle | undefined, digits: string): void {
  if (!bundle) return;
  for (const [key, text] of Object.entries(bundle)) if (typeof text === 'string' && /\d/.test(text)) bundle[key] = textInDigits(text, digits);
}

/** Makes `instance` write texts and interpolated numbers in `digits` (latn leaves it as it is); call after init. */
export function numbersInDigits(instance: I18n, digits: string): I18n {
  if (digits === 'latn') return instance;
  const options = instance.options.interpolation as Interpolation;
  const interpolator = instance.services.interpolator as unknown as Interpolation;
  const format: Format = options.format ?? ((value) => value);
  const inDigits: Format = (value, name, lng, opts) => (typeof value === 'number' && !name ? withDigits(String(value), digits) : format(value, name, lng, opts));
  // On the options too: i18next re-reads them when a call brings its own interpolation options.
  options.format = inDigits;
  options.alwaysFormat = true;
  interpolator.format = inDigits;
  interpolator.alwaysFormat = true;
  const data = instance.store.data as Record<string, Record<string, Bundle>>;
  for (const language of Object.keys(data)) for (const namespace of Object.keys(data[language]!)) rewriteBundle(data[language]![namespace], digits);
  instance.store.on('added', (language: string, namespace: string) => rewriteBundle(data[language]?.[namespace], digits));
  return instance;
}
