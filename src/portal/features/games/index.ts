// games (flows/gameLaunch.machine.ts; platform src/platform/games/): the home blocks' pieces
// (loaded with home) and the game screens (each loaded with its route).
export { HomeHotGames, HomeHotGamesSkeleton, useHotGames } from './HomeHotGames.tsx';
export { WinnerBoard, sortWinners, WINNERS_REFRESH_MS } from './WinnerBoard.tsx';
export { gameListFallback } from './api.ts';
export { withServerArt } from './server-art.ts';

export const loadGameListScreen = () => import('./GameListScreen.tsx');
export const loadLotteryScreen = () => import('./LotteryScreen.tsx');
export const loadCategoryScreen = () => import('./CategoryScreen.tsx');
export const loadGameScreen = () => import('./GameScreen.tsx');
