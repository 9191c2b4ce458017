// Regression: every amount goes through one money formatter that takes the
// merchant's currency, decimals and number format, whatever the portal language. On the old code
// vnlotto's game pages divided by 100 whatever the currency ("Balance 8.00" beside a ₫800 header),
// the header wrote en-US numbers after a spaced symbol and the winner board compact locale numbers
// ("₫45 N", Bengali digits on bdwin even in English).
// @vitest-environment node
import { renderToStaticMarkup } from 'react-dom/server';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadMerchants } from '../../src/shared/config/index.ts';
import { formatDateTime, formatMoney, parseAmount, toMinorUnits } from '../../src/shared/money.ts';
import type { MerchantConfig } from '../../src/generated/merchant.ts';
import { ConfigProvider } from '../../src/portal/app/config-context.tsx';
import { BalanceText } from '../../src/portal/shell/Balance.tsx';
import { getState, setState } from '../../src/portal/state/store.ts';
import { SWRConfig, unstable_serialize } from 'swr';
import { callKey } from '../../src/portal/api/query.ts';
import { createFixture } from './helpers/merchant-fixture.ts';

const shippedFixture = createFixture();
const shipped = loadMerchants(shippedFixture.merchantsDir, { localesDir: shippedFixture.localesDir });
const merchant = (code: string): MerchantConfig => {
  const found = shipped.merchants.find((m) => m.identity.code === code);
  if (!found) throw new Error(`no merchant ${code}`);
  return found;
};
const currencyOf = (code: string) => merchant(code).identity.currency;

describe('formatMoney with each shipped merchant', () => {
  it('bdwin: taka before the number, two decimals, lakh grouping, Latin digits', () => {
    const bdt = currencyOf('bdwin');
    expect(formatMoney(100_000, bdt)).toBe('৳1,000.00');
    expect(formatMoney(12_345_678, bdt)).toBe('৳1,23,456.78');
    expect(formatMoney(5, bdt)).toBe('৳0.05');
    expect(formatMoney(0, bdt)).toBe('৳0.00');
    expect(formatMoney(-150, bdt)).toBe('-৳1.50');
  });

  it('vnlotto: no minor unit, dot grouping, the dong sign after a no-break space', () => {
    const vnd = currencyOf('vnlotto');
    // The demo game's smallest bet (100 minor units) is 100 dong, not "1.00".
    expect(formatMoney(100, vnd)).toBe('100\u00a0₫');
    expect(formatMoney(800, vnd)).toBe('800\u00a0₫');
    expect(formatMoney(45_000, vnd)).toBe('45.000\u00a0₫');
    expect(formatMoney(1_000, vnd)).toBe('1.000\u00a0₫');
    expect(formatMoney(-2_500_000, vnd)).toBe('-2.500.000\u00a0₫');
  });

  it('cnstar: yuan before the number, two decimals, thousands grouping', () => {
    const cny = currencyOf('cnstar');
    expect(formatMoney(12_345_678, cny)).toBe('¥123,456.78');
    expect(formatMoney(100, cny)).toBe('¥1.00');
  });

  it('keeps large amounts exact (no float step) and refuses a fractional minor amount', () => {
    expect(formatMoney(Number.MAX_SAFE_INTEGER, currencyOf('cnstar'))).toBe('¥90,071,992,547,409.91');
    expect(() => formatMoney(1.5, currencyOf('cnstar'))).toThrow(RangeError);
  });

  it('writes the digits the merchant chose, never the locale default', () => {
    const bdt = currencyOf('bdwin');
    // bn-BD's own digits are Bengali: the merchant's "latn" wins.
    expect(formatMoney(123_456, bdt)).toMatch(/^৳[0-9,.]+$/);
    expect(formatMoney(123_456, { ...bdt, digits: 'beng' })).toBe('৳১,২৩৪.৫৬');
  });

  it('writes dates and times with the merchant locale and digits, not the runtime default', () => {
    const at = Date.UTC(2026, 10, 23, 9, 5);
    expect(formatDateTime(at, currencyOf('bdwin'))).toMatch(/^[0-9/,:\sAPM]+$/);
    expect(formatDateTime(at, { ...currencyOf('bdwin'), digits: 'beng' })).toMatch(/২০২৬|২৬/);
    expect(formatDateTime(at, currencyOf('vnlotto'))).toMatch(/^[0-9/:,\s]+$/);
  });

  it('converts the protocol major-unit fields and typed amounts to minor units', () => {
    expect(toMinorUnits(10.05, 2)).toBe(1005);
    expect(toMinorUnits('4500', 0)).toBe(4500);
    expect(toMinorUnits('x', 2)).toBeNull();
    expect(parseAmount('10.5', 2)).toBe(1050);
    expect(parseAmount('10.5', 0)).toBeNull();
  });
});

