// The payments desk's texts (src/desk/i18n/locales): every language has every key English has,
// in its own words, the same placeholders, and a message for every desk error code.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DESK_ERROR_CODES } from '../../src/shared/api/error-codes.ts';
import { DESK_LANGUAGES } from '../../src/desk/i18n/languages.ts';

const dir = fileURLToPath(new URL('../../src/desk/i18n/locales/', import.meta.url));
const load = (code: string) => JSON.parse(readFileSync(join(dir, `${code}.json`), 'utf8')) as Record<string, string>;
const EN = load('EN');
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('desk locales', () => {
  it('one file per desk language, no other', () => {
    expect(readdirSync(dir).map((f) => f.replace('.json', '')).sort()).toEqual([...DESK_LANGUAGES].sort());
  });

  it('English has a message for every desk error code', () => {
    expect(DESK_ERROR_CODES.filter((code) => !EN[`errorCode.${code}`])).toEqual([]);
  });

  for (const language of DESK_LANGUAGES.filter((code) => code !== 'EN')) {
    it(`${language}: every key, translated, same placeholders`, () => {
      const strings = load(language);
      const problems: string[] = [];
      for (const [key, english] of Object.entries(EN)) {
        const text = strings[key];
        if (!text?.trim()) problems.push(`${key}: missing`);
        else if (text === english) problems.push(`${key}: still English`);
        else if (placeholders(text).join() !== placeholders(english).join()) problems.push(`${key}: placeholders differ`);
      }
      for (const key of Object.keys(strings)) if (!(key in EN)) problems.push(`${key}: not in EN`);
      expect(problems).toEqual([]);
    });
  }
});
