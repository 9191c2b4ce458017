// `npm run validate` refuses a language a merchant offers while its texts have a gap: a missing
// key, a lost {{placeholder}}, a plural form its grammar needs, in the portal's shipped texts, the
// merchant's own texts or the payments desk's texts, each named by file and key.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadMerchants } from '../../src/shared/config/index.ts';
import { pluralCategories } from '../../src/shared/config/completeness.ts';
import { createFixture, positionOf, type Fixture } from './helpers/merchant-fixture.ts';

const load = (fixture: Fixture) => loadMerchants(fixture.merchantsDir, { localesDir: fixture.localesDir, deskLocalesDir: fixture.deskLocalesDir });
const rel = (path: string) => relative(process.cwd(), path);

function editJson(path: string, change: (texts: Record<string, string>) => void): string {
  const texts = JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>;
  change(texts);
  const text = `${JSON.stringify(texts, null, 2)}\n`;
  writeFileSync(path, text);
  return text;
}

describe('language completeness', () => {
  it('the shipped languages of the demo merchants are complete', () => {
    expect(load(createFixture()).problems).toEqual([]);
  });

  it('knows each language plural forms from CLDR', () => {
    expect(pluralCategories('EN')).toEqual(['one', 'other']);
    expect(pluralCategories('AR')).toEqual(['few', 'many', 'one', 'other', 'two', 'zero']);
    expect(pluralCategories('RU')).toEqual(['few', 'many', 'one', 'other']);
    expect(pluralCategories('JA')).toEqual(['other']);
    expect(pluralCategories('CN')).toEqual(['other']);
  });

  it('names a missing portal text with its file and key', () => {
    const fixture = createFixture();
    const file = join(fixture.localesDir, 'BN.json');
    editJson(file, (texts) => delete texts['home.winners']);
    const problems = load(fixture).problems.filter((p) => p.keyword === 'missing-text');
    expect(problems).toEqual([expect.objectContaining({ file: rel(file), pointer: '/home.winners' })]);
    expect(problems[0]!.message).toContain("BN has no text for 'home.winners'");
  });

  it('names a lost placeholder where the text is written', () => {
    const fixture = createFixture();
    const file = join(fixture.localesDir, 'VI.json');
    const text = editJson(file, (texts) => (texts['home.slide'] = texts['home.slide']!.replace('{{count}}', '10')));
    const problems = load(fixture).problems;
    expect(problems).toEqual([expect.objectContaining({ file: rel(file), pointer: '/home.slide', keyword: 'lost-placeholder', ...positionOf(text, '"home.slide"') })]);
    expect(problems[0]!.message).toContain('{{count}}');
  });

  it('asks each language for the plural forms its grammar has', () => {
    const fixture = createFixture();
    editJson(join(fixture.localesDir, 'EN.json'), (texts) => Object.assign(texts, { 'test.rounds_one': '{{count}} round', 'test.rounds_other': '{{count}} rounds' }));
    editJson(join(fixture.localesDir, 'BN.json'), (texts) => Object.assign(texts, { 'test.rounds_other': '{{count}}টি রাউন্ড' }));
    // Vietnamese, Chinese (both scripts), Thai and Japanese have one form: `_other` is all they need.
    editJson(join(fixture.localesDir, 'VI.json'), (texts) => Object.assign(texts, { 'test.rounds_other': '{{count}} vòng' }));
    editJson(join(fixture.localesDir, 'CN.json'), (texts) => Object.assign(texts, { 'test.rounds_other': '{{count}} 轮' }));
    editJson(join(fixture.localesDir, 'TH.json'), (texts) => Object.assign(texts, { 'test.rounds_other': '{{count}} รอบ' }));
    editJson(join(fixture.localesDir, 'JA.json'), (texts) => Object.assign(texts, { 'test.rounds_other': '{{count}} ラウンド' }));
    editJson(join(fixture.localesDir, 'TW.json'), (texts) => Object.assign(texts, { 'test.rounds_other': '{{count}} 輪' }));
    // Hindi and Urdu, like English, have `_one` and `_other`.
    editJson(join(fixture.localesDir, 'HI.json'), (texts) => Object.assign(texts, { 'test.rounds_one': '{{count}} राउंड', 'test.rounds_other': '{{count}} राउंड' }));
    editJson(join(fixture.localesDir, 'UR.json'), (texts) => Object.assign(texts, { 'test.rounds_one': '{{count}} راؤنڈ', 'test.rounds_other': '{{count}} راؤنڈز' }));
    const problems = load(fixture).problems;
    expect(problems).toEqual([expect.objectContaining({ file: rel(join(fixture.localesDir, 'BN.json')), pointer: '/test.rounds_one', keyword: 'missing-plural-form' })]);
    expect(problems[0]!.message).toContain("missing 'test.rounds_one'");
  });

  it('asks Arabic for all six forms', () => {
    const fixture = createFixture(['bdwin']);
    fixture.edit('bdwin', '"supported": ["BN", "EN", "HI", "UR"]', '"supported": ["BN", "EN", "HI", "UR", "AR"]');
    editJson(join(fixture.localesDir, 'EN.json'), (texts) => Object.assign(texts, { 'test.rounds_one': '{{count}} round', 'test.rounds_other': '{{count}} rounds' }));
    editJson(join(fixture.localesDir, 'BN.json'), (texts) => Object.assign(texts, { 'test.rounds_one': '{{count}}টি রাউন্ড', 'test.rounds_other': '{{count}}টি রাউন্ড' }));
    editJson(join(fixture.localesDir, 'HI.json'), (texts) => Object.assign(texts, { 'test.rounds_one': '{{count}} राउंड', 'test.rounds_other': '{{count}} राउंड' }));
    editJson(join(fixture.localesDir, 'UR.json'), (texts) => Object.assign(texts, { 'test.rounds_one': '{{count}} راؤنڈ', 'test.rounds_other': '{{count}} راؤنڈز' }));
    editJson(join(fixture.localesDir, 'AR.json'), (texts) => Object.assign(texts, { 'test.rounds_one': 'جولة واحدة', 'test.rounds_other': '{{count}} جولة' }));
    // Bdwin's own texts and content have no Arabic either: those are other checks' problems.
    const problems = load(fixture).problems.filter((p) => ['missing-text', 'lost-placeholder', 'missing-plural-form'].includes(p.keyword));
    expect(problems.map((p) => p.keyword)).toEqual(['missing-plural-form']);
    expect(problems[0]!.message).toContain("missing 'test.rounds_few', 'test.rounds_many', 'test.rounds_two', 'test.rounds_zero'");
  });

  it("checks the merchant's own texts over the shipped ones", () => {
    const fixture = createFixture();
    const file = join(fixture.merchantsDir, 'bdwin', 'texts', 'BN.json');
    const text = editJson(file, (texts) => (texts['home.slide'] = 'স্লাইড {{n}}'));
    const problems = load(fixture).problems;
    expect(problems).toEqual([expect.objectContaining({ file: rel(file), pointer: '/home.slide', keyword: 'lost-placeholder', ...positionOf(text, '"home.slide"') })]);
  });

  it("checks the payments desk's texts of each offered language", () => {
    const fixture = createFixture();
    const file = join(fixture.deskLocalesDir, 'CN.json');
    editJson(file, (texts) => delete texts['login.password']);
    const problems = load(fixture).problems;
    expect(problems).toEqual([expect.objectContaining({ file: rel(file), pointer: '/login.password', keyword: 'missing-text' })]);
  });

  it('refuses a language the desk has no texts for, at the merchant file', () => {
    const fixture = createFixture(['vnlotto']);
    rmSync(join(fixture.deskLocalesDir, 'VI.json'));
    const text = readFileSync(fixture.file('vnlotto'), 'utf8');
    const problems = load(fixture).problems.filter((p) => p.keyword !== 'no-default');
    expect(problems).toEqual([expect.objectContaining({ file: rel(fixture.file('vnlotto')), pointer: '/languages/supported/0', keyword: 'missing-desk-locale', ...positionOf(text, '"VI", "EN", "TH"]') })]);
  });

  it('sums up a language that lacks most texts after the first twenty', () => {
    const fixture = createFixture(['cnstar']);
    editJson(join(fixture.localesDir, 'CN.json'), (texts) => {
      for (const key of Object.keys(texts).slice(0, 100)) delete texts[key];
    });
    const problems = load(fixture).problems.filter((p) => p.keyword === 'missing-text');
    expect(problems).toHaveLength(21);
    expect(problems[20]!.message).toContain('CN lacks 80 more');
  });
});
