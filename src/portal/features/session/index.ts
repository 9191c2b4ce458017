// session: member info, balance, unread count, the session token, logout and free play
// (flows/logout.machine.ts, flows/freePlay.machine.ts; platform routes/session.ts).
export { clearSessionState, endSessionLocally, loadMemberInfo, refreshBalance, refreshUnread, type MemberInfo } from './auth.ts';
export { fetchMemberInfo } from './member-info.ts';
export { browserEnv } from './browser-env.ts';
export { useBalance } from './balance.ts';
export { loginDeviceId } from './device.ts';

/** Logout on its machine; the machine's chunk loads on the first click. */
export function runLogout(): Promise<void> {
  return import('./session-flows.ts').then((flows) => flows.runLogout());
}

export function runFreePlay(enabled: boolean): Promise<void> {
  return import('./session-flows.ts').then((flows) => flows.runFreePlay(enabled));
}
