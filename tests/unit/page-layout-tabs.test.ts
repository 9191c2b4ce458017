// Blocks inside a tabs block, addressed by id in a merchant's pages like a page's own blocks: the
// merge (hide, move, add, change settings, by tab and block id) and what `npm run validate`
// refuses in it, each with file, line, pointer and a sentence.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadMerchants } from '../../src/shared/config/index.ts';
import { mergePages, type PageEntry } from '../../src/shared/pages/merge.ts';
import { createFixture, positionOf } from './helpers/merchant-fixture.ts';

const containers = new Map([['tabs', ['/tabs/*/blocks']]]);
const text = (id: string, bodyKey: string) => ({ id, type: 'text', bodyKey });
const base: Record<string, PageEntry> = {
  mall: {
    access: 'realAccount',
    blocks: [
      { id: 'summary', type: 'pointSummary' },
      {
        id: 'mall', type: 'tabs', labelKey: 'nav.pointMall', tabs: [
          { id: 'a', titleKey: 't.a', blocks: [text('one', 'b.one'), text('two', 'b.two')] },
          { id: 'b', titleKey: 't.b', blocks: [text('three', 'b.three')] },
          { id: 'c', titleKey: 't.c', blocks: [text('four', 'b.four')] },
        ],
      },
    ],
  },
};

type Tab = { id: string; titleKey: string; blocks: Record<string, unknown>[] };
const tabsOf = (own: Record<string, PageEntry>) => {
  const merged = mergePages(base, own, { containers });
  return { ...merged, tabs: merged.pages.mall?.blocks[1]?.tabs as Tab[] };
};
const shape = (tabs: Tab[]) => tabs.map((tab) => [tab.id, tab.blocks.map((block) => block.id)]);

describe('merging a merchant\'s changes inside a tabs block', () => {
  it('hides one inner block, changes another\'s settings, adds a block before a third, and keeps the rest', () => {
    const { tabs, findings } = tabsOf({ mall: { blocks: [{ id: 'mall', tabs: [
      { id: 'a', blocks: [{ id: 'one', hide: true }, { id: 'two', bodyKey: 'own.two', tone: 'info' }] },
      { id: 'b', blocks: [{ id: 'note', type: 'text', bodyKey: 'own.note', before: 'three' }] },
    ] }] } });
    expect(findings).toEqual([]);
    expect(shape(tabs)).toEqual([['a', ['two']], ['b', ['note', 'three']], ['c', ['four']]]);
    expect(tabs[0]).toEqual({ id: 'a', titleKey: 't.a', blocks: [{ id: 'two', type: 'text', bodyKey: 'own.two', tone: 'info' }] });
    expect(tabs[1]?.blocks[0]).toEqual({ id: 'note', type: 'text', bodyKey: 'own.note' });
  });

  it('adds a tab where it says, moves one, relabels one, hides one; the block\'s other settings stay', () => {
    const { tabs, findings, pages } = tabsOf({ mall: { blocks: [{ id: 'mall', tabs: [
      { id: 'new', titleKey: 't.new', blocks: [text('five', 'b.five')], after: 'a' },
      { id: 'c', before: 'a', titleKey: 'own.c' },
      { id: 'b', hide: true },
    ] }] } });
    expect(findings).toEqual([]);
    expect(shape(tabs)).toEqual([['c', ['four']], ['a', ['one', 'two']], ['new', ['five']]]);
    expect(tabs[0]?.titleKey).toBe('own.c');
    expect(pages.mall?.blocks[1]).toMatchObject({ id: 'mall', type: 'tabs', labelKey: 'nav.pointMall' });
  });

  it('a tab whose blocks are all hidden goes with them; a type on an inner block replaces it whole', () => {
    const { tabs, findings } = tabsOf({ mall: { blocks: [{ id: 'mall', tabs: [
      { id: 'b', blocks: [{ id: 'three', hide: true }] },
      { id: 'c', blocks: [{ id: 'four', type: 'pointRules' }] },
    ] }] } });
    expect(findings).toEqual([]);
    expect(shape(tabs)).toEqual([['a', ['one', 'two']], ['c', ['four']]]);
    expect(tabs[1]?.blocks).toEqual([{ id: 'four', type: 'pointRules' }]);
  });

  it('the tabs given whole with the block\'s type replace the base\'s; the merge\'s own keys never reach the page', () => {
    const own = { mall: { blocks: [{ id: 'mall', type: 'tabs', tabs: [{ id: 'z', titleKey: 't.z', blocks: [text('x', 'b.x')] }] }] } };
    expect(shape(tabsOf(own).tabs)).toEqual([['z', ['x']]]);
    const moved = tabsOf({ mall: { blocks: [{ id: 'mall', tabs: [{ id: 'c', after: 'a', blocks: [{ id: 'four', before: 'four' }] }] }] } }).tabs;
    expect(JSON.stringify(moved)).not.toMatch(/"(before|after|hide)"/);
  });

  it('says where an inner id is unknown: a block or tab to hide, a block to change, a place, a tab to change', () => {
    const { findings, tabs } = tabsOf({ mall: { blocks: [{ id: 'mall', tabs: [
      { id: 'a', blocks: [{ id: 'nine', hide: true }, { id: 'ten', bodyKey: 'x.y' }, { id: 'eleven', type: 'text', bodyKey: 'x.y', after: 'zero' }] },
      { id: 'q', hide: true },
      { id: 'r', titleKey: 'own.r' },
    ] }, { id: 'nope', hide: true }] } });
    expect(findings.map((f) => [f.source, f.pointer, f.keyword, f.message])).toEqual([
      ['merchant', '/pages/mall/blocks/0/tabs/0/blocks/0/id', 'unknown-id', "there is no block 'nine' in tab 'a' of tabs block 'mall' to hide; blocks here: one, two"],
      ['merchant', '/pages/mall/blocks/0/tabs/0/blocks/1/id', 'block-needs-type', "there is no block 'ten' in tab 'a' of tabs block 'mall' to change, so it needs a type to be added; blocks here: one, two"],
      ['merchant', '/pages/mall/blocks/0/tabs/0/blocks/2/after', 'unknown-id', "there is no block 'zero' in tab 'a' of tabs block 'mall' to place 'eleven' after; blocks here: one, two"],
      ['merchant', '/pages/mall/blocks/0/tabs/1/id', 'unknown-id', "there is no tab 'q' in tabs block 'mall' to hide; tabs here: a, b, c"],
      ['merchant', '/pages/mall/blocks/0/tabs/2/id', 'unknown-id', "there is no tab 'r' in tabs block 'mall' to change; tabs here: a, b, c (a new tab needs its blocks)"],
      ['merchant', '/pages/mall/blocks/1/id', 'unknown-block-id', "there is no block 'nope' on this page to hide; ids here: summary, mall"],
    ]);
    expect(shape(tabs)).toEqual([['a', ['one', 'two', 'eleven']], ['b', ['three']], ['c', ['four']]]);
  });
});

