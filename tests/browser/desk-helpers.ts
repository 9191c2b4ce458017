// Signing an operator into the desk (/desk) for the browser journeys: password, then the TOTP code
// from the development endpoint. A code works once: when another test used this 30-second
// window's code, the desk says so and the next window's code is the one to use.
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
 * Fills the operator's current TOTP code on the desk's code step and signs in; when another test
 * used this 30-second window's code, waits for the next window's.
 */
export async function enterDeskCode(desk: Page, request: APIRequestContext, merchant: MerchantCode, username: string, signedIn: Locator): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    const totp = await request.get(platformUrl(`/dev/desk/totp?username=${username}`), { headers: { Merchant: merchant } });
    await desk.getByLabel('Authenticator code').fill(((await totp.json()) as { value: { code: string } }).value.code);
    await desk.getByRole('button', { name: 'Sign in' }).click();
    const used = desk.getByRole('alert').filter({ hasText: 'That code was already used' });
    await expect(signedIn.or(used)).toBeVisible();
    if (!(await used.isVisible()) || attempt > 0) break;
    await desk.waitForTimeout(30_000 - (Date.now() % 30_000) + 500);
  }
  await expect(signedIn).toBeVisible();
}
