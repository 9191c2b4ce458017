// Signing a member or agent in without the login dialog, for specs whose subject is not signing in
// (the dialog itself is driven by the sign-in, login and model-path specs). It makes the portal's own
// login call (POST /wps/session/login, encrypted with the merchant's scheme, through the portal's
// own API client) against the test's platform, then stores the answer the way the portal's sign-in
// does (state/session.ts storeSignIn: account, username, token in sessionStorage), so the page starts
// as a signed-in member and asks the platform for member info with the real token.
import type { Page } from '@playwright/test';
import { createPlatformClient } from '../../src/shared/api/index.ts';
import type { EncryptionScheme } from '../../src/shared/crypto/index.ts';
import { expect, merchantUrl, type MerchantCode } from './fixtures.ts';
import { headerBalanceButton, openInEnglish, platformUrl } from './helpers.ts';

interface SignedIn {
  token: string;
  username: string;
}

/** The portal's API client for `merchant` against the test's platform (its encryption from the
 * merchant's config, which is returned too), sending from `ip` when given. */
export async function portalClient<Config extends { api: { encryption: EncryptionScheme } }>(merchant: MerchantCode, ip?: string) {
  const answer = await fetch(platformUrl('/wps/portal/config'), { headers: { Merchant: merchant } });
  const config = ((await answer.json()) as { value: Config }).value;
  const client = createPlatformClient({
    baseUrl: platformUrl(''),
    merchant,
    encryption: config.api.encryption,
    getLanguage: () => 'EN',
    getToken: () => null,
    ...(ip ? { fetch: (input, init) => fetch(input, { ...init, headers: { ...(init?.headers as Record<string, string>), 'X-Forwarded-For': ip } }) } : {}),
  });
  return { client, config };
}

/** The platform's login call as the portal makes it; refuses an account whose sign-in needs a further step. */
export async function loginOverApi(merchant: MerchantCode, username: string, password: string, ip?: string): Promise<SignedIn> {
  const { client } = await portalClient(merchant, ip);
  const value = await client.call('login', { type: 'username', username, password, loginDeviceId: 'web-e2e-sign-in-shortcut' });
  if (!value.token || value.firstTimeLogin || value.passwordExpired) {
    throw new Error(`${merchant}/${username}: this sign-in needs a further step (first login or an expired password); sign in through the dialog`);
  }
  return { token: value.token, username: value.username ?? username };
}

/** Run in the page: the session as state/session.ts storeSignIn writes it (the account before the token). */
function storeSession(value: SignedIn & { once: boolean; fresh?: boolean }): void {
  if (window !== window.top) return; // init scripts run in the game's cross-origin frame too
  if (value.once) {
    const marker = `e2e-signed-in:${value.token}`;
    if (localStorage.getItem(marker)) return;
    localStorage.setItem(marker, '1');
  }
  if (value.fresh) sessionStorage.clear();
  sessionStorage.setItem('account', value.username);
  sessionStorage.setItem('username', value.username);
  sessionStorage.setItem('token', value.token);
}

/**
 * Opens `path` of `merchant` in English as `username`, signed in over the API. The session is put
 * in the tab's sessionStorage before the portal's scripts run, once per tab (a marker in
 * localStorage), so a logout or a forced sign-out in the test stays signed out across reloads.
 */
export async function openSignedIn(page: Page, merchant: MerchantCode, username: string, password: string, path = '/', options: { ip?: string } = {}): Promise<void> {
  const session = await loginOverApi(merchant, username, password, options.ip);
  await page.addInitScript(storeSession, { ...session, once: true });
  await openInEnglish(page, merchant, path);
  await expect(headerBalanceButton(page)).toBeVisible();
}

/** Opens `path` of `merchant` in English with a session the test already has (a registration's), stored as openSignedIn does. */
export async function openWithSession(page: Page, merchant: MerchantCode, session: SignedIn, path = '/'): Promise<void> {
  await page.addInitScript(storeSession, { ...session, once: true });
  await openInEnglish(page, merchant, path);
  await expect(headerBalanceButton(page)).toBeVisible();
}

/** In a tab that already shows the portal: signs `username` in over the API and opens `path` of `merchant`. */
export async function signInAndOpen(page: Page, merchant: MerchantCode, username: string, password: string, path = '/'): Promise<void> {
  const session = await loginOverApi(merchant, username, password);
  await page.evaluate(storeSession, { ...session, once: false });
  await page.goto(merchantUrl(merchant, path));
  await expect(headerBalanceButton(page)).toBeVisible();
}

/**
 * In any tab, fresh or showing another member's session: drops that session (cookies and the tab's
 * sessionStorage), signs `username` in over the API and opens `path` of `merchant`. Like
 * openSignedIn, the session is stored once per tab, so a later logout stays a logout.
 */
export async function switchSignedIn(page: Page, merchant: MerchantCode, username: string, password: string, path = '/'): Promise<void> {
  const session = await loginOverApi(merchant, username, password);
  await page.context().clearCookies();
  await page.addInitScript(storeSession, { ...session, once: true, fresh: true });
  await page.goto(merchantUrl(merchant, path));
  await expect(headerBalanceButton(page)).toBeVisible();
}
