// protection: player protection in the portal (UKGC RTS 13): the session clock in the header,
// the reality-check dialog over every screen (the game frame included), and the member centre's
// "Responsible gaming" page; and the restricted view of a member on a break. Each part is its own
// chunk, loaded once a member is logged in.
export const loadSessionClock = () => import('./SessionClock.tsx');
export const loadRealityCheck = () => import('./RealityCheck.tsx');
export const loadResponsibleGaming = () => import('./ResponsibleGaming.tsx');
export const loadRestrictedView = () => import('./RestrictedView.tsx');
export { RESTRICTED_ROUTES, pageOpenWhenRestricted, useRestriction } from './restricted.ts';
