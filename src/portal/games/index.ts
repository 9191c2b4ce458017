// Screens and blocks of the games area, for the portal's route table and block registry.
export { GameListScreen, LIST_PAGE_TYPES } from './GameListScreen.tsx';
export { GameScreen, GameFrame, FRAME_SANDBOX } from './GameScreen.tsx';
export { LotteryScreen } from './LotteryScreen.tsx';
export { WinnerBoard, sortWinners } from './WinnerBoard.tsx';
export { MaintenanceDialog } from './MaintenanceDialog.tsx';
export { GameGrid } from './GameGrid.tsx';
export { GameTile } from './GameTile.tsx';
export { useGameLaunch } from './launch.ts';
export { isAllowedLaunchUrl } from './launch-hosts.ts';
export { CategoryScreen, LOBBY_CATEGORIES } from './CategoryScreen.tsx';
