// A guest's first visit downloads only the first screen's texts (src/shared/i18n/first-paint-keys.ts,
// vite.config.ts localeParts); the rest comes when first needed. The two parts must be the whole
// locale file, each key once, or a text would be missing (or downloaded twice) in some language.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isFirstPaintKey, textsPart } from '../../src/shared/i18n/first-paint-keys.ts';

const dir = new URL('../../src/shared/i18n/locales/', import.meta.url);

describe('locale file parts', () => {
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
    it(`${file}: the first-paint part and the rest are the whole file, each key once`, () => {
      const strings = JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as Record<string, string>;
      const first = textsPart(strings, 'first');
      const rest = textsPart(strings, 'rest');
      expect({ ...first, ...rest }).toEqual(strings);
      expect(Object.keys(first).filter((key) => key in rest)).toEqual([]);
      // The first screen's sign-in buttons are there; a form's texts and error codes are not.
      expect(first['auth.login']).toBe(strings['auth.login']);
      expect(Object.keys(first).some((key) => key.startsWith('errorCode.') || key.startsWith('field.'))).toBe(false);
    });
  }

  it('a new family of keys belongs to the rest unless named', () => {
    expect(isFirstPaintKey('deposit.title')).toBe(false);
    expect(isFirstPaintKey('nav.home')).toBe(true);
  });
});
