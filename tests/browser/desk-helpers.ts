// Signing an operator into the desk (/desk) for the browser journeys: password, then the TOTP code
// from the development endpoint. A code works once: when an earlier sign-in used this 30-second
// window's step, the next step's code is the one to type (the endpoint says which step was used).
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { expect, merchantUrl, type MerchantCode } from './fixtures.ts';
import { platformUrl } from './helpers.ts';

export interface DeskOperator {
  username: string;
  password: string;
  /** What the desk shows once this operator is in (finance lands on Withdrawals). */
  signedIn(desk: Page): Locator;
}

export const FINANCE: DeskOperator = {
  username: 'finance01',
  password: 'Finance@123',
  signedIn: (desk) => desk.getByRole('heading', { name: 'Withdrawals' }),
};

export async function deskSignIn(browser: Browser, request: APIRequestContext, merchant: MerchantCode, operator: DeskOperator = FINANCE): Promise<Page> {
  const desk = await (await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } })).newPage();
  await desk.goto(merchantUrl(merchant, '/desk'));
  await desk.getByLabel('Username').fill(operator.username);
  await desk.getByLabel('Password').fill(operator.password);
  await desk.getByRole('button', { name: 'Next' }).click();
  await enterDeskCode(desk, request, merchant, operator.username, operator.signedIn(desk));
  return desk;
}

interface DeskCode {
  code: string;
  step: number;
  expiresAt: number;
  lastUsedStep: number | null;
}

async function deskCode(request: APIRequestContext, merchant: MerchantCode, username: string, step: 'current' | 'next'): Promise<DeskCode> {
  const answer = await request.get(platformUrl(`/dev/desk/totp?username=${username}&step=${step}`), { headers: { Merchant: merchant } });
  return ((await answer.json()) as { value: DeskCode }).value;
}

/**
 * A code of a step the operator has not used yet: this 30-second window's, else the next one's
 * (the desk accepts ±1 step), else — both spent by earlier sign-ins — the next one's once the
 * window turns. Never a spent code: the desk counts one as a failed sign-in, and five of those in
 * 15 minutes lock the operator out (429), which the faster suite reached.
 */
export async function freshDeskCode(request: APIRequestContext, merchant: MerchantCode, username: string): Promise<string> {
  for (;;) {
    const current = await deskCode(request, merchant, username, 'current');
    const last = current.lastUsedStep ?? Number.NEGATIVE_INFINITY;
    if (last < current.step) return current.code;
    const next = await deskCode(request, merchant, username, 'next');
    if (last < next.step) return next.code;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, current.expiresAt - Date.now()) + 500));
  }
}

/** Types a fresh TOTP code (freshDeskCode) on the desk's code step and signs in. */
export async function enterDeskCode(desk: Page, request: APIRequestContext, merchant: MerchantCode, username: string, signedIn: Locator): Promise<void> {
  await desk.getByLabel('Authenticator code').fill(await freshDeskCode(request, merchant, username));
  await desk.getByRole('button', { name: 'Sign in' }).click();
  await expect(signedIn).toBeVisible();
}

/** A desk session token for an operator, through the calls (no browser), with a fresh code. */
export async function deskApiToken(request: APIRequestContext, merchant: MerchantCode, operator: Pick<DeskOperator, 'username' | 'password'>): Promise<string> {
  const code = await freshDeskCode(request, merchant, operator.username);
  const login = await request.post(platformUrl('/wps/desk/login'), { headers: { Merchant: merchant }, data: { username: operator.username, password: operator.password, code } });
  const body = (await login.json()) as { success: boolean; value: { token: string }; errorCode: string | null };
  expect(body.errorCode, `${operator.username} signs in with a code of an unused step`).toBeNull();
  return body.value.token;
}

/**
 * The desk opened signed in, for specs whose subject is what an operator does there, not the
 * sign-in (deskSignIn drives that): the token of the desk's own login call (deskApiToken) is
 * stored where the desk keeps it (src/desk/api.ts, the tab's sessionStorage) before the desk loads.
 */
export async function openDeskSignedIn(browser: Browser, request: APIRequestContext, merchant: MerchantCode, operator: DeskOperator = FINANCE): Promise<Page> {
  const token = await deskApiToken(request, merchant, operator);
  const desk = await (await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } })).newPage();
  await desk.addInitScript((value) => {
    if (window === window.top) sessionStorage.setItem('desk.token', value);
  }, token);
  await desk.goto(merchantUrl(merchant, '/desk'));
  await expect(operator.signedIn(desk)).toBeVisible();
  return desk;
}

export const ADMIN = { username: 'admin01', password: 'Admin@123' } as const;
