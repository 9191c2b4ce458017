// security: the security centre's own parts: the score with each item's action
// (mobile, email, two-factor), and the signed-in devices. The transaction password and payout
// accounts are the withdrawal feature's parts; the member centre's page puts them together.
export const loadSecurityOverview = () => import('./SecurityOverview.tsx');
export const loadDevices = () => import('./Devices.tsx');
