// Registering through the real form, as shipped: the fields a merchant shows in a mode are filled,
// the SMS code comes from the outbox and the captcha answer is what the portal's image reads
// (GET /dev/captcha-answer for the portal's loginDeviceId).
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, type MerchantCode } from './fixtures.ts';
import { captchaAnswer, freshIp } from './model/platform.ts';
import { latestSmsCode, openInEnglish, settled, unique } from './helpers.ts';

export type Mode = 'username' | 'mobile';

interface NewMember {
  password: string;
  newPassword: string;
  /** Other required fields by label. */
  extra: Record<string, string>;
  mobile: () => string;
}

export const members: Record<MerchantCode, NewMember> = {
  bdwin: { password: 'abc12345', newPassword: 'xyz98765', extra: {}, mobile: () => `017${String(Date.now()).slice(-8)}` },
  vnlotto: { password: 'abcd1234', newPassword: 'wxyz9876', extra: { 'Real name': 'NGUYEN VAN AN' }, mobile: () => `09${String(Date.now()).slice(-8)}` },
  cnstar: { password: 'Abc@1234', newPassword: 'Xyz#9876', extra: { 'Real name': '张三', 'Payment password': '246810' }, mobile: () => `017${String(Date.now()).slice(-8)}` },
};

export interface Features {
  usernameRegister: boolean;
  mobileRegister: boolean;
}

export const shipped = (merchant: MerchantCode) =>
  JSON.parse(readFileSync(new URL(`../../merchants/${merchant}/merchant.json`, import.meta.url), 'utf8')) as { registration: unknown; features: Features };

/** The loginDeviceId the portal sends with its captcha requests (the key of /dev/captcha-answer). */
export function watchDeviceId(page: Page): () => string {
  let deviceId = '';
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/wps/captcha') deviceId = url.searchParams.get('loginDeviceId') ?? deviceId;
  });
  return () => deviceId;
}

/** Fills the register form the merchant shows in `mode`, answering the captcha and the SMS code; returns the account name. */
export async function register(
  page: Page,
  request: APIRequestContext,
  merchant: MerchantCode,
  mode: Mode,
  /** Runs once every field but the captcha is filled. */
  beforeCaptcha?: (dialog: Locator) => Promise<void>,
  /** Where the form opens: an invite link (`/register?a=<code>`) puts the member below its agent. */
  path = '/register',
  /**
   * The visitor's address (X-Forwarded-For) for the rest of the page's life: a fresh one by
   * default, as the platform allows 20 registrations an hour per address (registerPerIp) and a
   * full run registers more. Another browser logging in as this member passes the same one.
   */
  ip = freshIp(),
): Promise<string> {
  const member = members[merchant];
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': ip });
  const deviceId = watchDeviceId(page);
  await openInEnglish(page, merchant, path);
  const dialog = page.getByRole('dialog', { name: 'Register' });
  if (mode === 'mobile') await dialog.getByRole('tab', { name: 'Mobile number' }).click();
  const username = unique(merchant.slice(0, 2));
  if (mode === 'username') {
    // Required fields carry the ＊ mark in their placeholder.
    await expect(dialog.getByLabel('Username', { exact: true })).toHaveAttribute('placeholder', '＊Username');
    await dialog.getByLabel('Username', { exact: true }).fill(username);
  }
  let mobile = '';
  if (await dialog.getByLabel('Mobile number', { exact: true }).isVisible()) {
    mobile = member.mobile();
    await dialog.getByLabel('Mobile number', { exact: true }).fill(mobile);
  }
  if (await dialog.getByLabel('Verification code', { exact: true }).isVisible()) {
    await dialog.getByRole('button', { name: 'Get code' }).click();
    await expect(dialog.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
    await dialog.getByLabel('Verification code', { exact: true }).fill(await latestSmsCode(request, merchant, mobile, 'register'));
  }
  if (await dialog.getByLabel('Password', { exact: true }).isVisible()) {
    await dialog.getByLabel('Password', { exact: true }).fill(member.password);
    await dialog.getByLabel('Confirm password', { exact: true }).fill(member.password);
  }
  for (const [label, value] of Object.entries(member.extra)) {
    const input = dialog.getByLabel(label, { exact: true });
    if (await input.isVisible()) await input.fill(value);
  }
  await dialog.getByLabel(/I confirm I am at least 18 years old/).check();
  await beforeCaptcha?.(dialog);
  // The captcha as shown: its image is loaded, and its answer is what the image reads.
  await expect(dialog.getByRole('img', { name: 'Captcha image' })).toHaveAttribute('src', /^data:image\/png;base64,/);
  await settled(page); // a refreshed image has landed
  const answer = await captchaAnswer(merchant, deviceId());
  expect(answer, 'the captcha the portal was shown').toBeTruthy();
  await dialog.getByLabel('Captcha', { exact: true }).fill(answer!);
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(dialog).toBeHidden();
  return mode === 'username' ? username : mobile;
}

