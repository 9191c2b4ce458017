// pointMall: the points mall (/pointMall): products by tab, the member's points and converting
// money to points, redeem history, points details and the rules. Its own chunk.
export const loadPointMallSection = () => import('./PointMallSection.tsx');
