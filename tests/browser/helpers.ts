// Shared steps of the browser tests: platform set-up through the development endpoints, and
// the sign-in journeys through the UI (by role and label).
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, merchantUrl, type MerchantCode } from './fixtures.ts';
import { formatMoney, type MoneyFormat } from '../../src/shared/money.ts';

export const platformUrl = (path: string): string => `http://localhost:${process.env.PORTAL_E2E_PORT}${path}`;

interface Envelope<T> {
  success: boolean;
  value: T;
  message: string | null;
  errorCode: string | null;
}

export async function platformGet<T>(request: APIRequestContext, merchant: MerchantCode, path: string): Promise<T> {
  const response = await request.get(platformUrl(path), { headers: { Merchant: merchant } });
  const body = (await response.json()) as Envelope<T>;
  if (!body.success) throw new Error(`${path}: ${body.errorCode} ${body.message}`);
  return body.value;
}

interface FieldSetting {
  shown: boolean;
  required: boolean;
  pattern?: unknown;
}

/**
 * Registration overrides for the tests (an operator's server setting, PUT /dev/merchant-settings):
 * the captcha is an image a test cannot read, so it is switched off; the mobile field is not
 * asked in username mode (mobile mode always asks it, with the merchant's own pattern).
 */
export async function relaxRegistration(request: APIRequestContext, merchant: MerchantCode): Promise<void> {
  const config = await platformGet<{ registration: { fields: Record<string, FieldSetting> } }>(request, merchant, '/wps/portal/config');
  const fields: Record<string, FieldSetting> = { captcha: { shown: false, required: false } };
  const mobile = config.registration.fields.mobileNum;
  if (mobile) fields.mobileNum = { ...mobile, shown: false, required: false };
  const response = await request.put(platformUrl('/dev/merchant-settings'), {
    headers: { Merchant: merchant },
    data: { key: 'registration', value: { fields } },
  });
  expect(response.ok()).toBe(true);
}

/** Drops the test's registration overrides: the merchant's file settings apply again (other specs check them unchanged). */
export async function restoreRegistration(request: APIRequestContext, merchant: MerchantCode): Promise<void> {
  const response = await request.put(platformUrl('/dev/merchant-settings'), { headers: { Merchant: merchant }, data: { key: 'registration', value: { fields: {} } } });
  expect(response.ok()).toBe(true);
}

export async function latestSmsCode(request: APIRequestContext, merchant: MerchantCode, mobile: string, purpose: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const list = await platformGet<{ code: string; mobile: string; purpose: string }[]>(request, merchant, `/dev/sms-outbox?mobile=${encodeURIComponent(mobile)}&purpose=${purpose}`);
      code = list[0]?.code;
      return code;
    })
    .toBeTruthy();
  return code!;
}

/** A fresh visitor in English (hisLang is what the portal remembers). */
/** Waits until the app has taken over the page (PortalRoot's `data-app`): a tap before that is only played then (inline-tap.ts). */
export async function appReady(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
}