describe('validate refuses changes inside the points mall\'s tabs it cannot render', () => {
  function problemsWith(pages: string) {
    const fixture = createFixture(['bdwin']);
    const written = fixture.edit('bdwin', '"screens": {', `"pages": ${pages},\n  "screens": {`);
    return { text: written, problems: loadMerchants(fixture.merchantsDir, { localesDir: fixture.localesDir }).problems };
  }

  it('an unknown inner id: a block to hide, a tab to change, a block to place after', () => {
    const { text, problems } = problemsWith(`{ "pointMall": { "blocks": [ { "id": "mall", "tabs": [
      { "id": "history", "blocks": [ { "id": "redemption", "hide": true } ] },
      { "id": "detail", "titleKey": "nav.home" },
      { "id": "points", "blocks": [ { "id": "note", "type": "text", "bodyKey": "nav.home", "after": "converts" } ] }
    ] } ] } }`);
    const at = (needle: string) => positionOf(text, needle);
    expect(problems.map((p) => [p.pointer, p.keyword, p.line, p.column])).toEqual([
      ['/pages/pointMall/blocks/0/tabs/0/blocks/0/id', 'unknown-id', at('"redemption"').line, at('"redemption"').column],
      ['/pages/pointMall/blocks/0/tabs/1/id', 'unknown-id', at('"detail"').line, at('"detail"').column],
      ['/pages/pointMall/blocks/0/tabs/2/blocks/0/after', 'unknown-id', at('"converts"').line, at('"converts"').column],
    ]);
    expect(problems.every((p) => /bdwin\/merchant\.json$/.test(p.file))).toBe(true);
    expect(problems[0]?.message).toBe("there is no block 'redemption' in tab 'history' of tabs block 'mall' to hide; blocks here: redemptions");
    expect(problems[1]?.message).toBe("there is no tab 'detail' in tabs block 'mall' to change; tabs here: products, points, history, details, rules (a new tab needs its blocks)");
  });

  it('a wrong setting on an inner block changed by id, and a new tab without its label, where the merchant wrote them', () => {
    const { text, problems } = problemsWith(`{ "pointMall": { "blocks": [ { "id": "mall", "tabs": [
      { "id": "rules", "before": "products", "blocks": [ { "id": "rules", "rows": 3 }, { "id": "note", "type": "text", "bodyKey": 7 } ] },
      { "id": "faq", "blocks": [ { "id": "faqText", "type": "text", "bodyKey": "nav.home" } ] }
    ] } ] } }`);
    const at = (needle: string) => positionOf(text, needle);
    // Merged, rules is the first tab and faq the last: each problem is still reported where it was written.
    expect(problems.map((p) => [p.pointer, p.keyword, p.line, p.column])).toEqual([
      ['/pages/pointMall/blocks/0/tabs/0/blocks/0/rows', 'additionalProperties', at('"rows"').line, at('"rows"').column],
      ['/pages/pointMall/blocks/0/tabs/0/blocks/1/bodyKey', 'type', at('"bodyKey": 7').line, at('"bodyKey": 7').column + '"bodyKey": '.length],
      ['/pages/pointMall/blocks/0/tabs/1/titleKey', 'required', at('{ "id": "faq"').line, at('{ "id": "faq"').column],
    ]);
    expect(problems[0]?.message).toMatch(/\(block 'rules' in tabs block 'mall', type 'pointRules'\)$/);
    expect(problems[1]?.message).toMatch(/\(block 'note' in tabs block 'mall', type 'text'\)$/);
    expect(problems[2]?.message).toMatch(/titleKey/);
  });

  it('the shipped merchants still get the base points mall, five tabs in their order', () => {
    const { merchants, problems } = loadMerchants(join(process.cwd(), 'merchants'));
    expect(problems).toEqual([]);
    for (const merchant of merchants) {
      const mall = (merchant.pages as unknown as Record<string, { blocks: { tabs?: Tab[] }[] }>).pointMall;
      expect(shape(mall?.blocks[1]?.tabs ?? [])).toEqual([['products', ['products']], ['points', ['convert']], ['history', ['redemptions']], ['details', ['details']], ['rules', ['rules']]]);
    }
  });
});
