// The lotteryGroups answer as the lottery screen keeps it: each menu's vendor under the plain name
// (read as for game items: game.ts, shared/games/wire-names.ts). Its own module, as only the lazy
// lottery screen needs it, not the first load that game.ts is in.
import type { LotteryGroup, LotteryMenu, WireLotteryGroup } from '../../../shared/games/types.ts';
import { vendorFromWire } from '../../../shared/games/wire-names.ts';

export type { LotteryGroup, LotteryMenu };

export const lotteryGroupsFromWire = (groups: readonly WireLotteryGroup[]): LotteryGroup[] =>
  groups.map(({ gameMenus, ...group }) => ({ ...group, gameMenus: gameMenus.map(vendorFromWire) }));