/** Holds back every script of the build until `release()`: the page shows only the server's markup. */
export async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((done) => (release = done));
  await page.route((url) => url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js'), async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

export async function openInEnglish(page: Page, merchant: MerchantCode, path = '/'): Promise<void> {
  trackRequests(page); // a page of another context than the fixture's too (settled)
  await page.addInitScript(() => {
    if (window !== window.top) return;
    // Init scripts run in every frame, the cross-origin game frame (games.localhost) included,
    // where reading localStorage throws: only the top page is set up.
    if (!localStorage.getItem('hisLang')) localStorage.setItem('hisLang', 'EN');
  });
  await page.goto(merchantUrl(merchant, path));
}

/**
 * Opens another route of the portal already loaded in `page` the way a member's tap does: the
 * router's own navigation (wouter follows history.pushState), not a reload. A walk over many routes
 * costs a render each instead of a page load, boot and sign-in check each.
 */
export async function goInApp(page: Page, path: string): Promise<void> {
  // Resolves after the next frame: the router has rendered the route (or redirected from it).
  await page.evaluate(async (to) => {
    window.history.pushState(null, '', to);
    window.scrollTo(0, 0);
    await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
  }, path);
}

import { settled, trackRequests } from './settle.ts';

export { settled, trackRequests } from './settle.ts';

export function unique(prefix: string): string {
  return `${prefix}${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 36 ** 2).toString(36)}`;
}

/** Opens the login modal, unless the guard ("login to home page") has opened it already. */
export async function openLoginDialog(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(page.getByRole('banner')).toBeVisible();
  await settled(page); // the guard's redirect and the modal's chunk have landed
  await appReady(page); // a server-rendered dialog answers once hydrated
  // cnstar's guard may open the dialog between the look and the tap; the dialog then covers the
  // button and the tap would wait for the test's whole timeout. So: short tries until it is open.
  const button = page.getByRole('banner').getByRole('button', { name: 'Log in' });
  await expect(async () => {
    if (!(await dialog.isVisible())) await button.click({ timeout: 2_000 });
    await expect(dialog).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

export async function logIn(page: Page, username: string, password: string, options: { rememberDevice?: boolean } = {}): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await openLoginDialog(page);
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  if (options.rememberDevice) await dialog.getByLabel('Remember this device').check();
  await dialog.getByRole('button', { name: 'Log in' }).click();
}

/** The merchant's money format (identity.currency), as the portal gets it. */
export async function merchantCurrency(request: APIRequestContext, merchant: MerchantCode): Promise<MoneyFormat> {
  const config = await platformGet<{ identity: { currency: MoneyFormat } }>(request, merchant, '/wps/portal/config');
  return config.identity.currency;
}

/** The merchant's minor-unit decimals (identity.currency.decimals: 2 for BDT, 0 for VND). */
export async function balanceDecimals(request: APIRequestContext, merchant: MerchantCode): Promise<number> {
  return (await merchantCurrency(request, merchant)).decimals;
}

/**
 * A shown amount back in minor units, or null unless the text is exactly what the one money
 * formatter writes for that amount (so a wrong symbol, spacing, digits or decimals is null).
 */
export function parseShownMoney(text: string, format: MoneyFormat): number | null {
  const glyphs = Array.from({ length: 10 }, (_, d) => formatMoney(d, { ...format, decimals: 0, symbol: '', symbolSpace: false }));
  const latin = [...text].map((ch) => { const d = glyphs.indexOf(ch); return d >= 0 ? String(d) : ch; }).join('');
  const digits = latin.replace(/[^0-9]/g, '');
  if (digits === '') return null;
  const minor = Number(digits) * (latin.trimStart().startsWith('-') ? -1 : 1);
  return Number.isSafeInteger(minor) && formatMoney(minor, format) === text ? minor : null;
}

/** The header's balance button: the logged-in strip's balance, click to refresh. */
export const headerBalanceButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Balance, click to refresh' });

export async function expectLoggedIn(page: Page, account: string, decimals?: number): Promise<void> {
  const banner = page.getByRole('banner');
  // Phones show the account's name in the menu drawer, not in the compact header (shell.css).
  const phone = (page.viewportSize()?.width ?? 1280) <= 640;
  if (phone) await expect(banner.getByText(account, { exact: true })).toBeAttached();
  else await expect(banner.getByText(account, { exact: true })).toBeVisible();
  // Balance: click to refresh, written exactly as the merchant's money format writes some amount.
  // Asked from the page (Node does not resolve <merchant>.localhost), so it is this merchant's config.
  const format = await page.evaluate(async () => {
    const body = (await (await fetch('/wps/portal/config')).json()) as { value: { identity: { currency: unknown } } };
    return body.value.identity.currency;
  }) as MoneyFormat;
  if (decimals !== undefined) expect(format.decimals).toBe(decimals);
  const balance = headerBalanceButton(page);
  await expect.poll(async () => parseShownMoney(((await balance.textContent()) ?? '').trim(), format)).not.toBeNull();
}

export async function logOut(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Prompt' });
  await expect(confirm.getByText('Are you sure you want to log out?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
}

export async function changePassword(page: Page, oldPassword: string, newPassword: string): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Member centre' }).click();
  await expect(page).toHaveURL(/\/member\?page=securityCenter$/);
  // The security centre's login-password row opens the change-password dialog.
  const row = page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Login password' }) });
  await row.getByRole('button', { name: 'Change' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change password' });
  await dialog.getByLabel('Current password').fill(oldPassword);
  await dialog.getByLabel('New password', { exact: true }).fill(newPassword);
  await dialog.getByLabel('Confirm new password').fill(newPassword);
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
}
