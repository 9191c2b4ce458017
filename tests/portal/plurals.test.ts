// Count-bearing texts read as each language counts: "1 hour", not "1 hours" (the reality-check
// interval list); Arabic's dual; Chinese's one form for every number, even under the platform's
// code CN, which Intl alone does not know; Russian's one, few and many by the last digits; Polish's
// many for 21 where Russian reads one; Hebrew's dual.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { shippedBlockTexts } from '../../src/shared/config/block-texts.ts';
import { repoRoot } from '../../src/shared/config/paths.ts';
import { pluralsByLanguageTag } from '../../src/portal/i18n/plurals.ts';
import { I18N_OPTIONS } from '../../src/portal/i18n/options.ts';

const dir = join(repoRoot, 'src/shared/i18n/locales');
// A language's texts with its block folders' own (src/portal/blocks/<type>/texts), as the portal has them.
const load = (code: string) => ({ ...shippedBlockTexts(code), ...JSON.parse(readFileSync(join(dir, `${code}.json`), 'utf8')) as Record<string, string> });
const languages = readdirSync(dir).map((name) => name.replace('.json', ''));

async function translator(code: string) {
  const i18n = i18next.createInstance();
  await i18n.init({ ...I18N_OPTIONS, lng: code, resources: { [code]: { translation: load(code) } } });
  return pluralsByLanguageTag(i18n).t;
}

describe('plural texts', () => {
  it('words the reality-check intervals in the singular for one', async () => {
    const t = await translator('EN');
    expect(t('protection.hoursN', { count: 1 })).toBe('1 hour');
    expect(t('protection.hoursN', { count: 2 })).toBe('2 hours');
    expect(t('protection.minutesN', { count: 30 })).toBe('30 minutes');
    expect(t('games.count', { count: 1 })).toBe('1 game');
    expect(t('member.daysSinceJoining', { count: 1 })).toBe('Joined 1 day ago');
  });

  it("uses Arabic's dual and its few and many forms", async () => {
    const t = await translator('AR');
    expect(t('protection.hoursN', { count: 2 })).toBe('ساعتان');
    expect(t('protection.hoursN', { count: 3 })).toBe('3 ساعات');
    expect(t('protection.hoursN', { count: 11 })).toBe('11 ساعة');
  });

  it("uses Russian's one, few and many forms by the last digits", async () => {
    const t = await translator('RU');
    expect(t('protection.hoursN', { count: 1 })).toBe('1 час');
    expect(t('protection.hoursN', { count: 3 })).toBe('3 часа');
    expect(t('protection.hoursN', { count: 5 })).toBe('5 часов');
    expect(t('protection.hoursN', { count: 11 })).toBe('11 часов');
    expect(t('protection.hoursN', { count: 21 })).toBe('21 час');
    expect(t('games.count', { count: 22 })).toBe('22 игры');
  });

  it("uses Polish's few for 2-4 and many for 5-21 and the teens", async () => {
    const t = await translator('PL');
    expect(t('protection.hoursN', { count: 1 })).toBe('1 godzina');
    expect(t('protection.hoursN', { count: 3 })).toBe('3 godziny');
    expect(t('protection.hoursN', { count: 5 })).toBe('5 godzin');
    expect(t('protection.hoursN', { count: 12 })).toBe('12 godzin');
    expect(t('protection.hoursN', { count: 21 })).toBe('21 godzin');
    expect(t('games.count', { count: 22 })).toBe('22 gry');
  });

  it("uses Ukrainian's one, few and many forms by the last digits", async () => {
    const t = await translator('UK');
    expect(t('protection.hoursN', { count: 1 })).toBe('1 година');
    expect(t('protection.hoursN', { count: 3 })).toBe('3 години');
    expect(t('protection.hoursN', { count: 11 })).toBe('11 годин');
    expect(t('protection.hoursN', { count: 21 })).toBe('21 година');
    expect(t('games.count', { count: 25 })).toBe('25 ігор');
  });

  it("uses Czech's one only for 1 and its many for fractions", async () => {
    const t = await translator('CS');
    expect(t('protection.hoursN', { count: 1 })).toBe('1 hodina');
    expect(t('protection.hoursN', { count: 4 })).toBe('4 hodiny');
    expect(t('protection.hoursN', { count: 21 })).toBe('21 hodin');
    expect(t('protection.hoursN', { count: 1.5 })).toBe('1.5 hodiny');
    expect(t('games.count', { count: 5 })).toBe('5 her');
  });

  it("uses Hebrew's dual for two and its one form for one", async () => {
    const t = await translator('HE');
    expect(t('protection.hoursN', { count: 1 })).toBe('שעה אחת');
    expect(t('protection.hoursN', { count: 2 })).toBe('שעתיים');
    expect(t('protection.hoursN', { count: 5 })).toBe('5 שעות');
    expect(t('member.daysSinceJoining', { count: 2 })).toBe('הצטרפת לפני יומיים');
  });

  it("uses Romanian's few form, and 'de' from 20 on", async () => {
    const t = await translator('RO');
    expect(t('protection.hoursN', { count: 1 })).toBe('1 oră');
    expect(t('protection.hoursN', { count: 3 })).toBe('3 ore');
    expect(t('protection.hoursN', { count: 19 })).toBe('19 ore');
    expect(t('protection.hoursN', { count: 20 })).toBe('20 de ore');
    expect(t('protection.hoursN', { count: 101 })).toBe('101 ore');
    expect(t('games.count', { count: 100 })).toBe('100 de jocuri');
  });

  it('gives Chinese its one form for one too', async () => {
    const t = await translator('CN');
    expect(t('protection.hoursN', { count: 1 })).toBe('1 小时');
    expect(t('games.count', { count: 1 })).toBe('共 1 款游戏');
  });

  it.each(languages)('%s has a text for every plural key at every count', async (code) => {
    const t = await translator(code);
    const bases = Object.keys(load('EN')).filter((key) => key.endsWith('_other')).map((key) => key.slice(0, -'_other'.length));
    expect(bases.length).toBeGreaterThan(15);
    for (const base of bases) for (const count of [0, 1, 2, 3, 5, 11, 21, 100, 101, 1.5]) expect(t(base, { count, points: count, shown: 1, cost: 'x', deposit: 'y' }), `${code} ${base} ${count}`).not.toContain(base);
  });

  it('English writes no count before a plural noun outside plural forms', () => {
    const offenders = Object.entries(load('EN')).filter(([key, text]) => !/_(one|other)$/.test(key) && /\{\{(count|n|minutes|hours|days|points)\}\} [a-z]+s\b/.test(text));
    expect(offenders).toEqual([]);
  });
});
