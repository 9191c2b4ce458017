// Contract settlement end to end on bdwin, against the real platform: the desk offers
// agent01 a real-time salary with tiers the demo game's stakes reach, agent01 accepts it on its
// Real-time salary page; member01 (agent01's downline) plays slot rounds in the demo game; the
// settlement run for that 5-minute window computes what this test computes from the rounds it
// played. With bdwin's review threshold set to 0 for the test (dev merchant setting), it waits for
// the desk: My income reads Pending, awaiting review; finance01 pays it with an adjusted amount on
// the desk's Agent settlements page; agent01 gets the live toast, My income shows it Disbursed and
// the transaction history lists it as a Salary. Screens at 390x844 and 1280x800 go to /tmp/settlement.
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, merchantUrl, test, type MerchantCode } from './fixtures.ts';
import { shotBothSizes } from './shots.ts';
import { expectLoggedIn, merchantCurrency, platformUrl } from './helpers.ts';
import { ADMIN, deskApiToken, openDeskSignedIn } from './desk-helpers.ts';
import { formatMoney } from '../../src/shared/money.ts';
import { openSignedIn } from './sign-in-shortcut.ts';

const MERCHANT: MerchantCode = 'bdwin';
/** Where the desk rejects one (a merchant with real-time salary in its agent menu): its own agent01, team and windows, so the two tests never share a window. */
const OTHER: MerchantCode = 'cnstar';
const WINDOW = 5 * 60_000;
/** Tier 1 from a 10.00 stake, tier 2 from 50.00 (minor units); rates rise level by level. */
const TIERS = [{ singleBetMinor: 1_000, lossRate: 1, profitRate: 0.5 }, { singleBetMinor: 5_000, lossRate: 1.5, profitRate: 1.2 }];
const STAKES = [5_000, 5_000, 1_000, 500];

async function post<T>(request: APIRequestContext, path: string, data: unknown, token?: string, method: 'post' | 'put' = 'post', merchant: MerchantCode = MERCHANT): Promise<T> {
  const response = await request[method](platformUrl(path), { headers: { Merchant: merchant, ...(token ? { Authorization: token } : {}) }, data });
  const body = (await response.json()) as { success: boolean; value: T };
  expect(body.success, JSON.stringify(body)).toBe(true);
  return body.value;
}

/** The desk (admin01, through its calls) offers agent01 the real-time salary. */
async function deskOffer(request: APIRequestContext, merchant: MerchantCode = MERCHANT): Promise<void> {
  const token = await deskApiToken(request, merchant, ADMIN);
  await post(request, '/wps/desk/contract/offer', { username: 'agent01', type: 'realTimeSalary', tiers: TIERS, idempotencyKey: `k${crypto.randomUUID().replaceAll('-', '')}` }, token, 'post', merchant);
}

/** agent01 signs in (English, desktop) and accepts the desk's new terms on its Real-time salary page. */
async function acceptOffer(page: Page, merchant: MerchantCode): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 800 });
  // Straight to the page: the home page's game lists are no part of this.
  await openSignedIn(page, merchant, 'agent01', 'Agent@123', '/agentHome?page=realTimeSalary');
  await expectLoggedIn(page, 'agent01');
  const held = page.getByRole('main').locator('.held-contract');
  await expect(held.getByText('Waiting for your answer')).toBeVisible();
  await held.getByRole('button', { name: 'Accept' }).click();
  await page.getByRole('alertdialog', { name: 'Accept this contract?' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(held.getByText('Signed')).toBeVisible();
}

/**
 * member01 (agent01's downline) plays STAKES in the demo slot, all inside one 5-minute window;
 * answers the window and the rounds.
 */
async function playWindow(browser: Browser, merchant: MerchantCode): Promise<{ windowStart: number; rounds: { bet: number; net: number }[] }> {
  const player = await (await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } })).newPage();
  // The player's clock (the game frame's too) is Playwright's: a spin's minimum time is
  // game-stage.spec.ts's subject, here the reels are moved on to the round's result at once.
  await player.clock.install();
  await openSignedIn(player, merchant, 'member01', 'Member@123', '/rng');
  await expectLoggedIn(player, 'member01');
  await player.getByRole('list', { name: 'Games' }).getByRole('button', { name: /^Play / }).first().click();
  const frame = player.frameLocator('iframe[title="Game"]');
  const result = frame.locator('#result');
  await expect(frame.getByRole('button', { name: 'Spin' })).toBeVisible();
  // The four rounds, on the moved clock, take a few seconds (under 5 s on a loaded machine): they
  // need 20 s of the window left, else they wait for the next window. Rounds stretched over the
  // window's end fail the check below rather than settle in two windows.
  const left = WINDOW - (Date.now() % WINDOW);
  if (left < 20_000) await player.waitForTimeout(left + 500);
  const windowStart = Date.now() - (Date.now() % WINDOW);
  const rounds: { bet: number; net: number }[] = [];
  for (const bet of STAKES) {
    await frame.getByLabel('Bet').selectOption(String(bet));
    await result.evaluate((el) => el.removeAttribute('data-net')).catch(() => undefined);
    await frame.getByRole('button', { name: 'Spin' }).click();
    // The round's answer comes in real time; the reels' stops then run on the moved clock.
    await expect.poll(async () => {
      await player.clock.runFor(500);
      return result.getAttribute('data-net');
    }, { intervals: [50] }).toMatch(/^-?\d+$/);
    rounds.push({ bet, net: Number(await result.getAttribute('data-net')) });
  }
  expect(Date.now() - windowStart, 'the rounds were played inside one window').toBeLessThan(WINDOW);
  await player.context().close();
  return { windowStart, rounds };
}

