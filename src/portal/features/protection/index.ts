// protection: player protection in the portal (UKGC RTS 13): the session clock in the header,
// the reality-check dialog over every screen (the game frame included), and the member centre's
// "Responsible gaming" page. Each part is its own chunk, loaded once a member is logged in. The
// restricted view of a member on a break comes with the reality check's chunk, which every
// signed-in page loads anyway: a guest's first load then carries no extra import for it.
export const loadSessionClock = () => import('./SessionClock.tsx');
export const loadRealityCheck = () => import('./RealityCheck.tsx');
export const loadResponsibleGaming = () => import('./ResponsibleGaming.tsx');
