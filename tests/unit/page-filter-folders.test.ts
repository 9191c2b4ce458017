// The lists a listFilter block filters are the block folders with a filter.ts (no list of them in
// src): each declares a name, its schema and controls. listFilter's block.json, which validate
// checks a merchant's settings with, names the same lists and controls, and each list's controls
// read fields its schema has, so a folder added without its schema entry (or the reverse) fails here.
import { readdirSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FilterModule } from '../../src/portal/blocks/listFilter/filtered-list.ts';

const blocksDir = join(process.cwd(), 'src/portal/blocks');
const folders = readdirSync(blocksDir).filter((type) => existsSync(join(blocksDir, type, 'filter.ts'))).sort();
const schema = JSON.parse(readFileSync(join(blocksDir, 'listFilter/block.json'), 'utf8')) as {
  settings: { properties: { list: { enum: string[] }; controls: { items: { enum: string[] } } } };
};

describe('filters declared by their list folders', () => {
  it('finds the shipped lists\' filters in their folders', () => {
    expect(folders).toEqual(['betRecords', 'downline', 'myIncome', 'profitLoss', 'statement', 'teamBetting', 'teamProfit', 'teamTransactions', 'transactionHistory']);
  });

  it('names each list once, as listFilter\'s settings schema does, and only controls the schema has', async () => {
    const names: string[] = [];
    for (const type of folders) {
      const { filter } = (await import(join(blocksDir, type, 'filter.ts'))) as FilterModule;
      names.push(filter.name);
      for (const control of filter.controls) {
        expect(schema.settings.properties.controls.items.enum, `${type}: control ${control}`).toContain(control);
        // A control reads its field (range: range, from and to).
        expect(Object.keys(filter.schema), `${type}: control ${control}`).toContain(control);
      }
      if (filter.controls.includes('range')) expect(Object.keys(filter.schema)).toEqual(expect.arrayContaining(['range', 'from', 'to']));
    }
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual([...schema.settings.properties.list.enum].sort());
  });
});
