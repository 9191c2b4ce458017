// A bonus's own turnover, end to end on bdwin at 390x844: a new member deposits through the
// provider's checkout and applies for the first-deposit promotion; finance approves it in the desk
// with a 10x turnover multiplier (a bad multiplier is refused under its field by the platform); the
// member's withdraw page then asks for the deposit's turnover plus 10 × the bonus and lists both.
// Screens at 390x844 and 1280x800 go to /tmp/bonus-turnover.
import { formatMoney, type MoneyFormat } from '../../src/shared/money.ts';
import { expect, merchantUrl, test } from './fixtures.ts';
import { shotBothSizes } from './shots.ts';
import { deskSignIn } from './desk-helpers.ts';
import { headerBalanceButton, parseShownMoney } from './helpers.ts';
import { shipped } from './register-helpers.ts';
import { registerOverApi } from './register-over-api.ts';

const DIR = '/tmp/bonus-turnover';
const TITLE = '100% first deposit bonus';

test.use({ viewport: { width: 390, height: 844 } });

test('bdwin: a desk bonus at 10x after a deposit; the withdraw page lists what makes up the turnover', async ({ page, request, browser }) => {
  test.setTimeout(240_000);
  const config = shipped('bdwin') as unknown as { identity: { currency: MoneyFormat }; constants: { deposits: { channels: { name: string; chips: number[] }[] } } };
  const currency = config.identity.currency;
  const channel = config.constants.deposits.channels[0]!;
  const chipMinor = channel.chips[0]! * 10 ** currency.decimals;
  const account = await registerOverApi(page, 'bdwin');

  // A deposit through the provider's checkout.
  await page.goto(merchantUrl('bdwin', '/member?page=depositv2'));
  const main = page.getByRole('main');
  await expect.poll(async () => parseShownMoney(((await headerBalanceButton(page).textContent()) ?? '').trim(), currency)).not.toBeNull();
  await main.getByRole('radio', { name: new RegExp(channel.name) }).check();
  await main.getByRole('button', { name: formatMoney(chipMinor, currency), exact: true }).click();
  await main.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByRole('alertdialog', { name: 'Confirm your deposit' }).getByRole('button', { name: 'Confirm' }).click();
  await page.waitForURL(/^http:\/\/pay\.localhost:\d+\/pay\/checkout/);
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.waitForURL((url) => url.hostname === 'bdwin.localhost' && url.searchParams.get('page') === 'depositv2');
  await expect(page.getByText('Payment received: your deposit is credited.')).toBeVisible();

  // The application.
  await page.goto(merchantUrl('bdwin', '/promotions#welcome'));
  const card = page.locator('#promotion-welcome');
  await card.getByRole('button', { name: 'Apply', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Apply: ${TITLE}` });
  await dialog.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByText('Application sent. We will review it soon.')).toBeVisible();

  // The desk approves 500 at 10x; a multiplier above 100 is refused by the platform under its field.
  const desk = await deskSignIn(browser, request, 'bdwin');
  await desk.getByRole('link', { name: 'Promotion applications' }).click();
  const row = desk.getByRole('row').filter({ hasText: account }).first();
  await row.getByRole('button', { name: 'Approve' }).click();
  const approve = desk.getByRole('dialog', { name: 'Approve' });
  await approve.getByLabel('Bonus amount (e.g. 500 or 12.50)').fill('500');
  const multiplier = approve.getByLabel("Turnover multiplier (e.g. 10 for 10x; empty: the promotion's default)");
  await expect(multiplier).toHaveJSProperty('tagName', 'INPUT');
  await multiplier.fill('250');
  await approve.getByRole('button', { name: 'Confirm' }).click();
  await expect(approve.getByRole('alert')).toHaveText('Enter a turnover multiplier from 0 to 100 with at most 2 decimals.');
  await expect(multiplier).toHaveAttribute('aria-invalid', 'true');
  await shotBothSizes(desk, `${DIR}/desk-refused`);
  await multiplier.fill('10');
  await approve.getByRole('button', { name: 'Try again' }).click();
  await expect(desk.getByRole('status')).toHaveText('Done: Approve.');
  await desk.context().close();

  // The withdraw page: the deposit (1x) and the bonus (10x), each with what is wagered on it.
  await page.goto(merchantUrl('bdwin', '/member?page=withdraw'));
  const lines = page.getByTestId('turnover-lines').getByRole('listitem');
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0)).toHaveText(new RegExp(`^Deposit · ${escape(formatMoney(chipMinor, currency))} × 1 = ${escape(formatMoney(chipMinor, currency))}, `));
  await expect(lines.nth(1)).toHaveText(`${TITLE} · ${formatMoney(50_000, currency)} × 10 = ${formatMoney(500_000, currency)}, ${formatMoney(0, currency)} wagered`);
  await expect(page.getByRole('alert').filter({ hasText: 'Turnover not enough' })).toBeVisible();
  await shotBothSizes(page, `${DIR}/withdraw`);
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
