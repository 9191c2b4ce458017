// The drawer's category icons, one per game category, from
// lucide-react. Used by the drawer only, which is its own chunk (the rail draws its few itself).
import type { ReactNode } from 'react';
import { Bird, Cherry, Club, Dices, Fish, Gamepad2, Gift, Grid2x2, House, Rocket, Spade, Ticket, Trophy } from 'lucide-react';

const ICON = { 'aria-hidden': true, size: 20 } as const;

const CATEGORY_ICONS: Record<string, ReactNode> = {
  home: <House {...ICON} />, promotions: <Gift {...ICON} />, lottery: <Ticket {...ICON} />, elott: <Ticket {...ICON} />,
  live: <Spade {...ICON} />, sports: <Trophy {...ICON} />, esports: <Gamepad2 {...ICON} />, fish: <Fish {...ICON} />,
  rng: <Cherry {...ICON} />, pvp: <Club {...ICON} />, cockfight: <Bird {...ICON} />, bgs: <Dices {...ICON} />,
  bingo: <Grid2x2 {...ICON} />, seamless: <Rocket {...ICON} />,
};

export function categoryIcon(category: string): ReactNode {
  return CATEGORY_ICONS[category] ?? <Gamepad2 {...ICON} />;
}

