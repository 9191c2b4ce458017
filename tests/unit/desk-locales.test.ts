// The payments desk's texts (src/desk/i18n/locales): every language has every key English has,
// in its own words, the same placeholders, and a message for every desk error code.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DESK_ERROR_CODES } from '../../src/shared/api/error-codes.ts';
import { DESK_LANGUAGES } from '../../src/desk/i18n/languages.ts';
import { createDeskTexts, loadLanguage, translate } from '../../src/desk/i18n/texts.ts';
import { completenessProblems } from '../../src/shared/config/completeness.ts';

const dir = fileURLToPath(new URL('../../src/desk/i18n/locales/', import.meta.url));
const load = (code: string) => JSON.parse(readFileSync(join(dir, `${code}.json`), 'utf8')) as Record<string, string>;
const EN = load('EN');

describe('desk locales', () => {
  it('one file per desk language, no other', () => {
    expect(readdirSync(dir).map((f) => f.replace('.json', '')).sort()).toEqual([...DESK_LANGUAGES].sort());
  });

  it('English has a message for every desk error code', () => {
    expect(DESK_ERROR_CODES.filter((code) => !EN[`errorCode.${code}`])).toEqual([]);
  });

  for (const language of DESK_LANGUAGES.filter((code) => code !== 'EN')) {
    it(`${language}: every key, translated, same placeholders, its plural forms`, () => {
      const strings = load(language);
      const problems: string[] = completenessProblems({ language, reference: EN, files: [{ file: `${language}.json`, keys: strings }], missingFile: `${language}.json` }).map((p) => p.message);
      for (const [key, english] of Object.entries(EN)) if (strings[key] === english) problems.push(`${key}: still English`);
      for (const key of Object.keys(strings)) if (!(key in EN) && !(key.replace(/_(zero|one|two|few|many|other)$/, '_other') in EN)) problems.push(`${key}: not in EN`);
      expect(problems).toEqual([]);
    });
  }

  it('picks the plural form of the language for a count', async () => {
    const texts = createDeskTexts();
    const t = translate(texts);
    expect(t('promotions.showImages', { count: 1 })).toBe('Show 1 image');
    expect(t('promotions.showImages', { count: 3 })).toBe('Show 3 images');
    await loadLanguage(texts, 'AR');
    expect(t('promotions.showImages', { count: 2 })).toBe('عرض صورتين');
    expect(t('promotions.showImages', { count: 5 })).toBe('عرض 5 صور');
    expect(t('promotions.showImages', { count: 11 })).toBe('عرض 11 صورة');
    await loadLanguage(texts, 'CN');
    expect(t('promotions.showImages', { count: 1 })).toBe('查看 1 张图片');
    await loadLanguage(texts, 'TL');
    expect(t('promotions.showImages', { count: 1 })).toBe('Ipakita ang 1 larawan');
    expect(t('promotions.showImages', { count: 4 })).toBe('Ipakita ang 4 na larawan');
    await loadLanguage(texts, 'PL');
    expect(t('promotions.showImages', { count: 3 })).toBe('Pokaż 3 obrazy');
    expect(t('promotions.showImages', { count: 12 })).toBe('Pokaż 12 obrazów');
    await loadLanguage(texts, 'LO');
    expect(t('promotions.showImages', { count: 1 })).toBe('ສະແດງຮູບ 1 ຮູບ');
    await loadLanguage(texts, 'UK');
    expect(t('promotions.showImages', { count: 3 })).toBe('Показати 3 зображення');
    expect(t('promotions.showImages', { count: 5 })).toBe('Показати 5 зображень');
    await loadLanguage(texts, 'CS');
    expect(t('promotions.showImages', { count: 1 })).toBe('Zobrazit 1 obrázek');
    expect(t('promotions.showImages', { count: 3 })).toBe('Zobrazit 3 obrázky');
    expect(t('promotions.showImages', { count: 5 })).toBe('Zobrazit 5 obrázků');
    await loadLanguage(texts, 'EL');
    expect(t('promotions.showImages', { count: 1 })).toBe('Εμφάνιση 1 εικόνας');
    await loadLanguage(texts, 'KO');
    expect(t('promotions.showImages', { count: 2 })).toBe('이미지 2장 보기');
  });
});
