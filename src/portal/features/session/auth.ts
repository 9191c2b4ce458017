// Session actions shared by the sign-in screens and the shell (spec section 4). Kept free of
// xstate: this module is on a guest's first page load.
import { apiCall } from '../../api/portal-api.ts';
import { clearMemberQueries, refetchCall } from '../../api/query.ts';
import { navigate } from 'wouter/use-browser-location';
import { getState, resetLoginState, setState, TRIAL_TYPE, type MemberSummary } from '../../state/store.ts';
import { clearSession, getSession } from '../../state/session.ts';
import { afterMemberLoaded, browserEnv } from './browser-env.ts';
import { fetchMemberInfo } from './member-info.ts';

export type { MemberInfo } from './member-info.ts';

afterMemberLoaded(() => {
  void refreshBalance();
  void refreshUnread();
});

/** Loads member info into session and state and sets the logged-in and agent flags. */
export async function loadMemberInfo(): Promise<MemberSummary> {
  await fetchMemberInfo(browserEnv);
  const member = getState().member;
  if (!member) throw new Error('member info did not arrive');
  return member;
}

/**
 * The unread-message count of the header badge (CSP_unreadCount → { count }). Not asked for the
 * trial account (it has no messages); silent on failure: the badge keeps its last figure.
 */
export async function refreshUnread(): Promise<void> {
  const member = getState().member;
  if (!getSession('token') || !member || member.type === TRIAL_TYPE) return;
  try {
    const value = await apiCall('unreadCount', undefined, { quiet: true });
    const count = Math.floor(Number(value?.count ?? 0));
    setState({ unread: Number.isFinite(count) && count > 0 ? count : 0 });
  } catch {
    // silent call (PROTOCOL.md): no alert, no change
  }
}

/** Fetches the balance again now (the header button, the timer, a game round). */
export function refreshBalance(): Promise<void> {
  return refetchCall('balance');
}

/** Drops the stored session and the logged-in flags, leaving page and modals as they are. */
export function clearSessionState(): void {
  clearSession();
  void clearMemberQueries();
  resetLoginState();
}

/** Clears the session locally (also the forced logout of PROTOCOL.md). */
export function endSessionLocally(): void {
  clearSessionState();
  setState({ modal: null, changePassReason: null, confirm: null });
  navigate('/');
}
