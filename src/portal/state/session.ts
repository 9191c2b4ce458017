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

/**
 * Spec section 4: at start the token is removed when there is no account in session; with a
 * token the member is logged in.
 */
export function startupToken(): string | null {
  if (!getSession('account')) sessionStorage.removeItem('token');
  return getSession('token');
}

export function getStoredLanguage(): string | null {
  return localStorage.getItem(LOCAL_LANGUAGE_KEY);
}

export function storeLanguage(code: string): void {
  localStorage.setItem(LOCAL_LANGUAGE_KEY, code);
}
