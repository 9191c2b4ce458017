// A locale's way of writing a plain number (its decimal and group separators, group sizes and
// digits), read off Intl where Intl is cheap (the platform) and sent with the page, so the browser
// writes the first screen's amounts without constructing an Intl.NumberFormat: on a slow phone
// the first one loads ICU's number data in a single long task that React cannot slice.
// formatWithFacts (money.ts) writes numbers from these facts.
import type { NumberFacts } from './money.ts';

export type { NumberFacts };

const known = new Map<string, NumberFacts>();

/** The facts of `locale` written with `digits`, grouping always on (as formatMoney asks Intl). */
export function numberFacts(locale: string, digits: string): NumberFacts {
  const key = `${locale}|${digits}`;
  let facts = known.get(key);
  if (!facts) known.set(key, (facts = readFacts(locale, digits)));
  return facts;
}

function readFacts(locale: string, digits: string): NumberFacts {
  const format = new Intl.NumberFormat(locale, { numberingSystem: digits, useGrouping: true, minimumFractionDigits: 1 });
  const parts = format.formatToParts(1_234_567_890_123.5);
  const integers = parts.filter((p) => p.type === 'integer').map((p) => p.value.length);
  const plain = new Intl.NumberFormat(locale, { numberingSystem: digits, useGrouping: false });
  return {
    locale,
    digits,
    decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
    group: parts.find((p) => p.type === 'group')?.value ?? '',
    // From the right: the first group's size, then every other's (3 and 3, or 3 and 2 for 1,00,000).
    primary: integers.at(-1) ?? 3,
    secondary: integers.at(-2) ?? 3,
    numerals: Array.from({ length: 10 }, (_, d) => plain.format(d)).join(''),
  };
}
