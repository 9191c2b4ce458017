// The one money field's rules (shared/forms/money-input.ts), in every language the portal has
// texts for: a typed amount is taken exactly as typed or refused with the rule it breaks, never
// changed ("2.5" is not 25, "-5" is not 5, "1e3" is not 13 or 1000, a full-width "１" is not 1).
import { describe, expect, it } from 'vitest';
import { moneyMessageKey, readMoney, readingInLanguage } from '../../src/shared/forms/money-input.ts';
import { bcp47 } from '../../src/shared/i18n/languages.ts';
import EN from '../../src/shared/i18n/locales/EN.json';
import BN from '../../src/shared/i18n/locales/BN.json';
import VI from '../../src/shared/i18n/locales/VI.json';
import CN from '../../src/shared/i18n/locales/CN.json';
import TH from '../../src/shared/i18n/locales/TH.json';
import AR from '../../src/shared/i18n/locales/AR.json';

const LOCALES: Record<string, Record<string, string>> = { EN, BN, VI, CN, TH, AR };
const rules = { decimals: 2, minMinor: 100, maxMinor: 422_666 };

describe.each(Object.keys(LOCALES))('money input in %s', (code) => {
  const locale = bcp47(code);
  const read = (typed: string, decimals = 2) => readMoney(typed, { ...rules, decimals }, locale);

  it('takes a plain amount exactly as typed', () => {
    expect(read('2.5')).toEqual({ ok: true, text: '2.5', minor: 250 });
    expect(read(' 4226.66 ')).toEqual({ ok: true, text: '4226.66', minor: 422_666 });
    expect(read('1', 0)).toEqual({ ok: false, rule: 'belowMin', boundMinor: 100 });
  });

  it('refuses each listed input with its own rule', () => {
    expect(read('')).toEqual({ ok: false, rule: 'required' });
    expect(read('   ')).toEqual({ ok: false, rule: 'required' });
    expect(read('-5')).toEqual({ ok: false, rule: 'belowMin', boundMinor: 100 });
    expect(read('1e3')).toEqual({ ok: false, rule: 'notNumber' });
    expect(read('１')).toEqual({ ok: false, rule: 'notNumber' });
    expect(read('১০০')).toEqual({ ok: false, rule: 'notNumber' });
    expect(read('99999999999999')).toEqual({ ok: false, rule: 'aboveMax', boundMinor: 422_666 });
    expect(read('10.555')).toEqual({ ok: false, rule: 'tooManyDecimals' });
    expect(read('2.5', 0)).toEqual({ ok: false, rule: 'tooManyDecimals' });
    expect(read('0.5')).toEqual({ ok: false, rule: 'belowMin', boundMinor: 100 });
  });

  it('has a translated sentence for every rule, naming its bound', () => {
    for (const rule of ['required', 'notNumber', 'tooManyDecimals', 'belowMin', 'aboveMax'] as const) {
      const key = moneyMessageKey({ ok: false, rule }, 2);
      expect(LOCALES[code]![key], key).toBeTruthy();
      if (code !== 'EN') expect(LOCALES[code]![key]).not.toBe(EN[key as keyof typeof EN]);
    }
    expect(LOCALES[code]![moneyMessageKey({ ok: false, rule: 'tooManyDecimals' }, 0)]).toBeTruthy();
    expect(LOCALES[code]!['money.error.belowMin']).toContain('{{min}}');
    expect(LOCALES[code]!['money.error.aboveMax']).toContain('{{max}}');
    expect(LOCALES[code]!['money.error.tooManyDecimals']).toContain('{{decimals}}');
  });
});

describe('the language\'s thousands separator', () => {
  it('is accepted where the language puts it, and the amount is the same', () => {
    expect(readMoney('1,250.50', rules, 'en')).toEqual({ ok: true, text: '1250.50', minor: 125_050 });
    expect(readMoney('1,00,000', { decimals: 2 }, 'bn')).toEqual({ ok: true, text: '100000', minor: 10_000_000 });
    expect(readMoney('100,000', { decimals: 2 }, 'zh-CN')).toEqual({ ok: true, text: '100000', minor: 10_000_000 });
  });

  it('is refused out of place, and never guessed', () => {
    expect(readMoney('1,2,50', rules, 'en')).toEqual({ ok: false, rule: 'notNumber' });
    expect(readMoney('100,000', { decimals: 2 }, 'bn')).toEqual({ ok: false, rule: 'notNumber' });
    // vi groups with '.', which is the decimal point here: "1.000" is one with three decimals.
    expect(readMoney('1.000', { decimals: 0 }, 'vi')).toEqual({ ok: false, rule: 'tooManyDecimals' });
    expect(readMoney('1,5', { decimals: 2 }, 'vi')).toEqual({ ok: false, rule: 'notNumber' });
  });

  it('is how a valid amount reads back in each language', () => {
    expect(readingInLanguage(125_050, 2, 'en')).toBe('1,250.50');
    expect(readingInLanguage(10_000_000, 2, 'bn')).toBe('1,00,000.00');
    expect(readingInLanguage(1_250_000, 0, 'vi')).toBe('1.250.000');
    expect(readingInLanguage(125_050, 2, 'ar')).toMatch(/^1.250.50$/);
  });
});

describe('zero where the rules allow it (a contract tier\'s threshold)', () => {
  it('takes 0 and refuses below it, naming 0 as the least', () => {
    expect(readMoney('0', { decimals: 2, zero: true })).toEqual({ ok: true, text: '0', minor: 0 });
    expect(readMoney('-5', { decimals: 2, zero: true })).toEqual({ ok: false, rule: 'belowMin', boundMinor: 0 });
    expect(readMoney('2.5', { decimals: 2, zero: true })).toEqual({ ok: true, text: '2.5', minor: 250 });
  });

  it('refuses 0 everywhere else, even with a minimum of 0', () => {
    expect(readMoney('0', { decimals: 2 })).toEqual({ ok: false, rule: 'belowMin', boundMinor: 1 });
    expect(readMoney('0', { decimals: 2, minMinor: 0 })).toEqual({ ok: false, rule: 'belowMin', boundMinor: 1 });
  });
});

