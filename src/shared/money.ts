// The one money formatter. Every amount the portal or the demo game pages show (balance, winners,
// bets, wins, transfers) goes through formatMoney with the merchant's currency config, so one
// merchant writes money one way whatever the page or the portal language: the language never
// enters here on purpose (bdwin once showed Bengali digits on the winner board and Latin digits
// in the header). Amounts travel as integer minor units; only the wire protocol's few major-unit
// fields (sumBalance, winAmount) are converted at the edge with toMinorUnits.
import type { Currency } from '../generated/merchant.ts';

export type MoneyFormat = Pick<Currency, 'symbol' | 'decimals' | 'locale' | 'digits' | 'symbolPosition' | 'symbolSpace'>;

/** A locale's plain-number facts (shared/number-facts.ts reads them off Intl), keyed by locale and digits. */
export interface NumberFacts {
  locale: string;
  digits: string;
  decimal: string;
  group: string;
  primary: number;
  secondary: number;
  /** The ten digits, 0 to 9. */
  numerals: string;
}

const numberFormats = new Map<string, Intl.NumberFormat>();
let presetFacts: NumberFacts | undefined;

/** Facts the page came with: amounts in that locale and those digits are written without Intl. */
export function presetNumberFacts(facts: NumberFacts | undefined): void {
  presetFacts = facts;
}

/** A non-negative plain decimal ("1234567.50") written with `facts`, as Intl writes it with grouping on. */
export function formatWithFacts(plain: string, facts: NumberFacts): string {
  const [whole = '', fraction] = plain.split('.');
  let rest = whole;
  let grouped = '';
  for (let size = facts.primary; rest.length > size; size = facts.secondary) {
    grouped = facts.group + rest.slice(-size) + grouped;
    rest = rest.slice(0, -size);
  }
  const text = rest + grouped + (fraction === undefined ? '' : facts.decimal + fraction);
  return text.replace(/\d/g, (d) => facts.numerals[Number(d)]!);
}

function numberFormat(format: MoneyFormat): Intl.NumberFormat {
  const key = `${format.locale}|${format.digits}|${format.decimals}`;
  let cached = numberFormats.get(key);
  if (!cached) {
    cached = new Intl.NumberFormat(format.locale, {
      numberingSystem: format.digits,
      minimumFractionDigits: format.decimals,
      maximumFractionDigits: format.decimals,
      useGrouping: true,
    });
    numberFormats.set(key, cached);
  }
  return cached;
}

