// The session-storage values of spec section 3, in one place, so that logout can clear them
// all and restore the merchant values. Language (hisLang) and the merchant code live in local
// storage and survive logout.
import type { KeyValueStore } from '../api/flow-env.ts';

export const SESSION_KEYS = [
  'token', 'cpw', 'merchant', 'merchantCode', 'platform', 'nickname', 'account', 'username',
  'customerId', 'isAgent', 'toUpline', 'regDate', 'memberLabel', 'vipRankLevel', 'wallet',
  'routers', 'settings', 'consolidated', 'gameVendor', 'favGames', 'lottGames', 'validate',
  'index_notice', 'popular', 'WINNERS', 'iframeUrl', 'merchantWallet',
] as const;
export type SessionKey = (typeof SESSION_KEYS)[number];

/** Values that belong to the merchant, not the member: logout puts them back. */
const MERCHANT_KEYS: readonly SessionKey[] = ['merchant', 'merchantCode', 'platform'];

export const LOCAL_LANGUAGE_KEY = 'hisLang';
export const LOCAL_MERCHANT_KEY = 'merchantCode';

/** A server render (entry-server.tsx) has no storage: it is a guest without history. */
const hasStorage = () => typeof sessionStorage !== 'undefined';

export function getSession(key: SessionKey): string | null {
  return hasStorage() ? sessionStorage.getItem(key) : null;
}

export function setSession(key: SessionKey, value: SessionValue): void {
  if (hasStorage()) putValue(sessionStorage, key, value);
}

export type SessionValue = string | number | boolean | object | null;

/** Writes one value to a store (objects as JSON; null removes it). */
export function putValue(store: KeyValueStore, key: SessionKey, value: SessionValue): void {
  if (value === null || value === undefined) {
    store.removeItem(key);
    return;
  }
  store.setItem(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
}

export function getSessionJson<T>(key: SessionKey): T | null {
  const raw = getSession(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

/** Store the brand values (spec: platform web, a merchant code, lottery type ELOTT). */
export function storeMerchantValues(merchantCode: string, platform: string): void {
  setSession('merchant', merchantCode);
  setSession('merchantCode', merchantCode);
  setSession('platform', platform);
  localStorage.setItem(LOCAL_MERCHANT_KEY, merchantCode);
}

/** Clear the whole session (logout, forced logout) and restore the merchant values. */
export function clearSession(store: KeyValueStore = sessionStorage): void {
  const kept = new Set<string>(MERCHANT_KEYS);
  const keys = Array.from({ length: store.length }, (_, i) => store.key(i)).filter((k): k is string => k !== null && !kept.has(k));
  for (const key of keys) store.removeItem(key);
}

/** A new session as a sign-in call answers it (schemas/api/common/login-value.json). */
export interface SignInValue {
  token: string;
  username?: string | null;
}

/**
 * Stores what a fresh start needs (spec section 4: a token and an account) in one step, from the
 * sign-in's own answer. Were the account to wait for the member-info call, a page opened in
 * between (a reload, a second tab, a phone bringing a killed tab back) would find a token without
 * an account, drop it and start signed out. Member info fills in the rest when it arrives.
 */
export function storeSignIn(store: KeyValueStore, value: SignInValue | null): void {
  if (!value) {
    store.removeItem('token');
    return;
  }
  // The account first: no moment holds a token without it.
  if (value.username) {
    putValue(store, 'account', value.username);
    putValue(store, 'username', value.username);
  }
  putValue(store, 'token', value.token);
}

/** What a page's start finds in the session. */
export interface StoredSession {
  token: string | null;
  account: string | null;
  /** 'cpw': a forced password change not yet done (the sign-in knew the old password, in memory only). */
  passwordChangePending: boolean;
  /** The merchant whose page wrote the session (storeMerchantValues). */
  merchantCode: string | null;
}

export function readStoredSession(store: KeyValueStore): StoredSession {
  return {
    token: store.getItem('token'),
    account: store.getItem('account'),
    passwordChangePending: store.getItem('cpw') !== null,
    merchantCode: store.getItem('merchantCode'),
  };
}

export type StartupDecision = 'guest' | 'member' | 'drop';

/**
 * Spec section 4: with a token the member is logged in; a token without an account is a half-made
 * session and is removed. Also removed: a token of another merchant's page (a shared origin, as in
 * development: the platform would refuse it anyway) and one whose forced password change was not
 * done (the change needs the password typed at sign-in, which a reload lost: signing in again
 * brings the change back). An expired or revoked token (a logout in another tab) is the
 * platform's to tell: the first call answers it and the portal signs out (forceLogout).
 */
export function startupDecision(stored: StoredSession, merchantCode: string): StartupDecision {
  if (!stored.token) return 'guest';
  if (!stored.account || stored.passwordChangePending) return 'drop';
  if (stored.merchantCode !== null && stored.merchantCode !== merchantCode) return 'drop';
  return 'member';
}

/** The token a page starts with (null: a guest), after dropping a session it must not use. Call before storeMerchantValues. */
export function startupToken(merchantCode: string, store: KeyValueStore = sessionStorage): string | null {
  const stored = readStoredSession(store);
  const decision = startupDecision(stored, merchantCode);
  if (decision === 'drop') clearSession(store);
  return decision === 'member' ? stored.token : null;
}

export function getStoredLanguage(): string | null {
  return localStorage.getItem(LOCAL_LANGUAGE_KEY);
}

export function storeLanguage(code: string): void {
  localStorage.setItem(LOCAL_LANGUAGE_KEY, code);
}
