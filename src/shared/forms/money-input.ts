// What a typed amount means, by one rule set for every money field (portal and desk): the text is
// taken as typed or refused with the rule it breaks. Nothing is rounded, clamped or stripped, so
// "2.5" is never read as 25 and "-5" never as 5. Only '0'-'9' and '.' for decimals are digits here
// (the phone's decimal keyboard and the wire format); the member's language's own thousands
// separator is accepted where that language puts it, since "1,250" then means exactly 1250.

export type MoneyRule = 'required' | 'notNumber' | 'tooManyDecimals' | 'belowMin' | 'aboveMax';

export interface MoneyRules {
  /** The currency's decimals (0 for whole amounts such as points or VND). */
  decimals: number;
  /** Smallest amount accepted, in minor units; without it anything above zero. */
  minMinor?: number;
  /** Largest amount accepted, in minor units (the member's real maximum); without it any safe amount. */
  maxMinor?: number;
  /** Zero is an amount here (a contract tier's threshold); without it the least is one minor unit. */
  zero?: boolean;
}

export type MoneyReading =
  | { ok: true; /** The amount as it goes on the wire: the typed text without thousands separators. */ text: string; minor: number }
  | { ok: false; rule: MoneyRule; /** The bound the amount broke, in minor units, for the message. */ boundMinor?: number };

const PLAIN = /^(-?)(\d+)(?:\.(\d+))?$/;

/** The thousands separator `locale` writes with Latin digits (',' in en, '.' in vi). */
export function groupSeparator(locale: string): string {
  const parts = new Intl.NumberFormat(locale, { numberingSystem: 'latn', useGrouping: true }).formatToParts(1234567);
  return parts.find((p) => p.type === 'group')?.value ?? ',';
}

/** An integer part written with the language's grouping, exactly as Intl writes it ("12,34,567" in bn). */
function groupedAsLanguageWrites(integer: string, locale: string): string {
  return new Intl.NumberFormat(locale, { numberingSystem: 'latn', useGrouping: true, maximumFractionDigits: 0 }).format(BigInt(integer));
}

/**
 * `typed` without the language's thousands separators, when they sit where the language puts them.
 * A '.' is always the decimal point (the wire's), so a language that groups with '.' (vi) groups
 * nothing here: "1.000" there reads as one with three decimals and is refused, never as 1000.
 */
function ungrouped(typed: string, locale: string | undefined): string {
  if (!locale) return typed;
  const group = groupSeparator(locale);
  if (group === '.' || !typed.includes(group)) return typed;
  const match = /^(-?)([\d\s,'\u00a0\u202f]+)((?:\.\d+)?)$/.exec(typed);
  if (!match) return typed;
  const digits = match[2]!.split(group).join('');
  if (!/^\d+$/.test(digits) || groupedAsLanguageWrites(digits, locale) !== match[2]) return typed;
  return `${match[1]}${digits}${match[3]}`;
}

/** Reads one typed amount against the rules; `locale` is the member's language (BCP 47) for its thousands separator. */
export function readMoney(typed: string, rules: MoneyRules, locale?: string): MoneyReading {
  const trimmed = typed.trim();
  if (trimmed === '') return { ok: false, rule: 'required' };
  const text = ungrouped(trimmed, locale);
  const match = PLAIN.exec(text);
  if (!match) return { ok: false, rule: 'notNumber' };
  const [, sign, integer, fraction = ''] = match;
  if (fraction.length > rules.decimals) return { ok: false, rule: 'tooManyDecimals' };
  const minor = BigInt(integer!) * 10n ** BigInt(rules.decimals) + BigInt(fraction.padEnd(rules.decimals, '0') || '0');
  const signed = sign ? -minor : minor;
  // Zero only where the rules say so (a threshold that may start at nothing), never below it.
  const least = rules.zero ? Math.max(rules.minMinor ?? 0, 0) : Math.max(rules.minMinor ?? 1, 1);
  if (signed < BigInt(least)) return { ok: false, rule: 'belowMin', boundMinor: least };
  const max = BigInt(rules.maxMinor ?? Number.MAX_SAFE_INTEGER);
  if (signed > max) return { ok: false, rule: 'aboveMax', boundMinor: Number(max) };
  return { ok: true, text, minor: Number(signed) };
}

/** The message key of a refused amount (no decimals at all reads differently from "at most 2"). */
export function moneyMessageKey(reading: Extract<MoneyReading, { ok: false }>, decimals: number): string {
  if (reading.rule === 'tooManyDecimals' && decimals === 0) return 'money.error.wholeOnly';
  return `money.error.${reading.rule}`;
}

/** The message's parameters: the rule's bound written by `format`, the decimals and an example amount. */
export function moneyMessageParams(reading: Extract<MoneyReading, { ok: false }>, decimals: number, format: (minor: number) => string): Record<string, string | number> {
  const bound = reading.boundMinor === undefined ? '' : format(reading.boundMinor);
  return { decimals, min: bound, max: bound, example: decimals ? `1250.${'5'.padEnd(decimals, '0')}` : '1250' };
}

/** The typed amount as the member's language writes it (its grouping, Latin digits as typed), or null. */
export function readingInLanguage(minor: number, decimals: number, locale: string): string {
  const scale = 10 ** decimals;
  const whole = Math.trunc(minor / scale);
  const part = String(minor % scale).padStart(decimals, '0');
  const grouped = groupedAsLanguageWrites(String(whole), locale);
  if (decimals === 0) return grouped;
  const point = new Intl.NumberFormat(locale, { numberingSystem: 'latn' }).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.';
  return `${grouped}${point}${part}`;
}
