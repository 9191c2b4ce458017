// The wire calls a game's vendor `vassalage`; the portal reads a lottery group's menus with it
// under the plain name `vendor` (lottery-groups.ts, through shared/games/wire-names.ts; that no
// other file names the wire's vendor is tests/unit/wire-names-at-boundary.test.ts).
import { describe, expect, it } from 'vitest';
import { lotteryGroupsFromWire } from '../../src/portal/features/games/lottery-groups.ts';

describe('the vendor under its plain name', () => {
  it('maps a lottery group\'s menus at the boundary', () => {
    const wire = [{ gameGroupCode: 'TCG_SEA', labelName: 'SEA Lottery', labelKey: 'nav.seaLottery', gameMenus: [{ gameCode: 'SEA5', gameName: 'SEA 5D', vassalage: 'TCG_SEA', defaultPlayType: 'big' }] }];
    expect(lotteryGroupsFromWire(wire)).toEqual([{ gameGroupCode: 'TCG_SEA', labelName: 'SEA Lottery', labelKey: 'nav.seaLottery', gameMenus: [{ gameCode: 'SEA5', gameName: 'SEA 5D', vendor: 'TCG_SEA', defaultPlayType: 'big' }] }]);
  });
});
