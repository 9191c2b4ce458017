// Quick login (spec section 4): a password login with "remember this device" returns a
// quickLoginToken; it is kept in local storage per merchant, and while one is kept the login
// modal offers quick login (POST /wps/session/login/quick { quickLoginToken, loginDeviceId }).
// Each quick login returns a successor token (the used one never works again).
import { getSession } from '../state/session.ts';

export const QUICK_LOGIN_KEY_PREFIX = 'quickLoginToken:';

function storageKey(): string {
  return `${QUICK_LOGIN_KEY_PREFIX}${getSession('merchantCode') ?? ''}`;
}

export function storedQuickLoginToken(): string | null {
  try {
    return localStorage.getItem(storageKey());
  } catch {
    return null;
  }
}

export function storeQuickLoginToken(token: string | null | undefined): void {
  try {
    if (token) localStorage.setItem(storageKey(), token);
    else localStorage.removeItem(storageKey());
  } catch {
    // storage unavailable: quick login is simply not offered
  }
}
