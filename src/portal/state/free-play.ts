// Free play (spec section 4): demo login, fetch info, remove the cpw flag, close the login
// modal, go home, logged in. The payload: os, platform W, an encrypted random string, gateway 3.
import { apiCall } from '../api/portal-api.ts';
import { completeSignIn } from './auth.ts';
import { setSession } from './session.ts';

function randomString(length = 16): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
}

export async function freePlay(): Promise<void> {
  const value = await apiCall<{ token: string }>('freePlay', {
    os: navigator.platform || 'web',
    platform: 'W',
    random: randomString(),
    gatewayVersion: 3,
  });
  setSession('cpw', null);
  await completeSignIn(value.token);
}