/** What a window's rounds earn: each stake at the tier it reaches, summed exactly, rounded down once. */
function salaryOf(rounds: { bet: number; net: number }[]): number {
  let hundredths = 0;
  for (const r of rounds) {
    const tier = [...TIERS].reverse().find((t) => r.bet >= t.singleBetMinor);
    if (!tier || r.net === 0) continue;
    hundredths += r.bet * Math.round((r.net < 0 ? tier.lossRate : tier.profitRate) * 100);
  }
  return Math.floor(hundredths / 10_000);
}

/** The merchant's settlement review threshold for this test (null: the merchant file's again). */
const reviewAbove = (request: APIRequestContext, above: number | null, merchant: MerchantCode = MERCHANT) =>
  post(request, '/dev/merchant-settings', { key: 'settlementReview', value: { above } }, undefined, 'put', merchant);

test.afterEach(async ({ request }) => {
  for (const merchant of [MERCHANT, OTHER]) await reviewAbove(request, null, merchant);
});

test('a real-time salary settled from the rounds the downline played waits for the desk, is paid adjusted and shows in My income and the history', async ({ page, browser, request }) => {
  test.setTimeout(300_000);
  const currency = await merchantCurrency(request, MERCHANT);
  await deskOffer(request);

  // agent01 accepts the new terms on its Real-time salary page; member01 plays one window.
  await acceptOffer(page, MERCHANT);
  const main = page.getByRole('main');
  const { windowStart, rounds } = await playWindow(browser, MERCHANT);
  const expected = salaryOf(rounds);
  expect(expected).toBeGreaterThan(0); // every stake of 1,000 or more pays, win or lose, unless a push

  // The settlement run for that window, as the job does once it has closed: every amount waits for the desk now.
  await reviewAbove(request, 0);
  await post(request, '/dev/settlement/run', { asOf: windowStart + WINDOW + 61_000 });

  await page.goto(merchantUrl(MERCHANT, '/agentHome?page=myIncome'));
  await expect(main.getByRole('heading', { name: 'My income', level: 2 })).toBeVisible();
  await main.getByRole('tab', { name: 'Real-time salary' }).click();
  const table = main.getByRole('table', { name: 'My income' });
  const newest = table.getByRole('row').nth(1);
  await expect(newest).toContainText('Real-time salary (version 2)');
  await expect(newest).toContainText(formatMoney(expected, currency));
  await expect(newest).toContainText('Pending · awaiting review');
  await shotBothSizes(page, '/tmp/settlement/my-income-held');

  // finance01 pays it 1.00 more than computed on the desk's Agent settlements page.
  const adjusted = expected + 100;
  const desk = await openDeskSignedIn(browser, request, MERCHANT);
  await desk.getByRole('navigation').getByRole('link', { name: 'Agent settlements' }).click();
  await expect(desk.getByRole('heading', { name: 'Agent settlements' })).toBeVisible();
  const deskRow = desk.getByRole('row').filter({ hasText: 'agent01' }).filter({ hasText: 'Real-time salary' }).filter({ hasText: formatMoney(expected, currency) }).first();
  await expect(deskRow).toContainText('Pending · awaiting review');
  await shotBothSizes(desk, '/tmp/settlement/desk-settlements');
  await deskRow.getByRole('button', { name: 'Pay' }).click();
  const dialog = desk.getByRole('dialog', { name: 'Pay' });
  await expect(dialog).toContainText(`Computed: ${formatMoney(expected, currency)}`);
  await dialog.getByLabel('Amount to pay (empty: as computed)').fill((adjusted / 100).toFixed(2));
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(desk.getByRole('status')).toHaveText('Done: Pay.');

  // agent01 hears it live, in English, and My income reads it paid at the adjusted amount.
  const toast = page.locator('.toast-settlement-disbursed').filter({ hasText: formatMoney(adjusted, currency) });
  await expect(toast).toContainText('Agent income paid');
  await shotBothSizes(page, '/tmp/settlement/toast');
  await expect(newest).toContainText(formatMoney(adjusted, currency));
  await expect(newest).toContainText('Disbursed');
  await expect(newest).toContainText('Tier 2: losing bets 1.5%, winning bets 1.2%');
  await expect(newest).toContainText(formatMoney(STAKES.reduce((s, b) => s + b, 0), currency));
  await shotBothSizes(page, '/tmp/settlement/my-income');

  // The transaction history lists the payment as a salary.
  await page.goto(merchantUrl(MERCHANT, '/member?page=transactionHistory'));
  await main.getByRole('button', { name: 'Today', exact: true }).click();
  const salary = main.getByRole('table', { name: 'Transactions' }).getByRole('row').filter({ hasText: 'Salary' });
  await expect(salary.filter({ hasText: `+${formatMoney(adjusted, currency)}` })).toHaveCount(1);
  await shotBothSizes(page, '/tmp/settlement/history');
});

