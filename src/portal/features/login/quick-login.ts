// Quick login (spec section 4): a password login with "remember this device" returns a
// quickLoginToken; it is kept in local storage per merchant, and while one is kept the login
// modal offers quick login (POST /wps/session/login/quick { quickLoginToken, loginDeviceId }).
// Each quick login returns a successor token (the used one never works again).
import type { FlowEnv } from '../../api/flow-env.ts';

export const QUICK_LOGIN_KEY_PREFIX = 'quickLoginToken:';

type Stores = Pick<FlowEnv, 'session' | 'local'>;

function storageKey(env: Stores): string {
  return `${QUICK_LOGIN_KEY_PREFIX}${env.session.getItem('merchantCode') ?? ''}`;
}

export function storedQuickLoginToken(env: Stores): string | null {
  try {
    return env.local.getItem(storageKey(env));
  } catch {
    return null;
  }
}

export function storeQuickLoginToken(env: Stores, token: string | null | undefined): void {
  try {
    if (token) env.local.setItem(storageKey(env), token);
    else env.local.removeItem(storageKey(env));
  } catch {
    // storage unavailable: quick login is simply not offered
  }
}
