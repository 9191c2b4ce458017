// promotions: the /promotions list with what the member did about each promotion (apply with a
// comment and images, join, the raffle draw) and the member's own applications (member centre).
// Both are their own chunk.
export const loadPromotionList = () => import('./PromotionList.tsx');
export const loadMyPromotions = () => import('./MyPromotions.tsx');
