// pointMall: the points mall's blocks (/pointMall): the summary, products, buying points, redeem
// history, points details and the rules. Their own chunk.
export const loadPointMallBlocks = () => import('./PointBlocks.tsx');
