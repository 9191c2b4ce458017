// A guest's first visit downloads only the first screen's texts (src/shared/i18n/first-paint-keys.ts,
// vite.config.ts localeParts); the sign-in dialog's come with it, the rest when first needed. The
// three parts must be the whole locale file, each key once, or a text would be missing (or
// downloaded twice) in some language.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isFirstPaintKey, TEXTS_PARTS, textsPart, textsPartOf } from '../../src/shared/i18n/first-paint-keys.ts';

const dir = new URL('../../src/shared/i18n/locales/', import.meta.url);

describe('locale file parts', () => {
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
    it(`${file}: the first-paint, sign-in and rest parts are the whole file, each key once`, () => {
      const strings = JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as Record<string, string>;
      const parts = TEXTS_PARTS.map((part) => textsPart(strings, part));
      expect(Object.assign({}, ...parts)).toEqual(strings);
      expect(parts.reduce((count, part) => count + Object.keys(part).length, 0)).toBe(Object.keys(strings).length);
      const [first, signIn] = parts as [Record<string, string>, Record<string, string>];
      // The login form's labels come with the dialog.
      expect(signIn['field.username']).toBe(strings['field.username']);
      expect(signIn['auth.submitLogin']).toBe(strings['auth.submitLogin']);
      // The first screen's sign-in buttons are there; a form's texts and error codes are not.
      expect(first['auth.login']).toBe(strings['auth.login']);
      expect(Object.keys(first).some((key) => key.startsWith('errorCode.') || key.startsWith('field.'))).toBe(false);
    });
  }

  it('a new family of keys belongs to the rest unless named', () => {
    expect(isFirstPaintKey('deposit.title')).toBe(false);
    expect(isFirstPaintKey('nav.home')).toBe(true);
    expect(textsPartOf('deposit.title')).toBe('rest');
    expect(textsPartOf('auth.login')).toBe('first');
    expect(textsPartOf('auth.rememberDevice')).toBe('signIn');
  });
});
