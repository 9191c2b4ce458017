// Every translation key the games area uses exists in the six locale files, with the same
// placeholders as English, and English says what the code's fallback says (the browser tests find
// elements by those English names).
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const dir = new URL('../../src/portal/features/games/', import.meta.url);
const LOCALES = ['BN', 'EN', 'VI', 'CN', 'TH', 'AR'] as const;
const locale = (code: string) => JSON.parse(readFileSync(new URL(`../../src/shared/i18n/locales/${code}.json`, import.meta.url), 'utf8')) as Record<string, string>;

/** `t('games.x', { defaultValue: '...' })` and `messageFor('games.x', '...')` in the games sources. */
function usedKeys(): Map<string, string | null> {
  const keys = new Map<string, string | null>();
  for (const file of readdirSync(dir).filter((f) => /\.tsx?$/.test(f))) {
    const source = readFileSync(new URL(file, dir), 'utf8');
    for (const m of source.matchAll(/\bt\('(games?\.[A-Za-z.]+)'(?:,\s*\{\s*defaultValue:\s*'([^']*)')?/g)) keys.set(m[1]!, m[2] ?? keys.get(m[1]!) ?? null);
    for (const m of source.matchAll(/messageFor\('(games\.[A-Za-z.]+)',\s*'([^']*)'\)/g)) keys.set(m[1]!, m[2]!);
  }
  return keys;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('games translations', () => {
  const keys = usedKeys();

  it('finds the keys with English fallbacks', () => {
    expect(keys.get('games.play')).toBe('Play {{name}}');
    expect(keys.get('games.depositPrompt')).toBe('Your balance is not enough to play. Please deposit first.');
    expect(keys.size).toBeGreaterThan(20);
  });

  it.each(LOCALES)('%s has every games key, with the placeholders of English', (code) => {
    const en = locale('EN');
    const messages = locale(code);
    for (const used of keys.keys()) {
      // A count-bearing text is written in plural forms; `_other` is the one every language has.
      const key = `${used}_other` in en ? `${used}_other` : used;
      expect(typeof messages[key], `${code} ${key}`).toBe('string');
      expect(messages[key]!.trim(), `${code} ${key}`).not.toBe('');
      expect(placeholders(messages[key]!), `${code} ${key}`).toEqual(placeholders(en[key] ?? ''));
      if (code !== 'EN') expect(messages[key], `${code} ${key} is still English`).not.toBe(en[key]);
    }
  });

  it('English matches the fallbacks the code carries', () => {
    const en = locale('EN');
    for (const [key, fallback] of keys) if (fallback !== null) expect(en[key] ?? en[`${key}_other`], key).toBe(fallback);
  });
});
