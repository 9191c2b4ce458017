// The lotteryGroups answer as the lottery screen keeps it: each menu's vendor under the plain name
// (the wire calls it `vassalage`, as for game items: game.ts). Its own module, as only the lazy
// lottery screen needs it, not the first load that game.ts is in.
import type { LotteryGameGroup } from '../../../shared/games/types.ts';

type WireMenu = LotteryGameGroup['gameMenus'][number];
/** A lottery game of a group's menu. */
export type LotteryMenu = Omit<WireMenu, 'vassalage'> & { vendor: string };
export type LotteryGroup = Omit<LotteryGameGroup, 'gameMenus'> & { gameMenus: LotteryMenu[] };

export const lotteryGroupsFromWire = (groups: readonly LotteryGameGroup[]): LotteryGroup[] =>
  groups.map(({ gameMenus, ...group }) => ({ ...group, gameMenus: gameMenus.map(({ vassalage, ...menu }) => ({ ...menu, vendor: vassalage })) }));
