// Translations: every locale file the portal ships has every English key, the interpolation
// names agree, and every key the portal code or a merchant config names exists in English.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { shippedBlockTexts } from '../../src/shared/config/block-texts.ts';
import { completenessProblems } from '../../src/shared/config/completeness.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const localesDir = join(root, 'src/shared/i18n/locales');
const load = (code: string) => JSON.parse(readFileSync(join(localesDir, `${code}.json`), 'utf8')) as Record<string, string>;
const EN = load('EN');
const REQUIRED = ['BN', 'EN', 'VI', 'CN', 'TH', 'AR'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : /\.(ts|tsx)$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );
}

describe('locale files', () => {
  it('ships the six required languages', () => {
    const present = readdirSync(localesDir).map((f) => f.replace('.json', ''));
    expect(present).toEqual(expect.arrayContaining(REQUIRED));
  });

  // The same check `npm run validate` makes for an offered language: keys, placeholders, and the
  // plural forms the language's grammar needs (Vietnamese has no `_one`, Arabic six forms).
  for (const code of REQUIRED.filter((c) => c !== 'EN')) {
    it(`${code} has every English key with the same placeholders, and real text`, () => {
      const problems = completenessProblems({ language: code, reference: EN, files: [{ file: `${code}.json`, keys: load(code) }], missingFile: `${code}.json` });
      expect(problems.map((p) => p.message)).toEqual([]);
    });
  }

  it('refuses a text that writes its numbers in its own digits: the merchant\'s digits setting writes them', () => {
    const problems = completenessProblems({ language: 'BN', reference: { 'history.preset.week': '7 days' }, files: [{ file: 'BN.json', keys: { 'history.preset.week': '৭ দিন' } }], missingFile: 'BN.json' });
    expect(problems).toEqual([expect.objectContaining({ keyword: 'native-digits', pointer: '/history.preset.week' })]);
  });

  it('every literal key the portal engine, shell and sign-in screens translate exists in English', () => {
    const keys = new Set<string>();
    // src/portal/games belongs to the games area, which keeps its own keys.
    for (const file of sourceFiles(join(root, 'src/portal')).filter((f) => !f.includes('/src/portal/features/games/'))) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/\bt\(\s*'([A-Za-z_][\w.]*)'/g)) keys.add(match[1]!);
      for (const match of text.matchAll(/(?:messageKey|buttonKey|titleKey)[=:]\s*['"]([A-Za-z_][\w.]*)['"]/g)) keys.add(match[1]!);
    }
    // A plural text is written as `key_one`, `key_other`, ...; i18next picks the form by the count.
    // A block folder's own texts (src/portal/blocks/<type>/texts) are English's too.
    const english = { ...shippedBlockTexts('EN'), ...EN };
    const missing = [...keys].filter((key) => !(key in english) && !(`${key}_other` in english));
    expect(missing).toEqual([]);
  });

  it('every message key a merchant config names exists in each of its supported languages', () => {
    for (const code of ['bdwin', 'vnlotto', 'cnstar']) {
      const config = readFileSync(join(root, 'merchants', code, 'merchant.json'), 'utf8');
      const parsed = JSON.parse(config) as { languages: { supported: string[] } };
      const keys = [...config.matchAll(/"(?:labelKey|titleKey|bodyKey|altKey|messageKey)":\s*"([^"]+)"/g)].map((m) => m[1]!);
      for (const language of parsed.languages.supported) {
        // The merchant's own texts (merchants/<code>/texts/<LANG>.json) count as well.
        const own = join(root, 'merchants', code, 'texts', `${language}.json`);
        const strings = { ...load(language), ...(existsSync(own) ? (JSON.parse(readFileSync(own, 'utf8')) as Record<string, string>) : {}) };
        expect(keys.filter((key) => !(key in strings)), `${code} ${language}`).toEqual([]);
      }
    }
  });
});