test('a settlement the desk rejects is never paid: agent01 hears it live and reads the reason in My income', async ({ page, browser, request }) => {
  test.setTimeout(300_000);
  const currency = await merchantCurrency(request, OTHER);
  await deskOffer(request, OTHER);
  await acceptOffer(page, OTHER);
  const main = page.getByRole('main');
  const { windowStart, rounds } = await playWindow(browser, OTHER);
  const expected = salaryOf(rounds);
  expect(expected).toBeGreaterThan(0);
  await reviewAbove(request, 0, OTHER);
  await post(request, '/dev/settlement/run', { asOf: windowStart + WINDOW + 61_000 }, undefined, 'post', OTHER);

  await page.goto(merchantUrl(OTHER, '/agentHome?page=myIncome'));
  await main.getByRole('tab', { name: 'Real-time salary' }).click();
  const newest = main.getByRole('table', { name: 'My income' }).getByRole('row').nth(1);
  await expect(newest).toContainText('Pending · awaiting review');
  await expect(newest).toContainText(formatMoney(expected, currency));
  const received = await main.locator('.figure', { hasText: 'Received' }).locator('dd').textContent();

  const desk = await openDeskSignedIn(browser, request, OTHER);
  await desk.getByRole('navigation').getByRole('link', { name: 'Agent settlements' }).click();
  const deskRow = desk.getByRole('row').filter({ hasText: 'agent01' }).filter({ hasText: 'Real-time salary' }).filter({ hasText: formatMoney(expected, currency) }).first();
  await deskRow.getByRole('button', { name: 'Reject' }).click();
  const dialog = desk.getByRole('dialog', { name: 'Reject' });
  // The platform refuses an empty reason as the dialog does: Confirm stays until one is given.
  await dialog.getByLabel('Reason').fill('Rounds under review by risk');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(desk.getByRole('status')).toHaveText('Done: Reject.');
  await expect(deskRow.getByRole('button', { name: 'Pay' })).toHaveCount(0);

  const toast = page.locator('.toast-settlement-rejected');
  await expect(toast).toContainText('Agent income rejected');
  await expect(toast).toContainText('Rounds under review by risk');
  await expect(newest).toContainText('Rejected · rejected by the operator: Rounds under review by risk');
  await shotBothSizes(page, '/tmp/settlement/my-income-rejected');
  // Nothing was paid, and a later run pays nothing either.
  await post(request, '/dev/settlement/run', { asOf: windowStart + 2 * WINDOW + 61_000 }, undefined, 'post', OTHER);
  await page.reload();
  await main.getByRole('tab', { name: 'Real-time salary' }).click();
  await expect(main.locator('.figure', { hasText: 'Received' }).locator('dd')).toHaveText(received ?? '');
  await expect(newest).toContainText('Rejected');
});
