// Each block type is a folder (src/portal/blocks/<type>/): its block.json is well formed
// (schemas/block.schema.json), names calls that have a call schema and text families the shipped
// locale or its own texts folder has, and its settings schema compiles; a page block's block.tsx exports the loader, a
// screen block's screen.tsx its component.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { shippedBlockTexts } from '../../src/shared/config/block-texts.ts';
import { blockTypes, blocksDir } from '../../src/shared/config/page-checks.ts';
import { repoRoot } from '../../src/shared/config/paths.ts';

const folders = readdirSync(blocksDir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
const english = [...Object.keys(JSON.parse(readFileSync(join(repoRoot, 'src/shared/i18n/locales/EN.json'), 'utf8')) as object), ...Object.keys(shippedBlockTexts('EN'))];
const validate = new Ajv2020({ allErrors: true, strict: true }).compile(JSON.parse(readFileSync(join(repoRoot, 'schemas/block.schema.json'), 'utf8')) as object);

describe('block folders', () => {
  it('there are page and screen block types, and the validator knows each one', () => {
    expect(folders.length).toBeGreaterThan(45);
    const { folders: pageTypes, screens } = blockTypes();
    expect([...pageTypes.keys(), ...screens.keys()].sort()).toEqual([...folders].sort());
    expect(screens.size).toBeGreaterThan(10);
  });

  for (const type of folders) {
    it(`${type}: block.json and its component`, () => {
      const meta = JSON.parse(readFileSync(join(blocksDir, type, 'block.json'), 'utf8')) as { screen?: boolean; reads: string[]; texts: string[] };
      expect(validate(meta), JSON.stringify(validate.errors)).toBe(true);
      expect(meta.reads.filter((call) => !existsSync(join(repoRoot, 'schemas/api', `${call}.json`)))).toEqual([]);
      expect(meta.texts.filter((family) => !english.some((key) => key.startsWith(family)))).toEqual([]);
      if (meta.screen) {
        expect(readFileSync(join(blocksDir, type, 'screen.tsx'), 'utf8')).toMatch(/^export default /m);
        expect(existsSync(join(blocksDir, type, 'block.tsx'))).toBe(false);
      } else {
        expect(readFileSync(join(blocksDir, type, 'block.tsx'), 'utf8')).toMatch(/export const load: BlockLoader = /);
      }
    });
  }
});
