// Transfers and invite links end to end on bdwin, against the real platform: agent01 makes an
// invite link in downline management; a new member registers through it (so agent01 is its
// upline); agent01 sets its transaction password on the transfer page and sends money down; the
// member sees it in the header balance and on its own transfer page, sends part back up, and
// agent01's list shows it received. Screens at 390x844 and 1280x800 go to /tmp/transfers.
import type { Page } from '@playwright/test';
import { expect, merchantUrl, test } from './fixtures.ts';
import { shotBothSizes } from './shots.ts';
import { expectLoggedIn, headerBalanceButton } from './helpers.ts';
import { register } from './register-helpers.ts';
import { openSignedIn } from './sign-in-shortcut.ts';

const PAY = 'Pay@12345';

async function setPaymentPassword(page: Page): Promise<void> {
  const main = page.getByRole('main');
  await expect(main.getByText('Please set up the transaction password first.')).toBeVisible();
  const card = main.locator('.payment-password');
  await card.getByLabel('Transaction password', { exact: true }).fill(PAY);
  await card.getByLabel('Confirm the password').fill(PAY);
  await card.getByRole('button', { name: 'Save' }).click();
}

test('an agent invites a member by link, sends it money; the member sees it and sends some back up', async ({ page, browser, request }) => {
  test.setTimeout(180_000);
  await openSignedIn(page, 'bdwin', 'agent01', 'Agent@123');
  await expectLoggedIn(page, 'agent01');
  await page.getByRole('banner').getByRole('button', { name: 'Agent centre' }).click();
  const main = page.getByRole('main');
  await main.getByRole('link', { name: 'Downline' }).click();

  // An invite link for a player, valid 7 days.
  const links = main.locator('.register-links');
  await links.getByLabel('New member is').selectOption('player');
  await links.getByLabel('Valid for').selectOption('7d');
  await links.getByRole('button', { name: 'Create link' }).click();
  const url = links.locator('.register-link-url').first();
  await expect(url).toHaveText(/\/register\?a=[a-z0-9]{10}$/);
  const code = ((await url.textContent()) ?? '').split('a=')[1]!;
  await shotBothSizes(page, '/tmp/transfers/register-links');

  // A new visitor registers through it.
  const memberPage = await (await browser.newContext({ locale: 'en-US', viewport: { width: 390, height: 844 } })).newPage();
  const username = await register(memberPage, request, 'bdwin', 'username', undefined, `/register?a=${code}`);
  await expectLoggedIn(memberPage, username);
  await expect(links.getByRole('row', { name: new RegExp(code) })).toBeVisible();

  // agent01 sends 25.50 to its new downline member.
  await main.getByRole('link', { name: 'Transfers' }).click();
  await setPaymentPassword(page);
  await main.getByLabel('Downline username').fill(username);
  await main.getByLabel('Amount').fill('25.50');
  await main.getByLabel('Transaction password').fill(PAY);
  await main.getByRole('button', { name: 'Send', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Confirm the transfer' });
  await expect(confirm).toContainText(username);
  await expect(confirm).toContainText('৳25.50');
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(`৳25.50 sent to ${username}`)).toBeVisible();
  await expect(main.getByRole('row', { name: new RegExp(username) }).first()).toContainText('Sent to downline');
  await shotBothSizes(page, '/tmp/transfers/agent-transfer');

  // The member's balance shows it.
  await headerBalanceButton(memberPage).click();
  await expect(headerBalanceButton(memberPage)).toHaveText('৳25.50');
  // The member sends 5 back to its upline from the member centre.
  await memberPage.goto(merchantUrl('bdwin', '/member?page=transferUpline'));
  const memberMain = memberPage.getByRole('main');
  await expect(memberMain.getByRole('heading', { name: 'Transfer to upline' })).toBeVisible();
  await expect(memberMain.getByTestId('transfer-balance')).toHaveText('৳25.50');
  await expect(memberMain.getByRole('row', { name: /agent01/ }).first()).toContainText('From upline');
  await setPaymentPassword(memberPage);
  await expect(memberMain.getByText('To your upline agent01')).toBeVisible();
  // A mistake the page catches before sending: more than the balance.
  await memberMain.getByLabel('Amount').fill('30');
  await memberMain.getByLabel('Transaction password').fill(PAY);
  await memberMain.getByRole('button', { name: 'Send to upline' }).click();
  await expect(memberMain.getByLabel('Amount')).toHaveAttribute('aria-invalid', 'true');
  // A refusal the platform makes: the wrong transaction password, shown at its field.
  await memberMain.getByLabel('Amount').fill('5');
  await memberMain.getByLabel('Transaction password').fill('Wrong@123');
  await memberMain.getByRole('button', { name: 'Send to upline' }).click();
  await memberPage.getByRole('alertdialog', { name: 'Confirm the transfer' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(memberMain.getByText('The transaction password is incorrect')).toBeVisible();
  await memberMain.getByLabel('Transaction password').fill(PAY);
  await memberMain.getByRole('button', { name: 'Send to upline' }).click();
  await memberPage.getByRole('alertdialog', { name: 'Confirm the transfer' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(memberPage.getByText('৳5.00 sent to agent01')).toBeVisible();
  await expect(memberMain.getByTestId('transfer-balance')).toHaveText('৳20.50');
  await expect(headerBalanceButton(memberPage)).toHaveText('৳20.50');
  await shotBothSizes(memberPage, '/tmp/transfers/member-transfer');

  // agent01's list shows the money it received back.
  await page.reload();
  await expect(main.getByRole('row', { name: new RegExp(username) }).first()).toContainText('From downline');
});

test('a member without an upline has no transfer-to-upline entry', async ({ page }) => {
  await openSignedIn(page, 'bdwin', 'empty01', 'Member@123');
  await expectLoggedIn(page, 'empty01');
  await page.goto(merchantUrl('bdwin', '/member?page=securityCenter'));
  const menu = page.getByRole('navigation', { name: 'Member centre menu' });
  await expect(menu.getByRole('link', { name: 'Transactions' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Transfer to upline' })).toHaveCount(0);
});
