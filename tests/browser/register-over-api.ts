// A new member for specs whose subject comes after the sign-up (money, limits, messages): the
// portal's own register call (PUT /wps/member/register, through the portal's API client with the
// merchant's encryption) with what the shipped form asks for in username mode, the SMS code from the
// outbox and the captcha's answer from /dev/captcha-answer; then the page opens signed in with the
// session the call returned, as the form leaves it. The form itself is driven by register() in
// register-helpers.ts (sign-in journeys, the registration model paths, the form-settings specs).
import type { Page } from '@playwright/test';
import type { CallInput } from '../../src/shared/api/index.ts';
import type { EncryptionScheme } from '../../src/shared/crypto/index.ts';
import { merchantUrl, type MerchantCode } from './fixtures.ts';
import { unique } from './helpers.ts';
import { captchaAnswer, freshIp, outbox } from './model/platform.ts';
import { members, shipped } from './register-helpers.ts';
import { openWithSession, portalClient } from './sign-in-shortcut.ts';

interface FieldSetting {
  shown: boolean;
  required: boolean;
}

interface PortalConfig {
  api: { encryption: EncryptionScheme };
  registration: { fields: Record<string, FieldSetting> };
}

/** The form's labels of member.extra, by the register call's field. */
const EXTRA_FIELDS: Record<string, string> = { 'Real name': 'payeeName', 'Payment password': 'paymentPassword' };

/**
 * Registers a new member of `merchant` in username mode as the shipped form would (every field it
 * shows that register() fills), from `ip`, which the page keeps for its life (X-Forwarded-For,
 * as register() does); then opens `path` signed in. Returns the account name.
 */
export async function registerOverApi(page: Page, merchant: MerchantCode, options: { ip?: string; path?: string } = {}): Promise<string> {
  if (!shipped(merchant).features.usernameRegister) throw new Error(`${merchant} ships no username registration: use register() in mobile mode`);
  const ip = options.ip ?? freshIp();
  const member = members[merchant];
  const { client, config } = await portalClient<PortalConfig>(merchant, ip);
  const shown = (field: string) => config.registration.fields[field]?.shown === true;
  const deviceId = `web-e2e-register-${unique('')}`;
  const username = unique(merchant.slice(0, 2));
  const body: Record<string, unknown> = {
    username,
    password: member.password,
    confirmPassword: member.password,
    ageConfirmed: true,
    registerMethod: 'WEB',
    registerUrl: merchantUrl(merchant, '/register'),
    domain: new URL(merchantUrl(merchant)).host,
    loginDeviceId: deviceId,
  };
  for (const [label, field] of Object.entries(EXTRA_FIELDS)) {
    if (member.extra[label] !== undefined && shown(field)) body[field] = member.extra[label];
  }
  if (shown('mobileNum')) {
    const mobile = member.mobile();
    body.mobileNum = mobile;
    if (shown('verificationCode')) {
      await client.call('smsRegister', { mobileNo: mobile, loginDeviceId: deviceId });
      body.verificationCode = (await outbox(merchant, mobile, 'register'))[0]?.code;
    }
  }
  if (shown('captcha')) {
    await client.call('captcha', { loginDeviceId: deviceId });
    body.captcha = await captchaAnswer(merchant, deviceId);
  }
  const session = await client.call('register', body as unknown as CallInput<'register'>);
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': ip });
  await openWithSession(page, merchant, { token: session.token, username: session.username ?? username }, options.path ?? '/');
  return username;
}
