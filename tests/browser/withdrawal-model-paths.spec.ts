// Every generated path of withdrawalConfirmation (flows/paths/models.ts) in Chromium against the
// real platform: the withdraw page's confirmation panel runs the machine with the portal's actor;
// user steps are clicks (and a png proof), the actor's outcome is the real call (a network
// failure is a dropped request), the dispute's settlement is the desk's decision, the timer is
// the page's clock moved to the deadline (and the platform's job run as at it). After every step
// the panel's live state (data-flow-state) must be the model's, and the platform's request must
// agree. A request rewritten on the wire (an actor that answers "received" whatever the member
// chose) makes the dispute path fail.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { generatePaths, type FlowPath } from '../../flows/paths/generate.ts';
import { withdrawalConfirmationModel } from '../../flows/paths/models.ts';
import { createPlatformClient } from '../../src/shared/api/index.ts';
import { expect, test } from './fixtures.ts';
import { platformUrl, relaxRegistration, restoreRegistration, unique } from './helpers.ts';
import { freshIp, registerMember } from './model/platform.ts';
import { openSignedIn } from './sign-in-shortcut.ts';

const MERCHANT = 'bdwin';
const PASSWORD = 'abc12345';
const PAY = 'Pay@12345';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
/** The platform's request in each settled machine state. */
const PLATFORM: Record<string, { status: string; confirmation: string[] }> = {
  awaiting: { status: 'transferring', confirmation: ['awaiting'] },
  received: { status: 'success', confirmation: ['received', 'timed_out'] },
  fullyReceived: { status: 'success', confirmation: ['fully_received'] },
  notReceived: { status: 'disputed', confirmation: ['not_received'] },
  refunded: { status: 'failed', confirmation: ['refunded'] },
  forcedReceived: { status: 'success', confirmation: ['forced_received'] },
};

interface Arranged { id: number; confirmMinutes: number; member: ReturnType<typeof createPlatformClient>; ip: string; username: string }

