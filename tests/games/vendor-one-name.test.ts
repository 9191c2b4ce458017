// One name inside: a game's vendor is `vendor` in the code and `vassalage` only on the wire. The
// wire's name is spelled in one boundary table, src/shared/games/wire-names.ts, which the
// platform's routes and the portal's game calls map through; the generated wire types (written
// from schemas/api by gen:types) and the migrations (never edited once shipped) keep it too.
// Any other file of src or flows that names it again is listed here.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../src/shared/config/paths.ts';

const BOUNDARY = 'src/shared/games/wire-names.ts';
const WIRE_PRODUCED = [/^src\/generated\//, /\/migrations\/[^/]+\.sql$/];
// The field and parameter name, also inside an identifier (`wireVassalage`). The upper-case
// `VASSALAGE` is another thing: a value of a game item's isGame (a vendor's lobby entry).
const WIRE_NAME = /vassalage|Vassalage/;

function files(dir: string): string[] {
  return readdirSync(join(repoRoot, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(`${dir}/${entry.name}`) : [`${dir}/${entry.name}`],
  );
}

const named = (file: string) => WIRE_NAME.test(readFileSync(join(repoRoot, file), 'utf8'));

describe("a game's vendor under one name inside", () => {
  const all = [...files('src'), ...files('flows')];

  it('no file but the boundary table names the wire\'s vendor', () => {
    const inside = all.filter((file) => file !== BOUNDARY && !WIRE_PRODUCED.some((re) => re.test(file)));
    expect(inside.length).toBeGreaterThan(100);
    expect(inside.filter(named)).toEqual([]);
  });

  it('the boundary table and the wire types do name it', () => {
    expect(named(BOUNDARY)).toBe(true);
    expect(all.filter((file) => file.startsWith('src/generated/')).some(named)).toBe(true);
  });
});
