// Deposits end to end on each merchant, against the real platform and its reference payment
// provider on its own origin (pay.localhost): a new member picks the first channel and a chip,
// sees the fee, goes to the provider's checkout, pays, comes back to the deposit page with a
// toast, and the header balance has gone up by the amount less the fee. A second request is
// cancelled from the open list. Screens at 390x844 and 1280x800 go to /tmp/deposit.
import { readFileSync } from 'node:fs';
import { expect, MERCHANTS, merchantUrl, test } from './fixtures.ts';
import { shotBothSizes } from './shots.ts';
import { headerBalanceButton, parseShownMoney } from './helpers.ts';
import { shipped } from './register-helpers.ts';
import { registerOverApi } from './register-over-api.ts';
import { depositFee } from '../../src/shared/deposit-rules.ts';
import { formatMoney, type MoneyFormat } from '../../src/shared/money.ts';
import type { DepositSettings } from '../../src/generated/merchant.ts';

for (const merchant of MERCHANTS) {
  test(`${merchant}: deposit through the provider checkout → toast → balance up; cancel an open request`, async ({ page }) => {
    test.setTimeout(120_000);
    const config = shipped(merchant) as unknown as { identity: { currency: MoneyFormat }; constants: { deposits: DepositSettings } };
    const currency = config.identity.currency;
    const channel = config.constants.deposits.channels[0];
    const chipMinor = channel.chips[0]! * 10 ** currency.decimals;
    const creditMinor = chipMinor - depositFee(chipMinor, channel.fee, currency.decimals);
    const account = await registerOverApi(page, merchant);
    await page.goto(merchantUrl(merchant, '/member?page=depositv2'));
    const main = page.getByRole('main');
    const balance = headerBalanceButton(page);
    await expect.poll(async () => parseShownMoney(((await balance.textContent()) ?? '').trim(), currency)).not.toBeNull();
    const before = parseShownMoney(((await balance.textContent()) ?? '').trim(), currency)!;

    await main.getByRole('radio', { name: new RegExp(channel.name) }).check();
    await main.getByRole('button', { name: formatMoney(chipMinor, currency), exact: true }).click();
    await expect(main.getByTestId('deposit-preview')).toHaveText(`Fee ${formatMoney(chipMinor - creditMinor, currency)} · you receive ${formatMoney(creditMinor, currency)}`);
    await shotBothSizes(page, `/tmp/deposit/form-${merchant}`);
    await main.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByRole('alertdialog', { name: 'Confirm your deposit' }).getByRole('button', { name: 'Confirm' }).click();

    // The provider's own origin, not the portal's.
    await page.waitForURL(/^http:\/\/pay\.localhost:\d+\/pay\/checkout/);
    await expect(page.locator('#amount')).toHaveText(formatMoney(chipMinor, currency));
    await shotBothSizes(page, `/tmp/deposit/checkout-${merchant}`);
    await page.getByRole('button', { name: 'Pay' }).click();

    await page.waitForURL((url) => url.hostname === `${merchant}.localhost` && url.searchParams.get('page') === 'depositv2');
    await expect(page.getByText('Payment received: your deposit is credited.')).toBeVisible();
    await expect.poll(async () => parseShownMoney(((await balance.textContent()) ?? '').trim(), currency)).toBe(before + creditMinor);
    await expect(main.getByText('Credited').first()).toBeVisible();

    // A second request left open at the provider: it counts down on the page and can be cancelled.
    await main.getByRole('button', { name: formatMoney(chipMinor, currency), exact: true }).click();
    await main.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByRole('alertdialog', { name: 'Confirm your deposit' }).getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL(/pay\.localhost/);
    await page.goBack();
    await page.waitForURL((url) => url.hostname === `${merchant}.localhost`);
    const open = main.locator('section', { has: page.getByRole('heading', { name: 'Open requests' }) });
    await expect(open.getByText(/Expires in \d+:\d\d/)).toBeVisible();
    await shotBothSizes(page, `/tmp/deposit/open-${merchant}`);
    await open.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText('Deposit request cancelled')).toBeVisible();
    await expect(open.getByText('No open deposit requests.')).toBeVisible();
    expect(account).toBeTruthy();
  });
}

test('bdwin in Bengali: the bank is named in Bengali, from the shipped texts', async ({ page }) => {
  const bn = JSON.parse(readFileSync(new URL('../../src/shared/i18n/locales/BN.json', import.meta.url), 'utf8')) as Record<string, string>;
  await registerOverApi(page, 'bdwin');
  await page.evaluate(() => localStorage.setItem('hisLang', 'BN'));
  await page.goto(merchantUrl('bdwin', '/member?page=securityCenter'));
  const provider = page.getByRole('main').getByLabel(bn['withdraw.accounts.provider']!);
  await expect(provider.locator('option', { hasText: bn['payment.bank']! })).toHaveCount(1);
  await expect(provider.locator('option', { hasText: 'bKash' })).toHaveCount(1);
  await expect(provider.locator('option', { hasText: 'Bank transfer' })).toHaveCount(0);
});
