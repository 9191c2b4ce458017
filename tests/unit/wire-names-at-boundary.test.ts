// One vocabulary: the peers' legacy names stay on the wire and code inside uses plain ones. Each
// legacy name is spelled only in its boundary table (and, for an address, the route tables and
// the screen that serves it), plus what the wire itself produces: the generated wire types
// (written from schemas/ by gen:types) and the migrations (never edited once shipped). Any other
// file of src or flows that names one again is listed here.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../src/shared/config/paths.ts';

const WIRE_PRODUCED = [/^src\/generated\//, /\/migrations\/[^/]+\.sql$/];

const LEGACY: ReadonlyArray<{ what: string; name: RegExp; boundary: readonly string[] }> = [
  // The field and parameter, also inside an identifier (`wireVassalage`). The upper-case
  // `VASSALAGE` is another thing: a value of a game item's isGame (a vendor's lobby entry).
  { what: "a game's vendor (vendor)", name: /vassalage|Vassalage/, boundary: ['src/shared/games/wire-names.ts'] },
  { what: 'member-centre pages (betRecords, messages, deposit)', name: /personalHistoryCopy|messageV2|depositv2/, boundary: ['src/shared/pages/wire-names.ts'] },
  {
    what: 'the help centre address (section helpCentre)',
    name: /helpmc/,
    boundary: ['src/shared/config/routes.ts', 'src/portal/app/routes.ts', 'src/portal/app/guard.ts', 'src/portal/features/help/'],
  },
];

function files(dir: string): string[] {
  return readdirSync(join(repoRoot, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(`${dir}/${entry.name}`) : [`${dir}/${entry.name}`],
  );
}

const inside = [...files('src'), ...files('flows')].filter((file) => !WIRE_PRODUCED.some((re) => re.test(file)));
const text = new Map(inside.map((file) => [file, readFileSync(join(repoRoot, file), 'utf8')]));
const atBoundary = (file: string, boundary: readonly string[]) => boundary.some((b) => (b.endsWith('/') ? file.startsWith(b) : file === b));

describe('legacy wire names at the boundary only', () => {
  it('reads the whole of src and flows', () => {
    expect(inside.length).toBeGreaterThan(500);
  });

  for (const { what, name, boundary } of LEGACY) {
    it(`${what}: named by its boundary only`, () => {
      const named = inside.filter((file) => name.test(text.get(file)!));
      expect(named.filter((file) => !atBoundary(file, boundary))).toEqual([]);
      // The boundary does name it (a moved or renamed table would leave nothing to find).
      expect(named.some((file) => atBoundary(file, boundary))).toBe(true);
    });
  }
});
