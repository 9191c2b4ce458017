// Session actions shared by the sign-in screens and the shell (spec section 4).
import { fromPromise } from 'xstate';
import type { MemberInfo as FlowMemberInfo } from '../../../flows/types.ts';
import { apiCall } from '../api/portal-api.ts';
import { navigate } from 'wouter/use-browser-location';
import { hasAgentFlag } from '../../shared/member-types.ts';
import { getState, resetLoginState, setState, TRIAL_TYPE, type MemberSummary } from './store.ts';
import { clearSession, getSession, setSession } from './session.ts';

export interface MemberInfo {
  id?: number | string;
  account: string;
  nickname?: string | null;
  type: number;
  toUpline?: string | null;
  regDate?: string | null;
  clubLabel?: { labelName: string; rankLevel: number } | null;
  isAgent?: boolean;
}

/** Loads member info into session and state and sets the logged-in and agent flags. */
export async function loadMemberInfo(): Promise<MemberSummary> {
  const info = await apiCall<MemberInfo>('memberInfo');
  const isAgent = hasAgentFlag(Number(info.type));
  setSession('account', info.account);
  setSession('username', info.account);
  setSession('nickname', info.nickname ?? '');
  if (info.id !== undefined) setSession('customerId', String(info.id));
  setSession('isAgent', isAgent);
  setSession('toUpline', info.toUpline ?? '');
  setSession('regDate', info.regDate ?? '');
  if (info.clubLabel) {
    setSession('memberLabel', info.clubLabel.labelName);
    setSession('vipRankLevel', info.clubLabel.rankLevel);
  }
  const member: MemberSummary = {
    account: info.account,
    nickname: info.nickname ?? null,
    type: Number(info.type),
    regDate: info.regDate ?? null,
    clubLabel: info.clubLabel ?? null,
  };
  setState({ isLogin: true, isAgent, member });
  void refreshBalance();
  void refreshUnread();
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
    const value = await apiCall<{ count?: number | string } | null>('unreadCount', undefined, undefined, { quiet: true });
    const count = Math.floor(Number(value?.count ?? 0));
    setState({ unread: Number.isFinite(count) && count > 0 ? count : 0 });
  } catch {
    // silent call (PROTOCOL.md): no alert, no change
  }
}

export async function refreshBalance(): Promise<void> {
  if (!getSession('token') || getState().balanceLoading) return;
  setState({ balanceLoading: true });
  try {
    const value = await apiCall<{ sumBalance: number | string; sumBalanceMinor?: unknown }>('balance', undefined, { typeId: 0 });
    const sum = Number(value.sumBalance);
    // The reference platform also sends exact minor units; the spec's sumBalance alone is major units.
    const minor = Number.isSafeInteger(value.sumBalanceMinor) ? (value.sumBalanceMinor as number) : null;
    setSession('wallet', { sumBalance: sum });
    setState({ balance: Number.isFinite(sum) ? { sumBalance: sum, sumBalanceMinor: minor } : null });
  } catch {
    // balance is silent: the previous figure stays
  } finally {
    setState({ balanceLoading: false });
  }
}

/** The member-info actor of every sign-in machine: loads it into session and state. */
export const loadMember = fromPromise<FlowMemberInfo, { token: string }>(async () => {
  const member = await loadMemberInfo();
  return { account: member.account, type: member.type, nickname: member.nickname };
});

/** The `storeToken` action of machines that keep the login value in `context.result`. */
export const storeResultToken = ({ context }: { context: { result: { token: string } | null } }): void =>
  setSession('token', context.result?.token ?? null);

/** Drops the stored session and the logged-in flags, leaving page and modals as they are. */
export function clearSessionState(): void {
  clearSession();
  resetLoginState();
}

/** Clears the session locally (also the forced logout of PROTOCOL.md). */
export function endSessionLocally(): void {
  clearSessionState();
  setState({ modal: null, changePassReason: null, confirm: null });
  navigate('/');
}
