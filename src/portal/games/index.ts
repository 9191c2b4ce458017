// The games feature's public entry, for static imports from other portal folders: the home blocks.
// Its screens (GameListScreen, GameScreen, LotteryScreen, CategoryScreen) are code-split and loaded
// with import() of their own module (app/sections.ts), so they are deliberately not re-exported
// here: a static import of this file must not pull them into the importer's chunk.
export { HomeHotGames, useHotGames } from './HomeHotGames.tsx';
export { WinnerBoard } from './WinnerBoard.tsx';
