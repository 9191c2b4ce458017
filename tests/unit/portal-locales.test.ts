// Every portal locale file (src/shared/i18n/locales) is complete on its own, whether or not a demo
// merchant offers it yet: every key English has, the same placeholders, the plural forms its
// language needs (CLDR), no key English lacks, and no text left in English where English is words.
// So are the texts block folders hold (src/portal/blocks/<type>/texts), each against its English.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { blocksWithTexts, blockTextLanguages, blockTextsProblems } from '../../src/shared/config/block-texts.ts';
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

describe('block folders\' texts', () => {
  const folders = blocksWithTexts();
  const read = (dir: string, code: string) => JSON.parse(readFileSync(join(dir, `${code}.json`), 'utf8')) as Record<string, string>;

  it('some blocks hold their texts in their folders, in every language the locales have', () => {
    expect(folders.length).toBeGreaterThanOrEqual(3);
    for (const { type, dir } of folders) expect(blockTextLanguages(dir), type).toEqual([...codes].sort());
  });

  for (const language of codes.filter((code) => code !== 'EN')) {
    it(`${language}: every block folder's key, same placeholders, its plural forms, nothing extra, its own words`, () => {
      const problems = blockTextsProblems(language).map((p) => `${p.file}: ${p.message}`);
      for (const { type, dir } of folders) {
        const english = read(dir, 'EN');
        const strings = read(dir, language);
        for (const key of Object.keys(strings)) if (!(key in english) && !(`${base(key)}_other` in english)) problems.push(`${type}: ${key}: not in its EN`);
        for (const [key, text] of Object.entries(english)) if (strings[key] === text && /[a-z]+ [a-z]+ [a-z]+/i.test(text.replace(/\{\{\w+\}\}/g, ''))) problems.push(`${type}: ${key}: left in English`);
        for (const key of Object.keys(english)) if (key in EN) problems.push(`${type}: ${key}: also in the shared locale`);
      }
      expect(problems).toEqual([]);
    });
  }

  it('refuses a block folder\'s missing key, lost placeholder and missing plural form, naming its file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'block-texts-'));
    mkdirSync(join(dir, 'tipsPanel', 'texts'), { recursive: true });
    writeFileSync(join(dir, 'tipsPanel', 'block.json'), JSON.stringify({ description: 'Tips.', reads: [], texts: ['tipsPanel.'], settings: { type: 'object' } }));
    const texts = (code: string, strings: Record<string, string>) => writeFileSync(join(dir, 'tipsPanel', 'texts', `${code}.json`), JSON.stringify(strings, null, 2));
    texts('EN', { 'tipsPanel.title': 'Tips for {{name}}', 'tipsPanel.more': 'More tips', 'tipsPanel.count_one': '{{count}} tip', 'tipsPanel.count_other': '{{count}} tips' });
    texts('RU', { 'tipsPanel.title': 'Советы', 'tipsPanel.count_one': '{{count}} совет', 'tipsPanel.count_other': '{{count}} совета' });
    const problems = blockTextsProblems('RU', null, [dir]);
    expect(problems.map((p) => [p.keyword, p.pointer])).toEqual(expect.arrayContaining([
      ['missing-plural-form', '/tipsPanel.count_few'],
      ['lost-placeholder', '/tipsPanel.title'],
      ['missing-text', '/tipsPanel.more'],
    ]));
    expect(problems.every((p) => p.file.endsWith(join('tipsPanel', 'texts', 'RU.json')))).toBe(true);
    // A merchant's own texts may fill a gap, as in the shipped locale.
    const own = { file: 'merchants/x/texts/RU.json', keys: { 'tipsPanel.more': 'Ещё советы' } };
    expect(blockTextsProblems('RU', own, [dir]).map((p) => p.pointer)).not.toContain('/tipsPanel.more');
  });
});

