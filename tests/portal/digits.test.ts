// One set of digits per merchant on every screen: the session clock, countdowns and numbers put
// into texts are written in the merchant's digits (identity.currency.digits), as its amounts are.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../src/shared/config/paths.ts';
import { formatDateTime, formatMoney, withDigits } from '../../src/shared/money.ts';
import { formatElapsed } from '../../src/portal/features/protection/session-play.ts';
import { I18N_OPTIONS } from '../../src/portal/i18n/options.ts';
import { numbersInDigits, textInDigits } from '../../src/portal/i18n/numbers.ts';
import { pluralsByLanguageTag } from '../../src/portal/i18n/plurals.ts';

const load = (code: string) => JSON.parse(readFileSync(join(repoRoot, 'src/shared/i18n/locales', `${code}.json`), 'utf8')) as Record<string, string>;

async function translator(code: string, digits: string) {
  const i18n = i18next.createInstance();
  await i18n.init({ ...I18N_OPTIONS, lng: code, resources: { [code]: { translation: load(code) } } });
  return numbersInDigits(pluralsByLanguageTag(i18n), digits).t;
}

describe('digits', () => {
  it('writes the session clock in the merchant digits', () => {
    expect(formatElapsed(3_909_000)).toBe('1:05:09');
    expect(formatElapsed(3_909_000, 'beng')).toBe('১:০৫:০৯');
    expect(withDigits('04:59', 'arab')).toBe('٠٤:٥٩');
  });

  it('writes a number put into a text in the merchant digits, and still picks its plural form', async () => {
    const bengali = await translator('BN', 'beng');
    expect(bengali('games.count', { count: 48 })).toBe('৪৮টি গেম');
    expect(bengali('sms.countdown', { seconds: 59 })).toContain('৫৯');
    const latin = await translator('BN', 'latn');
    expect(latin('games.count', { count: 48 })).toBe('48টি গেম');
    const arabic = await translator('AR', 'arab');
    expect(arabic('protection.hoursN', { count: 3 })).toBe('٣ ساعات');
    // A text's own strings (a username with digits) are not numbers: they stay as written.
    expect(bengali('security.contact.codeSent', { to: 'player01', minutes: 5 })).toContain('player01');
  });

  it('writes a text\'s own numbers in the merchant digits, including texts that arrive later', async () => {
    const bengali = await translator('BN', 'beng');
    expect(bengali('history.preset.week')).toBe('৭ দিন');
    const latin = await translator('BN', 'latn');
    expect(latin('history.preset.week')).toBe('7 দিন');
    const i18n = i18next.createInstance();
    await i18n.init({ ...I18N_OPTIONS, lng: 'BN', resources: { BN: { translation: {} } } });
    numbersInDigits(i18n, 'beng');
    i18n.addResources('BN', 'translation', { 'later.text': 'সর্বোচ্চ 12 মাস, {{count}} বার', 'later.html': '<b2>5</b2>' });
    expect(i18n.t('later.text', { count: 3 })).toBe('সর্বোচ্চ ১২ মাস, ৩ বার');
    expect(textInDigits('<b2>5</b2> $t(key2) {{n2}}', 'beng')).toBe('<b2>৫</b2> $t(key2) {{n2}}');
  });

  it('writes dates as the page language does, in the merchant digits', () => {
    const ms = Date.UTC(2026, 10, 28, 9, 5);
    const money = formatMoney(12345, { symbol: '৳', decimals: 2, locale: 'bn-BD', digits: 'beng', symbolPosition: 'before', symbolSpace: false });
    const date = formatDateTime(ms, { locale: 'bn', digits: 'beng' });
    expect(money).toBe('৳১২৩.৪৫');
    expect(date).toMatch(/২০২৬|২৬/);
    expect(date).not.toMatch(/[0-9]/);
    expect(formatDateTime(ms, { locale: 'bn', digits: 'latn' })).not.toMatch(/[০-৯]/);
  });
});
