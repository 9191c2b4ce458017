// Signing an operator into the desk (/desk) for the browser journeys: password, then the TOTP code
// from the development endpoint. A code works once: when another test used this 30-second
// window's code, the desk says so and the next step's code is the one to use.
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

/**
 * Fills the operator's current TOTP code on the desk's code step and signs in. When another test
 * used this 30-second window's code, the next step's code (GET /dev/desk/totp?step=next) is the
 * one to type: the desk accepts ±1 step, so nobody waits for the next window. Only when that one
 * is spent too (a third sign-in in the same window) does it wait for the window to turn.
 */
export async function enterDeskCode(desk: Page, request: APIRequestContext, merchant: MerchantCode, username: string, signedIn: Locator): Promise<void> {
  for (const step of ['current', 'next', 'next'] as const) {
    const totp = await request.get(platformUrl(`/dev/desk/totp?username=${username}&step=${step}`), { headers: { Merchant: merchant } });
    await desk.getByLabel('Authenticator code').fill(((await totp.json()) as { value: { code: string } }).value.code);
    // The sign-in's own answer says whether the code was spent (an alert from the attempt before
    // could still be on screen).
    const answer = desk.waitForResponse((r) => r.url().endsWith('/wps/desk/login') && r.request().method() === 'POST');
    await desk.getByRole('button', { name: 'Sign in' }).click();
    const body = (await (await answer).json()) as { success: boolean; errorCode: string | null };
    if (body.errorCode !== 'verification.code.used') break;
    await expect(desk.getByRole('alert').filter({ hasText: 'That code was already used' })).toBeVisible();
    if (step === 'next') await desk.waitForTimeout(30_000 - (Date.now() % 30_000) + 500);
  }
  await expect(signedIn).toBeVisible();
}

/**
 * A desk session token for an operator, through the calls (no browser): the current TOTP code, or
 * the next step's when another sign-in spent this one (the desk accepts ±1 step: no waiting).
 */
export async function deskApiToken(request: APIRequestContext, merchant: MerchantCode, operator: Pick<DeskOperator, 'username' | 'password'>): Promise<string> {
  for (const step of ['current', 'next']) {
    const totp = await request.get(platformUrl(`/dev/desk/totp?username=${operator.username}&step=${step}`), { headers: { Merchant: merchant } });
    const code = ((await totp.json()) as { value: { code: string } }).value.code;
    const login = await request.post(platformUrl('/wps/desk/login'), { headers: { Merchant: merchant }, data: { username: operator.username, password: operator.password, code } });
    const body = (await login.json()) as { success: boolean; value: { token: string }; errorCode: string | null };
    if (body.success) return body.value.token;
    expect(body.errorCode, 'the sign-in refused only a spent code').toBe('verification.code.used');
  }
  throw new Error(`${operator.username} could not sign in with the current nor the next step's code`);
}

export const ADMIN = { username: 'admin01', password: 'Admin@123' } as const;
