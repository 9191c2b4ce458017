// Arranging the real platform for a path, over HTTP only: accounts registered through the
// shared client (encrypted as the portal does), failures that make the platform ask for a
// captcha or block an account, SMS codes from the outbox, captcha answers from the platform's /dev/captcha-answer.
import { createPlatformClient, type PlatformClient } from '../../../src/shared/api/index.ts';
import { platformUrl } from '../helpers.ts';

let ipCounter = Math.floor(Math.random() * 200) * 256;
/** A documentation-range address per use: the platform counts failures and demands per IP. */
export function freshIp(): string {
  ipCounter += 1;
  return `203.0.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

/** A client as from `ip`; null: from this machine, an address the seeded accounts know. */
export function clientFor(merchant: string, ip: string | null, token: string | null = null): PlatformClient {
  return createPlatformClient({
    baseUrl: platformUrl(''),
    merchant,
    getLanguage: () => 'EN',
    getToken: () => token,
    encryption: 'des-rsa',
    fetch: (input, init) => {
      const request = new Request(input, init);
      if (ip) request.headers.set('X-Forwarded-For', ip);
      return fetch(request);
    },
  });
}

async function dev<T>(merchant: string, path: string): Promise<T> {
  const response = await fetch(platformUrl(path), { headers: { Merchant: merchant } });
  const body = (await response.json()) as { value: T };
  return body.value;
}

/** The answer of the newest unused captcha a client (by its loginDeviceId) was handed (GET /dev/captcha-answer). */
export function captchaAnswer(merchant: string, loginDeviceId: string): Promise<string | null> {
  return dev<string | null>(merchant, `/dev/captcha-answer?loginDeviceId=${encodeURIComponent(loginDeviceId)}`);
}

export async function outbox(merchant: string, mobile: string, purpose: string): Promise<{ code: string }[]> {
  return (await dev<{ code: string }[] | null>(merchant, `/dev/sms-outbox?mobile=${encodeURIComponent(mobile)}&purpose=${purpose}`)) ?? [];
}

/** A new member without a mobile number (so no unregistered-IP step), registered from `ip`. */
export async function registerMember(merchant: string, username: string, password: string): Promise<void> {
  await clientFor(merchant, freshIp()).call('register', { username, password, confirmPassword: password, ageConfirmed: true, registerMethod: 'WEB' });
}

/** One failed login from `ip`: later logins from that IP must carry a captcha. */
export async function failOnceFrom(merchant: string, ip: string): Promise<void> {
  await clientFor(merchant, ip).call('login', { type: 'username', username: `nobody${Date.now()}`, password: 'Wrong@0000' }).catch(() => undefined);
}

/** Failed logins (captcha answered) until the platform blocks the account: TOO_MANY_REQUESTS. */
export async function blockAccount(merchant: string, username: string): Promise<void> {
  for (let attempt = 0; attempt < 8; attempt++) {
    const ip = freshIp();
    const client = clientFor(merchant, ip);
    const deviceId = `model-${ip}`;
    await client.call('captcha', { loginDeviceId: deviceId });
    const captcha = (await captchaAnswer(merchant, deviceId)) ?? '';
    const error = await client
      .call('login', { type: 'username', username, password: 'Wrong@0000', captcha, loginDeviceId: deviceId })
      .then(() => null, (e: { errorCode?: string }) => e);
    if (error?.errorCode === 'TOO_MANY_REQUESTS' || error?.errorCode === 'TOO_MANY_REQUEST') return;
  }
  throw new Error(`could not get ${username} blocked`);
}

/** An agent writes to one of its direct downline members (agentDownlineMessage), as the agent centre does. */
export async function agentWrites(merchant: string, agent: { username: string; password: string }, to: string, title: string, content: string): Promise<void> {
  // From this machine: a new address would ask the agent for an SMS code (unregistered-IP check).
  const ip = null;
  const client = clientFor(merchant, ip);
  const deviceId = `model-agent-${Date.now()}`;
  // Some merchants ask every login for a captcha: answer it as a person would.
  await client.call('captcha', { loginDeviceId: deviceId });
  const captcha = (await captchaAnswer(merchant, deviceId)) ?? '';
  const login = await client.call('login', { type: 'username', username: agent.username, password: agent.password, captcha, loginDeviceId: deviceId });
  await clientFor(merchant, ip, login.token).call('agentDownlineMessage', { username: to, title, content });
}
