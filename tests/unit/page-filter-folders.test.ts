// The lists a listFilter block filters are the block folders with a filter.json (no list of them
// elsewhere): the folder's filter.ts reads its name and controls from it, and `npm run validate`
// checks a merchant's listFilter settings with it. So a list folder added with its filter.json is
// a list validate knows and checks (tests/fixtures/list-blocks/winnerList, which no shipped file
// names), and the defaults a folder lets a merchant set are the values its own filter takes.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterEach, describe, expect, it } from 'vitest';
import { loadMerchants } from '../../src/shared/config/index.ts';
import { blockFolders, blocksDir } from '../../src/shared/config/block-folders.ts';
import { fieldAccepts } from '../../src/portal/engine/page-filter.ts';
import type { FilterModule } from '../../src/portal/blocks/listFilter/filtered-list.ts';
import type { ListFilterDeclaration } from '../../src/shared/config/list-filters.ts';
import { createFixture, positionOf } from './helpers/merchant-fixture.ts';

const folders = readdirSync(blocksDir).filter((type) => existsSync(join(blocksDir, type, 'filter.ts'))).sort();
const declaration = (type: string) => JSON.parse(readFileSync(join(blocksDir, type, 'filter.json'), 'utf8')) as ListFilterDeclaration;
const wellFormed = new Ajv2020({ allErrors: true, strict: true }).compile(JSON.parse(readFileSync(join(process.cwd(), 'schemas/filter.schema.json'), 'utf8')) as object);
const fixtureLists = fileURLToPath(new URL('../fixtures/list-blocks/', import.meta.url));

afterEach(() => {
  blockFolders.dirs = [blocksDir];
});

/** bdwin's transaction history page with a listFilter block (its settings as given) for the winners list. */
function winnersFilter(settings: string) {
  const fixture = createFixture(['bdwin']);
  const text = fixture.edit('bdwin', '"screens": {', `"pages": { "transactionHistory": { "blocks": [ { "id": "winners", "type": "listFilter", "list": "winners", ${settings} } ] } },\n  "screens": {`);
  return { text, check: () => loadMerchants(fixture.merchantsDir, { localesDir: fixture.localesDir }).problems };
}

describe('filters declared by their list folders', () => {
  it('finds the shipped lists\' filters in their folders, each with its filter.json', () => {
    expect(folders).toEqual(['betRecords', 'downline', 'myIncome', 'profitLoss', 'statement', 'teamBetting', 'teamProfit', 'teamTransactions', 'transactionHistory']);
    for (const type of folders) expect(existsSync(join(blocksDir, type, 'filter.json')), type).toBe(true);
  });

  for (const type of folders) {
    it(`${type}: its filter.json is well formed, and what it lets a merchant set is what its filter takes`, async () => {
      const declared = declaration(type);
      expect(wellFormed(declared), JSON.stringify(wellFormed.errors)).toBe(true);
      const { filter } = (await import(join(blocksDir, type, 'filter.ts'))) as FilterModule;
      expect([filter.name, filter.controls]).toEqual([declared.list, declared.controls]);
      // A control reads its field (range: range, from and to).
      for (const control of filter.controls) expect(Object.keys(filter.schema), `control ${control}`).toContain(control);
      if (filter.controls.includes('range')) expect(Object.keys(filter.schema)).toEqual(expect.arrayContaining(['range', 'from', 'to']));
      // A default validate lets through is one the portal uses, not one it silently drops.
      for (const [key, rule] of Object.entries(declared.defaults)) {
        const field = filter.schema[key];
        expect(field, `default ${key}`).toBeDefined();
        for (const value of (rule.enum as string[] | undefined) ?? []) expect(fieldAccepts(field!, value), `default ${key}: ${value}`).toBe(true);
        if (field?.kind === 'text') expect(rule.maxLength, `default ${key}`).toBe(field.maxLength);
      }
      // And every choice the filter offers may be a default (a custom range needs its two dates,
      // which a default has not): a value added to the filter (a game category) and not to
      // filter.json would be refused by validate while the portal takes it.
      for (const [key, field] of Object.entries(filter.schema)) {
        if (field.kind !== 'choice') continue;
        const offered = field.values.filter((value) => !(key === 'range' && value === 'custom'));
        expect(declared.defaults[key]?.enum, `default ${key}`).toEqual(offered);
      }
    });
  }

  it('validate checks a list declared only in its folder: its name, its controls and its defaults', () => {
    const { text, check } = winnersFilter('"controls": ["range", "type"], "defaults": { "range": "month", "type": "all" }');
    const without = check();
    expect(without.map((p) => [p.pointer, p.keyword])).toContainEqual(['/pages/transactionHistory/blocks/0/list', 'enum']);

    blockFolders.dirs = [blocksDir, fixtureLists];
    const problems = check();
    expect(problems.map((p) => [p.pointer, p.keyword, p.line, p.column])).toEqual([
      ['/pages/transactionHistory/blocks/0/controls/1', 'enum', positionOf(text, '"type"]').line, positionOf(text, '"type"]').column],
      ['/pages/transactionHistory/blocks/0/defaults/range', 'enum', positionOf(text, '"month"').line, positionOf(text, '"month"').column],
      ['/pages/transactionHistory/blocks/0/defaults/type', 'false schema', positionOf(text, '"all" }').line, positionOf(text, '"all" }').column],
    ]);
    expect(problems[0]?.file).toMatch(/bdwin[/\\]merchant\.json$/);
    expect(problems[1]?.message).toMatch(/today, week/);
    expect(problems[1]?.message).toMatch(/\(block 'winners', type 'listFilter'\)$/);
  });

  it('validate takes the folder-declared list\'s own settings', () => {
    blockFolders.dirs = [blocksDir, fixtureLists];
    expect(winnersFilter('"controls": ["range"], "defaults": { "range": "week" }').check()).toEqual([]);
  });
});
