// The referral page on each merchant with referrals on, against the real
// platform: member A copies its invite link (the clipboard holds what the page shows), a new
// visitor registers through that link, and A then sees one friend, masked, with "No deposit yet".
// The friend then pays a first deposit of the merchant's first-deposit rule's threshold at the
// provider's checkout; A, with the page open, is told live that the bonus was credited, and the
// page shows it earned from that friend, paid once: A's balance rises by exactly the bonus.
// cnstar has referrals off: no menu entry. Screens at 390x844 and 1280x800 go to /tmp/referral.
import type { Page } from '@playwright/test';
import { expect, merchantUrl, test, type MerchantCode } from './fixtures.ts';
import { shotBothSizes } from './shots.ts';
import { register, shipped } from './register-helpers.ts';
import { registerOverApi } from './register-over-api.ts';
import { headerBalanceButton, parseShownMoney, platformUrl } from './helpers.ts';
import { formatMoney, type MoneyFormat } from '../../src/shared/money.ts';
import type { DepositSettings, ReferralRule } from '../../src/generated/merchant.ts';

interface Shipped { identity: { currency: MoneyFormat }; constants: { deposits: DepositSettings; referralRewards: { rules: ReferralRule[] } } }

/** The signed-in friend pays a deposit of one chip at the reference provider's checkout. */
async function firstDeposit(page: Page, merchant: MerchantCode, channel: string, chip: string): Promise<void> {
  await page.goto(merchantUrl(merchant, '/member?page=depositv2'));
  const main = page.getByRole('main');
  await main.getByRole('radio', { name: new RegExp(channel) }).check();
  await main.getByRole('button', { name: chip, exact: true }).click();
  await main.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByRole('alertdialog', { name: 'Confirm your deposit' }).getByRole('button', { name: 'Confirm' }).click();
  await page.waitForURL(/^http:\/\/pay\.localhost:\d+\/pay\/checkout/);
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.waitForURL((url) => url.hostname === `${merchant}.localhost` && url.searchParams.get('page') === 'depositv2');
  await expect(page.getByText('Payment received: your deposit is credited.')).toBeVisible();
}

const modeOf = (merchant: MerchantCode) => (shipped(merchant).features.usernameRegister ? 'username' : 'mobile');
const masked = (account: string) => `${account.slice(0, 2)}***${account.slice(-2)}`;

for (const merchant of ['bdwin', 'vnlotto'] as const) {
  test(`${merchant}: a friend registers through the copied invite link and shows with no deposit yet`, async ({ page, request, browser }) => {
    test.setTimeout(180_000);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await registerOverApi(page, merchant, { path: '/member?page=referral' });
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Invite friends', level: 1 })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Share your invite link' })).toBeVisible();
    await expect(main.getByRole('img', { name: 'QR code of your invite link' })).toBeVisible();
    await expect(main.getByText('No friends have registered through your link yet')).toBeVisible();
    const shown = (await main.locator('#referral-link').textContent()) ?? '';
    expect(shown).toMatch(/\/register\?r=[a-z2-9]{8}$/);
    await main.getByRole('button', { name: 'Copy link' }).click();
    await expect(main.getByRole('button', { name: 'Copied' })).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toBe(shown);

    // A new visitor, in a browser of its own, opens the link and registers.
    const visitor = await (await browser.newContext({ locale: 'en-US' })).newPage();
    const url = new URL(link);
    const friend = await register(visitor, request, merchant, modeOf(merchant), undefined, `${url.pathname}${url.search}`);

    await page.reload();
    const table = main.getByRole('table', { name: 'Your friends' });
    await expect(table.getByRole('row')).toHaveCount(2);
    const row = table.getByRole('row').nth(1);
    await expect(row.getByRole('cell').first()).toHaveText(masked(friend));
    await expect(row.getByText('No deposit yet')).toBeVisible();
    await expect(main.getByRole('definition').first()).toHaveText('1');
    await expect(main.getByRole('definition').nth(1)).toHaveText('0');
    await shotBothSizes(page, `/tmp/referral/friends-${merchant}`);

    // The friend's first deposit reaches the merchant's first-deposit rule: A earns its bonus.
    const config = shipped(merchant) as unknown as Shipped;
    const currency = config.identity.currency;
    const scale = 10 ** currency.decimals;
    const rule = config.constants.referralRewards.rules.find((r) => r.kind === 'firstDeposit')!;
    const bonusMinor = Math.round(rule.bonus * scale);
    const channel = config.constants.deposits.channels[0];
    const chip = channel.chips.find((c) => c >= rule.threshold)!;
    await expect(main.getByText(`A friend's first deposit is ${formatMoney(Math.round(rule.threshold * scale), currency)} or more: you get ${formatMoney(bonusMinor, currency)}`)).toBeVisible();
    const balance = headerBalanceButton(page);
    await expect.poll(async () => parseShownMoney(((await balance.textContent()) ?? '').trim(), currency)).not.toBeNull();
    const before = parseShownMoney(((await balance.textContent()) ?? '').trim(), currency)!;
    await firstDeposit(visitor, merchant, channel.name, formatMoney(chip * scale, currency));
    await visitor.context().close();

    // The referrer's page stays open while A's referral page is read elsewhere (another device of
    // A's, over the API), which pays what friends reached before it answers, as the platform's job
    // does within its 30 s (tests/platform/referral-rewards.test.ts covers the job): the payment
    // tells the member live (a toast); the page's figures and the header balance follow without a reload.
    const token = await page.evaluate(() => sessionStorage.getItem('token'));
    const elsewhere = await request.get(platformUrl('/wps/member/referral'), { headers: { Merchant: merchant, Authorization: token! } });
    expect(((await elsewhere.json()) as { value: { earnedMinor: number } }).value.earnedMinor).toBe(bonusMinor);
    await expect(page.locator('.toasts .toast').filter({ hasText: 'Referral reward credited' })).toContainText(formatMoney(bonusMinor, currency), { timeout: 60_000 });
    await expect(main.getByRole('definition').nth(1)).toHaveText('1');
    await expect(main.getByRole('definition').nth(2)).toHaveText(formatMoney(bonusMinor, currency));
    await expect(row.getByText(`First deposit: ${formatMoney(bonusMinor, currency)} paid`)).toBeVisible();
    await expect(row.getByRole('cell').nth(3)).toHaveText(formatMoney(bonusMinor, currency));
    await expect.poll(async () => parseShownMoney(((await balance.textContent()) ?? '').trim(), currency)).toBe(before + bonusMinor);
    // Read again: paid once, nothing more.
    await page.reload();
    await expect(main.getByRole('definition').nth(2)).toHaveText(formatMoney(bonusMinor, currency));
    await expect.poll(async () => parseShownMoney(((await balance.textContent()) ?? '').trim(), currency)).toBe(before + bonusMinor);
    await shotBothSizes(page, `/tmp/referral/earned-${merchant}`);
  });
}

test('cnstar: referrals are off, so the member centre offers no referral page', async ({ page }) => {
  test.setTimeout(120_000);
  await registerOverApi(page, 'cnstar', { path: '/member?page=securityCenter' });
  await expect(page.getByRole('heading', { name: 'Security score' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Invite friends' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Referral' })).toHaveCount(0);
});
