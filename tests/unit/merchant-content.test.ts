// Merchant content (merchants/<code>/content/<LANG>.json): banners, notices, promotions and help
// articles are checked like the merchant file, each problem with file, line, pointer and a
// sentence; the shipped merchants have content in every language they support.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadMerchants } from '../../src/shared/config/index.ts';
import { htmlProblems } from '../../src/shared/config/content-html.ts';
import { createFixture, positionOf, type Fixture } from './helpers/merchant-fixture.ts';

const load = (fixture: Fixture) => loadMerchants(fixture.merchantsDir, { localesDir: fixture.localesDir });
const contentFile = (fixture: Fixture, code: string, language: string) => join(fixture.merchantsDir, code, 'content', `${language}.json`);

/** Replaces `from` (exactly once) in a content file; returns the new text. */
function editContent(fixture: Fixture, code: string, language: string, from: string, to: string): string {
  const path = contentFile(fixture, code, language);
  const text = readFileSync(path, 'utf8');
  expect(text.split(from)).toHaveLength(2);
  const next = text.replace(from, to);
  writeFileSync(path, next);
  return next;
}

describe('merchant content', () => {
  it('ships banners, notices, promotions and the footer-linked help articles in every supported language', () => {
    const result = load(createFixture());
    expect(result.problems).toEqual([]);
    for (const [code, languages] of [['bdwin', ['BN', 'EN', 'HI', 'UR']], ['vnlotto', ['EN', 'TH', 'VI']], ['cnstar', ['CN', 'EN', 'JA', 'TW']]] as const) {
      expect(Object.keys(result.content[code] ?? {}).sort()).toEqual([...languages]);
      for (const language of languages) {
        const content = result.content[code]![language]!;
        expect(content.banners.length).toBeGreaterThan(0);
        expect(content.announcements.length).toBeGreaterThan(0);
        expect(content.promotions.length).toBeGreaterThan(0);
        expect(content.help.map((a) => a.id)).toEqual(expect.arrayContaining(['about', 'faq']));
      }
    }
  });

  it('reports each problem at its line and pointer, with a sentence', () => {
    const fixture = createFixture(['bdwin']);
    let text = editContent(fixture, 'bdwin', 'EN', '"id": "cricket",', '"id": "welcome",');
    text = editContent(fixture, 'bdwin', 'EN', '"art": "content/art/banner-slots.svg"', '"art": "content/art/no-such.svg"');
    text = editContent(fixture, 'bdwin', 'EN', '"until": "2027-06-30"', '"until": "2026-01-01"');
    text = editContent(fixture, 'bdwin', 'EN', '<p>BDWin is an online', '<p onclick=\\"steal()\\">BDWin is an online');
    const file = relative(process.cwd(), contentFile(fixture, 'bdwin', 'EN'));
    const { problems } = load(fixture);
    const at = (needle: string) => positionOf(text, needle);
    expect(problems).toEqual([
      { file, ...at('"welcome",\n      "title": "Cricket'), pointer: '/banners/1/id', keyword: 'duplicate-id', message: "id 'welcome' is already used in banners; each id appears once per list" },
      { file, ...at('"content/art/no-such.svg"'), pointer: '/banners/2/art', keyword: 'missing-art', message: expect.stringContaining("no file 'content/art/no-such.svg'") },
      { file, ...at('"2026-01-01"'), pointer: '/promotions/0/until', keyword: 'period-reversed', message: 'ends on 2026-01-01, before it starts on 2026-09-01' },
      { file, ...at('"<p onclick'), pointer: '/help/0/html', keyword: 'unsafe-html', message: 'the attribute onclick on <p> is not allowed; use href, title, colspan, rowspan, class' },
    ]);
    expect(load(fixture).merchants).toHaveLength(0); // a merchant with problems is not served
  });

  it('refuses a page whose contentArticle block names an article a language lacks', () => {
    const fixture = createFixture(['vnlotto']);
    const vi = editContent(fixture, 'vnlotto', 'VI', '"id": "join"', '"id": "agents"');
    const { problems } = load(fixture);
    const dir = relative(process.cwd(), join(fixture.merchantsDir, 'vnlotto', 'content'));
    expect(problems).toEqual(expect.arrayContaining([
      expect.objectContaining({ file: join(dir, 'VI.json'), ...positionOf(vi, '[\n    {\n      "id": "about"'), pointer: '/help', keyword: 'missing-help', message: "the contentArticle block at /screens/join/blocks/0 shows help article 'join', which this language does not have; add an article with id 'join'" }),
    ]));
  });

  it('refuses a file the schema rejects, a missing language and a help article the footer links to', () => {
    const fixture = createFixture(['vnlotto']);
    const text = editContent(fixture, 'vnlotto', 'EN', '"claim": "apply"', '"claim": "maybe"');
    const vi = editContent(fixture, 'vnlotto', 'VI', '"id": "terms"', '"id": "rules"');
    rmSync(join(fixture.merchantsDir, 'vnlotto', 'content', 'EN.json'));
    writeFileSync(join(fixture.merchantsDir, 'vnlotto', 'content', 'EN.json'), text);
    const merchantText = readFileSync(fixture.file('vnlotto'), 'utf8');
    const { problems } = load(fixture);
    const dir = relative(process.cwd(), join(fixture.merchantsDir, 'vnlotto', 'content'));
    expect(problems).toEqual(expect.arrayContaining([
      expect.objectContaining({ file: join(dir, 'EN.json'), ...positionOf(text, '"maybe"'), pointer: '/promotions/0/claim', keyword: 'enum' }),
      expect.objectContaining({ file: join(dir, 'VI.json'), ...positionOf(vi, '[\n    {\n      "id": "about"'), pointer: '/help', keyword: 'missing-help', message: "the footer links to help article 'terms', which this language does not have; add an article with id 'terms'" }),
    ]));
    rmSync(join(fixture.merchantsDir, 'vnlotto', 'content', 'VI.json'));
    const missing = load(fixture).problems.find((p) => p.keyword === 'missing-content');
    expect(missing).toEqual({
      file: relative(process.cwd(), fixture.file('vnlotto')),
      ...positionOf(merchantText, '["VI", "EN", "TH"]'),
      pointer: '/languages/supported',
      keyword: 'missing-content',
      message: `no content for VI; add ${join(dir, 'VI.json')} (banners, announcements, promotions, help)`,
    });
  });

  it('a raffle reads the same in every language: another prize or period in one file is reported there; a prize weight of 0 fails the schema', () => {
    const fixture = createFixture(['bdwin']);
    const en = editContent(fixture, 'bdwin', 'EN', '"amount": 500,', '"amount": 5000,');
    const bn = editContent(fixture, 'bdwin', 'BN', '"weight": 30', '"weight": 0');
    const dir = relative(process.cwd(), join(fixture.merchantsDir, 'bdwin', 'content'));
    // Where the value after a key starts (the problem points at the value).
    const valueAt = (text: string, needle: string) => {
      const at = positionOf(text, needle);
      return { line: at.line, column: at.column + needle.indexOf(': ') + 2 };
    };
    const { problems } = load(fixture);
    // While BN fails the schema it is not compared: EN is the first file left, so HI and UR (which have
    // BN's prizes) are reported against it. Once BN is right, EN's other prize is reported in EN.
    expect(problems).toEqual([
      expect.objectContaining({ file: join(dir, 'BN.json'), ...valueAt(bn, '"weight": 0'), pointer: '/promotions/1/raffle/prizes/1/weight', keyword: 'minimum' }),
      expect.objectContaining({ file: join(dir, 'HI.json'), pointer: '/promotions/1', keyword: 'promotion-rules-differ', message: expect.stringContaining('than in EN.json') }),
      expect.objectContaining({ file: join(dir, 'UR.json'), pointer: '/promotions/1', keyword: 'promotion-rules-differ', message: expect.stringContaining('than in EN.json') }),
    ]);
    editContent(fixture, 'bdwin', 'BN', '"weight": 0', '"weight": 30');
    expect(load(fixture).problems).toEqual([{
      file: join(dir, 'EN.json'), ...positionOf(en, '{\n      "id": "lucky-draw"'), pointer: '/promotions/1', keyword: 'promotion-rules-differ',
      message: "promotion 'lucky-draw' has another claim, period or raffle than in BN.json; these rules must read the same in every language",
    }]);
  });
});

describe('content HTML', () => {
  it('accepts plain markup and links to the portal, https and mail', () => {
    expect(htmlProblems('<h3>Terms</h3><p>Read <a href="/help?page=faq">the FAQ</a>, <a href="https://example.com">this</a> or <a href="mailto:a@b.c">mail</a>.</p><ul><li><strong>x</strong></li></ul>')).toEqual([]);
  });
  it('names what the portal would strip', () => {
    expect(htmlProblems('<script>x()</script>')).toEqual([expect.stringMatching(/^<script> is not allowed/)]);
    expect(htmlProblems('<iframe src="https://x"></iframe><img src=x onerror=y>')).toHaveLength(2);
    expect(htmlProblems('<a href="javascript:alert(1)">x</a>')).toEqual(["the link 'javascript:alert(1)' on <a> must start with /, https://, mailto: or #"]);
    expect(htmlProblems('<p style="color:red">x</p>')).toEqual(['the attribute style on <p> is not allowed; use href, title, colspan, rowspan, class']);
    expect(htmlProblems('<!-- note --><p>x</p>')).toEqual(['contains an HTML comment; remove it']);
  });
});
