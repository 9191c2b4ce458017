// The portal writes its first screen's amounts from number facts the page carries instead of an
// Intl.NumberFormat (whose first construction is one long task on a slow phone). The facts must
// write exactly what Intl writes: every catalogue language's locale, with each shipped merchant's
// currency (its decimals and digits) and every digits policy a merchant may choose.
// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { loadMerchants } from '../../src/shared/config/index.ts';
import { LANGUAGES } from '../../src/shared/i18n/languages.ts';
import { formatMoney, formatWithFacts, presetNumberFacts, type NumberFacts } from '../../src/shared/money.ts';
import { numberFacts } from '../../src/shared/number-facts.ts';
import type { Currency } from '../../src/generated/merchant.ts';
import { createFixture } from './helpers/merchant-fixture.ts';

const fixture = createFixture();
const currencies = loadMerchants(fixture.merchantsDir, { localesDir: fixture.localesDir }).merchants.map((m) => m.identity.currency);
const DIGITS: Currency['digits'][] = ['latn', 'beng', 'arab', 'arabext', 'deva', 'thai', 'fullwide', 'hanidec'];
// Minor units: zero, one minor unit, a few digits, each grouping boundary, and the largest safe amount.
const MINOR = [0, 1, 7, 99, 100, 1_234, 99_999, 100_000, 1_234_567, 12_345_678, 100_000_000, 987_654_321_012, Number.MAX_SAFE_INTEGER];

const plainOf = (minor: number, decimals: number) => {
  const digits = String(Math.abs(minor)).padStart(decimals + 1, '0');
  return decimals === 0 ? digits : `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
};

describe('number facts write what Intl writes', () => {
  it('covers the whole catalogue and the shipped currencies', () => {
    expect(LANGUAGES.length).toBe(43);
    expect(currencies.map((c) => c.code).sort()).toEqual(['BDT', 'CNY', 'VND']);
  });

  for (const currency of currencies) {
    for (const digits of new Set([currency.digits, ...DIGITS])) {
      it(`${currency.code} (${currency.decimals} decimals) in ${digits} digits, in every catalogue language's locale`, () => {
        const differences: string[] = [];
        for (const locale of [currency.locale, ...LANGUAGES.map((l) => l.locale)]) {
          const facts = numberFacts(locale, digits);
          const intl = new Intl.NumberFormat(locale, { numberingSystem: digits, minimumFractionDigits: currency.decimals, maximumFractionDigits: currency.decimals, useGrouping: true });
          for (const minor of MINOR) {
            const plain = plainOf(minor, currency.decimals);
            const expected = intl.format(plain as unknown as number);
            const actual = formatWithFacts(plain, facts);
            if (actual !== expected) differences.push(`${locale} ${plain}: ${JSON.stringify(actual)} != Intl ${JSON.stringify(expected)}`);
          }
        }
        expect(differences).toEqual([]);
      });
    }
  }
});

describe('formatMoney with the page\'s facts', () => {
  afterEach(() => presetNumberFacts(undefined));

  it('writes every shipped currency as it does through Intl, negatives and zero included', () => {
    for (const currency of currencies) {
      const values = MINOR.flatMap((m) => [m, -m]);
      const throughIntl = values.map((m) => formatMoney(m, currency));
      presetNumberFacts(numberFacts(currency.locale, currency.digits));
      expect(values.map((m) => formatMoney(m, currency))).toEqual(throughIntl);
      presetNumberFacts(undefined);
    }
  });

  it('uses the facts for their locale and digits only', () => {
    const bdt = currencies.find((c) => c.code === 'BDT')!;
    // Facts that differ from Intl's, to see which one wrote the amount.
    const odd: NumberFacts = { ...numberFacts(bdt.locale, bdt.digits), group: '_' };
    presetNumberFacts(odd);
    expect(formatMoney(12_345_678, bdt)).toBe('৳1_23_456.78');
    expect(formatMoney(12_345_678, { ...bdt, digits: 'beng' })).toBe('৳১,২৩,৪৫৬.৭৮');
    expect(formatMoney(12_345_678, { ...bdt, locale: 'en-US' })).toBe('৳123,456.78');
  });
});