async function dev(path: string, body: unknown): Promise<unknown> {
  const response = await fetch(platformUrl(path), { method: 'POST', headers: { Merchant: MERCHANT, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const envelope = (await response.json()) as { success: boolean; value: unknown; errorCode: string | null };
  if (!envelope.success) throw new Error(`${path}: ${envelope.errorCode}`);
  return envelope.value;
}

/** A new member with a payout awaiting confirmation (paid in part when the path says "fully received"). */
async function arrange(path: FlowPath): Promise<Arranged> {
  const ip = freshIp();
  const username = unique('wm');
  await registerMember(MERCHANT, username, PASSWORD);
  let token: string | null = null;
  const member = createPlatformClient({
    baseUrl: platformUrl(''), merchant: MERCHANT, getLanguage: () => 'EN', getToken: () => token, encryption: 'des-rsa',
    fetch: (input, init) => { const r = new Request(input, init); r.headers.set('X-Forwarded-For', ip); return fetch(r); },
  });
  token = (await member.call('login', { type: 'username', username, password: PASSWORD, loginDeviceId: randomUUID() })).token;
  await dev('/dev/withdrawals/fund', { username, amountMinor: 1_000_000 });
  await member.call('paymentPasswordSet', { password: PAY, confirmPassword: PAY });
  const { providers } = await member.call('payoutAccounts');
  const account = await member.call('payoutAccountAdd', { provider: providers[0]!.code, accountNumber: '01712345678', holderName: 'Model Member' });
  const info = await member.call('withdrawInfo');
  const w = await member.call('withdrawRequest', { amount: String(info.minMinor / 100), payoutAccountId: account.id, paymentPassword: PAY, requestKey: randomUUID() });
  await dev('/dev/withdrawals/action', { id: w.id, action: 'approve' });
  const partial = path.steps.some((s) => s.event.type === 'MARK_FULLY_RECEIVED');
  await dev('/dev/withdrawals/action', { id: w.id, action: 'pay', ...(partial ? { paidMinor: Math.floor((w.amountMinor - w.feeMinor) / 2) } : {}) });
  return { id: w.id, confirmMinutes: info.confirmMinutes, member, ip, username };
}

const panelOf = (page: Page, id: number) => page.getByTestId(`withdrawal-${id}`).locator('[data-flow-state]');

async function runInBrowser(page: Page, path: FlowPath, rewrite = false): Promise<void> {
  const a = await arrange(path);
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': a.ip });
  await page.clock.install();
  if (rewrite) {
    await page.route('**/wps/member/withdraw/confirm', async (route) => {
      const body = JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>;
      await route.continue({ postData: JSON.stringify({ id: body.id, answer: 'received' }) });
    });
  }
  await openSignedIn(page, MERCHANT, a.username, PASSWORD, '/member?page=withdraw', { ip: a.ip });
  await expect(page.getByRole('banner').getByText(a.username)).toBeVisible();
  const panel = panelOf(page, a.id);
  const item = page.getByTestId(`withdrawal-${a.id}`);
  for (const [i, step] of path.steps.entries()) {
    const event = step.event as { type: string; proofImage?: string | null };
    const next = path.steps[i + 1]?.event.type ?? '';
    if (next === 'xstate.error.actor.sendAnswer') await page.route('**/wps/member/withdraw/confirm', (route) => route.abort(), { times: 1 });
    if (event.type === 'MARK_RECEIVED') await item.getByRole('button', { name: 'Received', exact: true }).click();
    else if (event.type === 'MARK_FULLY_RECEIVED') await item.getByRole('button', { name: 'Fully received' }).click();
    else if (event.type === 'MARK_NOT_RECEIVED') {
      if (event.proofImage) await item.getByLabel(/Proof of non-receipt/).setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: PNG });
      await item.getByRole('button', { name: 'Not received' }).click();
    } else if (event.type === 'REFUNDED' || event.type === 'FORCED_RECEIVED') {
      await dev('/dev/withdrawals/action', { id: a.id, action: event.type === 'REFUNDED' ? 'refund' : 'forceReceived' });
    } else if (event.type.startsWith('xstate.after.')) {
      await page.clock.fastForward(a.confirmMinutes * 60_000);
      await dev('/dev/withdrawals/job', { asOf: Date.now() + (a.confirmMinutes + 1) * 60_000 });
    }
    const expected = JSON.stringify(step.state.value);
    const where = `step ${i + 1} (${event.type}) of ${path.description}`;
    // Transient "sending" is passed when the real call has already answered.
    if (expected !== '"sending"') await expect.poll(async () => panel.getAttribute('data-flow-state'), { message: where, timeout: 15_000 }).toBe(expected);
    const settled = PLATFORM[String(step.state.value)];
    if (settled) {
      const { withdrawal } = await a.member.call('withdrawDetail', { id: String(a.id) });
      expect(withdrawal.status, where).toBe(settled.status);
      expect(settled.confirmation, where).toContain(withdrawal.confirmation);
    }
  }
}

const generated = generatePaths(withdrawalConfirmationModel);

// The network-failure path drops the confirm request on purpose.
test.use({ expectedConsoleErrors: [/^Failed to load resource: net::ERR_FAILED/] });

test.describe('withdrawalConfirmation paths in Chromium', () => {
  // Fresh members for the paths are registered over the API (no captcha to read).
  test.beforeAll(async ({ request }) => relaxRegistration(request, MERCHANT));
  test.afterAll(async ({ request }) => restoreRegistration(request, MERCHANT));
  for (const [i, path] of generated.paths.entries()) {
    test(`path ${i + 1}: ${path.description}`, async ({ page }) => {
      await runInBrowser(page, path);
    });
  }

  test('a wrong actor (every answer sent as "received") fails the dispute path', async ({ page }) => {
    const path = generated.paths.find((p) => p.steps.some((s) => s.event.type === 'REFUNDED'))!;
    const error = await runInBrowser(page, path, true).then(() => null, (e: Error) => e);
    expect(error?.message).toMatch(/MARK_NOT_RECEIVED|sendAnswer/);
  });
});
