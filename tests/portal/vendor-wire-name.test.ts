// The wire calls a game's vendor `vassalage`; the portal reads it only where an answer arrives
// (features/games/game.ts maps game items, lottery-groups.ts lottery menus, launch.ts the maintenance answer) and
// uses `vendor` everywhere else. Requests still send the wire's name: that is writing, not reading.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../src/shared/config/paths.ts';
import { lotteryGroupsFromWire } from '../../src/portal/features/games/lottery-groups.ts';

const BOUNDARY = ['src/portal/features/games/game.ts', 'src/portal/features/games/lottery-groups.ts', 'src/portal/features/games/launch.ts'];

function sources(dir: string): string[] {
  return readdirSync(join(repoRoot, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(`${dir}/${entry.name}`) : /\.tsx?$/.test(entry.name) ? [`${dir}/${entry.name}`] : [],
  );
}

describe('the vendor under its plain name', () => {
  it('maps a lottery group\'s menus at the boundary', () => {
    const wire = [{ gameGroupCode: 'TCG_SEA', labelName: 'SEA Lottery', labelKey: 'nav.seaLottery', gameMenus: [{ gameCode: 'SEA5', gameName: 'SEA 5D', vassalage: 'TCG_SEA', defaultPlayType: 'big' }] }];
    expect(lotteryGroupsFromWire(wire)).toEqual([{ gameGroupCode: 'TCG_SEA', labelName: 'SEA Lottery', labelKey: 'nav.seaLottery', gameMenus: [{ gameCode: 'SEA5', gameName: 'SEA 5D', vendor: 'TCG_SEA', defaultPlayType: 'big' }] }]);
  });

  it('no portal file but the mapping reads `vassalage` from an answer', () => {
    const readers = sources('src/portal')
      .filter((file) => !BOUNDARY.includes(file))
      .filter((file) => /\.vassalage\b|\{\s*vassalage\b[^:]|\['vassalage'\]/.test(readFileSync(join(repoRoot, file), 'utf8')));
    expect(readers).toEqual([]);
  });
});
