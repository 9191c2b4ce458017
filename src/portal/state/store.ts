// The portal's UI state: one small external store read through useSyncExternalStore, so any
// component (and the API layer outside React) sees the same login state, modal and notices.
import { useSyncExternalStore } from 'react';

export type ModalName = 'login' | 'loginPopup' | 'register' | 'forgetPass' | 'changePass' | 'help';
export type ChangePassReason = 'firstLogin' | 'expired' | 'defaultPassword' | 'user';

export interface MemberSummary {
  account: string;
  nickname: string | null;
  type: number;
  regDate: string | null;
  clubLabel: { labelName: string; rankLevel: number } | null;
  /** The upline's username (null: none): the transferUpline page is only for a member with one. */
  toUpline?: string | null;
  /** A time-out or self-exclusion in force: the session is restricted (features/protection/restricted.ts). */
  protection?: MemberProtection | null;
}

export interface MemberProtection {
  kind: 'timeout' | 'selfExclusion';
  until: number;
  indefinite: boolean;
}

export interface NoticeItem {
  id: number;
  message: string;
  /** An i18n key for the button, e.g. in_increase_submit for the trial warning. */
  buttonKey?: string;
}

export interface ConfirmRequest {
  messageKey: string;
  onConfirm: () => void | Promise<void>;
  onCancel?: () => void;
}

/** The balance call's answer: major units (the protocol's sumBalance) and, when sent, exact minor units. */
export interface WalletBalance {
  sumBalance: number;
  sumBalanceMinor: number | null;
}

export interface PortalState {
  isLogin: boolean;
  isAgent: boolean;
  member: MemberSummary | null;
  unread: number;
  modal: ModalName | null;
  changePassReason: ChangePassReason | null;
  notices: NoticeItem[];
  confirm: ConfirmRequest | null;
  announcementsOpen: boolean;
  /** The page loader shown while a sign-in call runs. */
  loading: boolean;
  /** Bumped on language change so language-bound data (vendors, hot games, announcements) re-fetch. */
  languageEpoch: number;
  language: string;
}

const initial: PortalState = {
  isLogin: false,
  isAgent: false,
  member: null,
  unread: 0,
  modal: null,
  changePassReason: null,
  notices: [],
  confirm: null,
  announcementsOpen: false,
  loading: false,
  languageEpoch: 0,
  language: 'EN',
};

let state: PortalState = initial;
const listeners = new Set<() => void>();
let nextNoticeId = 1;

export function getState(): PortalState {
  return state;
}

export function setState(patch: Partial<PortalState>): void {
  state = { ...state, ...patch };
  for (const l of listeners) l();
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePortal<T>(select: (s: PortalState) => T): T {
  const read = () => select(state);
  // The same snapshot when rendered to markup (unit tests render components without a DOM).
  return useSyncExternalStore(subscribe, read, read);
}

export function openModal(modal: ModalName | null, changePassReason: ChangePassReason | null = null): void {
  setState({ modal, changePassReason });
}

/** Shows a notice unless the same message is already showing (no dialog storms). */
export function showNotice(message: string, buttonKey?: string): void {
  if (state.notices.some((n) => n.message === message)) return;
  setState({ notices: [...state.notices, { id: nextNoticeId++, message, buttonKey }] });
}

export function dismissNotice(id: number): void {
  setState({ notices: state.notices.filter((n) => n.id !== id) });
}

export function askConfirm(messageKey: string, onConfirm: () => void | Promise<void>, onCancel?: () => void): void {
  setState({ confirm: { messageKey, onConfirm, ...(onCancel ? { onCancel } : {}) } });
}

export { TRIAL_TYPE } from '../../shared/member-types.ts';

export function resetLoginState(): void {
  setState({ isLogin: false, isAgent: false, member: null, unread: 0 });
}

/** The page-wide loader's actions, supplied to every machine that shows it. */
export const loaderActions = {
  showLoader: () => setState({ loading: true }),
  hideLoader: () => setState({ loading: false }),
};