/** An integer count of minor units as an exact decimal string ("12345" at 2 decimals → "123.45"). */
function decimalString(minor: number, decimals: number): string {
  const digits = String(Math.abs(minor)).padStart(decimals + 1, '0');
  return decimals === 0 ? digits : `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

/**
 * `minor` (an integer number of minor units) as the merchant writes money: 12345 → "৳123.45" on
 * bdwin, 1000 → "1.000 ₫" on vnlotto. A minus sign comes before the symbol.
 */
export function formatMoney(minor: number, format: MoneyFormat): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`formatMoney: ${minor} is not an integer number of minor units`);
  // A decimal string keeps large amounts exact (Intl formats numeric strings without a float step).
  const plain = decimalString(minor, format.decimals);
  const facts = presetFacts?.locale === format.locale && presetFacts.digits === format.digits ? presetFacts : undefined;
  const number = facts ? formatWithFacts(plain, facts) : numberFormat(format).format(plain as unknown as number);
  // A no-break space: the symbol never wraps away from its number on a narrow screen.
  const space = format.symbolSpace ? '\u00a0' : '';
  const body = format.symbolPosition === 'before' ? `${format.symbol}${space}${number}` : `${number}${space}${format.symbol}`;
  return minor < 0 ? `-${body}` : body;
}

/**
 * A date and time in the merchant's number format (its locale's order and separators, its digits),
 * so times beside amounts (a vendor's maintenance window) never switch digits with the browser.
 */
export function formatDateTime(ms: number, format: Pick<MoneyFormat, 'locale' | 'digits'>): string {
  return new Date(ms).toLocaleString(format.locale, { numberingSystem: format.digits, dateStyle: 'short', timeStyle: 'short' });
}

/**
 * When a break ends, for the member: their own clock (the browser's time zone, named) in their
 * language's locale, with the merchant's digits so a Bangla screen does not mix two sets.
 */
export function formatUntil(ms: number, locale: string, digits: string): string {
  // Fields, not dateStyle/timeStyle: those cannot be combined with timeZoneName.
  return new Date(ms).toLocaleString(locale, { numberingSystem: digits, year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });
}

/**
 * A time as a wall clock at a fixed UTC offset reads it (the merchant's zone, whatever the
 * reader's browser is set to), marked with that offset: a mission that ends at the merchant's
 * midnight reads midnight everywhere.
 */
export function formatDateTimeAtOffset(ms: number, format: Pick<MoneyFormat, 'locale' | 'digits'>, offsetMinutes: number): string {
  const text = new Date(ms + offsetMinutes * 60_000).toLocaleString(format.locale, { numberingSystem: format.digits, dateStyle: 'short', timeStyle: 'short', timeZone: 'UTC' });
  const abs = Math.abs(offsetMinutes);
  const zone = `UTC${offsetMinutes < 0 ? '−' : '+'}${Math.floor(abs / 60)}${abs % 60 ? `:${String(abs % 60).padStart(2, '0')}` : ''}`;
  return `${text} (${zone})`;
}

/** A major-unit amount from the wire protocol (sumBalance, winAmount) in minor units, rounded to the currency. */
export function toMinorUnits(major: number | string, decimals: number): number | null {
  const value = Number(major);
  if (!Number.isFinite(value)) return null;
  const minor = Math.round(value * 10 ** decimals);
  return Number.isSafeInteger(minor) ? minor : null;
}

/** Minor units as the protocol's major-unit number (1050 at 2 decimals → 10.5). */
export function toMajorUnits(minor: number, decimals: number): number {
  return minor / 10 ** decimals;
}

/** A typed amount ("10.5") in minor units; null when it is not a plain decimal or has more decimals than the currency. */
export function parseAmount(amount: string, decimals: number): number | null {
  const match = /^(\d{1,15})(?:\.(\d{1,4}))?$/.exec(amount);
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > decimals) return null;
  const minor = Number(match[1]) * 10 ** decimals + Number(fraction.padEnd(decimals, '0') || '0');
  return Number.isSafeInteger(minor) ? minor : null;
}

const percentFormats = new Map<string, Intl.NumberFormat>();

/**
 * A percentage as the platform sends it (1.5 means 1.5 %) in the merchant's number format: up to
 * two decimals, the locale's sign placement and digits, so rates sit beside amounts consistently.
 */
export function formatPercent(rate: number, format: Pick<MoneyFormat, 'locale' | 'digits'>): string {
  const key = `${format.locale}|${format.digits}`;
  let cached = percentFormats.get(key);
  if (!cached) {
    cached = new Intl.NumberFormat(format.locale, { numberingSystem: format.digits, style: 'percent', maximumFractionDigits: 4 });
    percentFormats.set(key, cached);
  }
  return cached.format(rate / 100);
}

/**
 * `text` (a clock or countdown the portal puts together, "1:05:09") with its ASCII digits in the
 * merchant's digits: one merchant never shows Latin digits in the session clock and Bengali ones
 * in its amounts.
 */
export function withDigits(text: string, digits: string): string {
  if (digits === 'latn') return text;
  const format = new Intl.NumberFormat('en', { numberingSystem: digits });
  return text.replace(/\d/g, (d) => format.format(Number(d)));
}

/** A whole count (members, a version number) in the merchant's digits. */
export function formatCount(n: number, format: Pick<MoneyFormat, 'locale' | 'digits'>): string {
  return n.toLocaleString(format.locale, { numberingSystem: format.digits, maximumFractionDigits: 0 });
}
