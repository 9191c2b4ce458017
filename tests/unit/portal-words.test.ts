// Words the member reads: a fixed-length rule says "6 digits" (not "6–6"), the reality-check
// choices use plural forms, and cnstar's payee, channels and menu read as its own market expects.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { checkField } from '../../src/shared/patterns.ts';
import { formatUntil } from '../../src/shared/money.ts';

const root = join(import.meta.dirname, '../..');
const json = (path: string) => JSON.parse(readFileSync(join(root, path), 'utf8'));
const LANGUAGES = ['EN', 'BN', 'VI', 'CN', 'TH', 'AR'];
const i18n = i18next.createInstance();
await i18n.init({
  lng: 'EN',
  resources: Object.fromEntries(LANGUAGES.map((code) => [code, { translation: json(`src/shared/i18n/locales/${code}.json`) }])),
  interpolation: { escapeValue: false },
});
const cnstar = json('merchants/cnstar/merchant.json');

describe('rule and plural wording', () => {
  it('a rule with min = max says the one length, in every language', () => {
    const setting = cnstar.registration.fields.paymentPassword;
    const problem = checkField('12a', setting)!;
    expect(i18n.t(problem.messageKey, { ...problem.params, lng: 'CN' })).toBe('仅限 6 位数字');
    expect(i18n.t(problem.messageKey, { ...problem.params, lng: 'EN' })).toBe('6 digits only');
    for (const lng of LANGUAGES) expect(i18n.t(problem.messageKey, { ...problem.params, lng }), lng).not.toMatch(/6\s*[–-]\s*6/);
    // A range still reads as a range.
    const range = checkField('1', { ...setting, pattern: { ...setting.pattern, min: 4, max: 8 } })!;
    expect(i18n.t(range.messageKey, { ...range.params, lng: 'EN' })).toBe('4–8 digits only');
  });

  it('reality-check choices: one hour, several hours', () => {
    expect(i18n.t('protection.hoursN', { count: 1 })).toBe('1 hour');
    expect(i18n.t('protection.hoursN', { count: 1.5 })).toBe('1.5 hours');
    expect(i18n.t('protection.minutesN', { count: 10 })).toBe('10 minutes');
    expect(i18n.t('protection.hoursN', { count: 2, lng: 'AR' })).toBe('ساعتان');
  });
});

describe('a break\'s end', () => {
  it('reads in the member\'s language with the merchant\'s digits and a named time zone', () => {
    const at = Date.UTC(2026, 10, 29, 14, 5);
    const bangla = formatUntil(at, 'bn-BD', 'latn');
    expect(bangla).not.toMatch(/[০-৯]/);
    expect(bangla).toMatch(/\d{1,2}:05/);
    expect(formatUntil(at, 'en', 'latn')).toMatch(/2026.*\d{1,2}:05.*(UTC|GMT|[A-Z]{2,5})/);
  });
});

describe('cnstar reads as 星耀', () => {
  it('the bank payee carries the brand\'s name', () => {
    const brand = cnstar.identity.displayName as string;
    const bank = cnstar.constants.deposits.channels.find((c: { code: string }) => c.code === 'bank');
    expect(bank.receivingAccount.accountName.startsWith(brand)).toBe(true);
  });

  it('the wallet channels carry their Chinese names', () => {
    const names = JSON.stringify(cnstar).match(/"name":\s*"[^"]*(Alipay|WeChat Pay)[^"]*"/g) ?? [];
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name).toMatch(/支付宝|微信支付/);
  });

  it('the member menu does not repeat the summary card\'s withdraw button', () => {
    const CN = json('src/shared/i18n/locales/CN.json');
    const labels = cnstar.navigation.memberMenu.map((item: { labelKey: string }) => CN[item.labelKey]);
    expect(labels).not.toContain(CN['header.withdraw']);
    expect(labels).not.toContain(CN['header.deposit']);
  });
});

describe('/join', () => {
  it('every merchant\'s join screen shows a content article that each of its languages has', () => {
    for (const code of ['bdwin', 'vnlotto', 'cnstar']) {
      const config = json(`merchants/${code}/merchant.json`);
      const blocks = config.screens.join?.blocks ?? [];
      const article = blocks.find((b: { type: string }) => b.type === 'contentArticle');
      expect(article, code).toBeDefined();
      for (const language of config.languages.supported as string[]) {
        const help = json(`merchants/${code}/content/${language}.json`).help as { id: string; html: string }[];
        expect(help.find((a) => a.id === article.articleId)?.html, `${code} ${language}`).toContain(config.identity.displayName);
      }
    }
  });
});
