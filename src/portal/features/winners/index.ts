// winners: the full winners page (/winners), reached from the home winner board. Its own chunk.
export const loadWinnersSection = () => import('./WinnersSection.tsx');
