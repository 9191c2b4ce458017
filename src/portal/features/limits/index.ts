// limits: the member's loss, wager and session-time limits (UKGC RTS 12, GLI-19 A.3.7). Its own chunk.
export const loadPlayLimits = () => import('./PlayLimits.tsx');
