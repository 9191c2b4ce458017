// Every portal locale file (src/shared/i18n/locales) is complete on its own, whether or not a demo
// merchant offers it yet: every key English has, the same placeholders, the plural forms its
// language needs (CLDR), no key English lacks, and no text left in English where English is words.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { completenessProblems } from '../../src/shared/config/completeness.ts';
import { findLanguage } from '../../src/shared/i18n/languages.ts';

const dir = fileURLToPath(new URL('../../src/shared/i18n/locales/', import.meta.url));
const load = (code: string) => JSON.parse(readFileSync(join(dir, `${code}.json`), 'utf8')) as Record<string, string>;
const EN = load('EN');
const codes = readdirSync(dir).filter((file) => file.endsWith('.json')).map((file) => file.replace('.json', ''));
const base = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

describe('portal locales', () => {
  it('one file per catalogue language', () => {
    expect(codes.filter((code) => !findLanguage(code))).toEqual([]);
  });

  for (const language of codes.filter((code) => code !== 'EN')) {
    it(`${language}: every key, same placeholders, its plural forms, nothing extra`, () => {
      const strings = load(language);
      const problems = completenessProblems({ language, reference: EN, files: [{ file: `${language}.json`, keys: strings }], missingFile: `${language}.json` }).map((p) => p.message);
      for (const key of Object.keys(strings)) if (!(key in EN) && !(`${base(key)}_other` in EN)) problems.push(`${key}: not in EN`);
      expect(problems).toEqual([]);
    });

    it(`${language}: written in its own words`, () => {
      const strings = load(language);
      // Texts of three or more English words left as they are (names and codes are shorter).
      const english = Object.entries(EN).filter(([key, text]) => strings[key] === text && /[a-z]+ [a-z]+ [a-z]+/i.test(text.replace(/\{\{\w+\}\}/g, '')));
      expect(english.map(([key]) => key)).toEqual([]);
    });
  }
});
