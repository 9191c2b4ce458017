// help: the help topics (/help, and /helpmc without header; platform GET /wps/system/helpCenter).
export const loadHelpSection = () => import('./Help.tsx');
export const loadHelpCentreSection = () => import('./HelpCentre.tsx');