/** The header balance as rendered for a signed-in member whose balance call answered `value`. */
// Rendered on the server, so the answer is given as SWR's server-side fallback for the balance's key.
function renderBalance(config: Parameters<typeof ConfigProvider>[0]['config'], value: unknown): string {
  setState({ isLogin: true, member: { account: 'm1', nickname: null, type: 0, regDate: null, clubLabel: null } });
  const fallback = { [unstable_serialize(callKey('balance', { typeId: 0 }, getState().language, 'm1'))]: value };
  return renderToStaticMarkup(<SWRConfig value={{ fallback }}><ConfigProvider config={config}><BalanceText /></ConfigProvider></SWRConfig>);
}

describe('the header balance in every language of every merchant', () => {
  beforeAll(async () => {
    await i18next.use(initReactI18next).init({ lng: 'EN', resources: {}, fallbackLng: false, keySeparator: false, nsSeparator: false });
  });

  for (const code of ['bdwin', 'vnlotto', 'cnstar']) {
    it(`${code}: the same text in each supported language, from the one formatter`, async () => {
      const config = merchant(code);
      const texts: string[] = [];
      for (const language of config.languages.supported) {
        await i18next.changeLanguage(language);
        texts.push(renderBalance(config, { sumBalance: 1234.5 }));
      }
      const expected = formatMoney(toMinorUnits(1234.5, config.identity.currency.decimals) as number, config.identity.currency);
      expect(texts).toEqual(config.languages.supported.map(() => `<span class="balance-value">${expected}</span>`));
    });
  }

  it('prefers the exact minor units the platform sends', () => {
    const config = merchant('vnlotto');
    expect(renderBalance(config, { sumBalance: 8, sumBalanceMinor: 800 })).toBe('<span class="balance-value">800\u00a0₫</span>');
  });
});

describe('the money format in merchant validation', () => {
  const problemsAfter = (from: string, to: string) => {
    const fixture = createFixture();
    fixture.edit('vnlotto', from, to);
    return loadMerchants(fixture.merchantsDir, { localesDir: fixture.localesDir }).problems;
  };

  it('refuses a locale the runtime cannot format numbers in', () => {
    const problems = problemsAfter('"locale": "vi-VN"', '"locale": "qq-ZZ"');
    expect(problems).toEqual([expect.objectContaining({ pointer: '/identity/currency/locale', keyword: 'unknown-locale' })]);
  });

  it('refuses unknown digits and symbol positions with the choices', () => {
    const problems = problemsAfter('"digits": "latn", "symbolPosition": "after"', '"digits": "roman", "symbolPosition": "left"');
    expect(problems.map((p) => [p.pointer, p.keyword])).toEqual([
      ['/identity/currency/digits', 'enum'],
      ['/identity/currency/symbolPosition', 'enum'],
    ]);
  });

  it('requires the whole format (no silent default)', () => {
    const problems = problemsAfter(', "symbolSpace": true', '');
    expect(problems).toEqual([expect.objectContaining({ pointer: '/identity/currency/symbolSpace', keyword: 'required' })]);
  });
});
