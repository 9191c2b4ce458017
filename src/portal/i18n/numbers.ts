// A number put into a text ({{count}}, {{seconds}}) is written in the merchant's digits, as its
// amounts and clocks are: i18next writes it with String(), Latin digits, beside Bengali amounts.
import type { i18n as I18n } from 'i18next';
import { withDigits } from '../../shared/money.ts';

type Format = (value: unknown, format: string | undefined, lng: string | undefined, options: object) => unknown;
interface Interpolation {
  format?: Format;
  alwaysFormat?: boolean;
}

/** Makes `instance` write interpolated numbers in `digits` (latn leaves it as it is); call after init. */
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
  return instance;
}
