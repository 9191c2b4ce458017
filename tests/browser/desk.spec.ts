// The payments desk at /desk (its own bundle): an operator signs in with password and TOTP code,
// sees the queue their role may use, acts on a row behind a confirmation, and an admin reads the
// audit entry (who, what, before and after). Finance raises a new member's rebate level and the
// member's bonus details show the higher rate. Screenshots at 1280×800 and 390×844 go to /tmp.
import { expect, merchantUrl, test } from './fixtures.ts';
import { shot } from './shots.ts';
import { enterDeskCode } from './desk-helpers.ts';
import { registerOverApi } from './register-over-api.ts';
import type { APIRequestContext, Locator, Page } from '@playwright/test';

const PASSWORDS: Record<string, string> = { admin01: 'Admin@123', finance01: 'Finance@123', support01: 'Support@123' };

async function signIn(page: Page, request: APIRequestContext, username: string, signedIn: Locator): Promise<void> {
  await page.goto(merchantUrl('bdwin', '/desk'));
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(PASSWORDS[username]!);
  await page.getByRole('button', { name: 'Next' }).click();
  await enterDeskCode(page, request, 'bdwin', username, signedIn);
}

test('an admin signs in with a TOTP code, disables an operator from the queue and reads it in the audit log', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(merchantUrl('bdwin', '/desk'));
  // The sign-in is deskLogin's request schema in the desk's fields: an empty one is refused next
  // to it, in words, before anything is sent.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#deskLogin_username-error')).toHaveText('This field cannot be empty');
  await page.getByLabel('Username').fill('admin01');
  await page.getByLabel('Password').fill(PASSWORDS.admin01!);
  await expect(page.getByLabel('Password')).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Next' }).click();
  // A wrong code is refused in words under the code field, and the right one signs in.
  await expect(page.getByLabel('Authenticator code')).toBeFocused();
  await page.getByLabel('Authenticator code').fill('000000');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText(/not valid|already used/);
  await expect(page.getByLabel('Authenticator code')).toHaveAttribute('aria-invalid', 'true');
  await shot(page, '/tmp/desk-login-code-1280.png');
  await enterDeskCode(page, request, 'bdwin', 'admin01', page.getByRole('heading', { name: 'Operators' }));

  await expect(page).toHaveURL(/\/desk\/operators$/);
  await expect(page.getByRole('heading', { name: 'Operators' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'support01' });
  await expect(row).toContainText('Active');
  await shot(page, '/tmp/desk-operators-1280.png');

  await row.getByRole('button', { name: 'Disable' }).click();
  const dialog = page.getByRole('dialog', { name: 'Disable' });
  await expect(dialog).toContainText('Disable support01?');
  await shot(page, '/tmp/desk-confirm-1280.png');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('status')).toHaveText('Done: Disable.');
  await expect(row).toContainText('Disabled');

  // At 1280 px the admin's whole menu is on the screen (it wraps), nothing scrolls sideways.
  const desktopMenu = page.getByRole('navigation', { name: 'Desk pages' }).getByRole('link');
  expect(await desktopMenu.count()).toBeGreaterThan(8);
  for (const link of await desktopMenu.all()) {
    const box = (await link.boundingBox())!;
    expect(box.x + box.width, await link.innerText()).toBeLessThanOrEqual(1280);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);

  // The audit log reads as a sentence, with the changed field before and after.
  await page.getByRole('link', { name: 'Audit log' }).click();
  const entry = page.getByRole('row').filter({ hasText: /admin01 \(Admin\) disabled operator #\d+/ });
  await expect(entry.locator('.audit-changes li').filter({ hasText: 'disabled' })).toHaveText('disabled: false → true');
  await expect(entry).not.toContainText('{');
  await shot(page, '/tmp/desk-audit-1280.png');

  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, '/tmp/desk-audit-390.png', { fullPage: true });
  // On a phone every page of the menu is in sight, none behind a sideways scroll.
  const menu = page.getByRole('navigation', { name: 'Desk pages' }).getByRole('link');
  expect(await menu.count()).toBeGreaterThan(5);
  for (const link of await menu.all()) {
    const box = (await link.boundingBox())!;
    expect(box.x, await link.innerText()).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, await link.innerText()).toBeLessThanOrEqual(390);
  }
  await page.getByRole('link', { name: 'Operators' }).click();
  await page.getByRole('row').filter({ hasText: 'support01' }).getByRole('button', { name: 'Enable' }).click();
  await shot(page, '/tmp/desk-confirm-390.png');
  await page.getByRole('dialog', { name: 'Enable' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('status')).toHaveText('Done: Enable.');
  await shot(page, '/tmp/desk-operators-390.png', { fullPage: true });

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Next' })).toBeVisible();
});

test('a finance operator does not get the admin pages, and the audit page refuses them', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(merchantUrl('bdwin', '/desk'));
  await shot(page, '/tmp/desk-login-390.png');
  await signIn(page, request, 'finance01', page.getByRole('heading', { name: 'Withdrawals' }));
  await expect(page.getByText('finance01 · Finance')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Audit log' })).toHaveCount(0);
  await page.goto(merchantUrl('bdwin', '/desk/audit'));
  await expect(page.getByRole('alert')).toHaveText('Your role may not do this.');
});

test("finance raises a new member's rebate level; the member's bonus details follow", async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  const account = await registerOverApi(page, 'bdwin');
  const main = page.getByRole('main');
  await page.goto(merchantUrl('bdwin', '/member?page=bonusDetails'));
  const slots = main.getByRole('row').filter({ hasText: 'Slots' });
  await expect(slots).toContainText('0.8%');

  const desk = await (await browser.newContext()).newPage();
  await desk.setViewportSize({ width: 390, height: 844 });
  await signIn(desk, request, 'finance01', desk.getByRole('heading', { name: 'Withdrawals' }));
  await desk.getByRole('link', { name: 'Rebate levels' }).click();
  await desk.getByRole('textbox', { name: 'Member' }).fill(account);
  await desk.getByRole('button', { name: 'Filter' }).click();
  const row = desk.getByRole('row').filter({ hasText: account });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('button', { name: 'Lower level' })).toHaveCount(0);
  await shot(desk, '/tmp/desk-rebate-levels-390.png', { fullPage: true });
  await row.getByRole('button', { name: 'Raise level' }).click();
  const dialog = desk.getByRole('dialog', { name: 'Raise level' });
  await expect(dialog).toContainText(`Raise ${account} from rebate level 0 to 1?`);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(desk.getByRole('status')).toHaveText('Done: Raise level.');
  await expect(row.getByRole('button', { name: 'Lower level' })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Raise level' })).toHaveCount(0);
  await desk.setViewportSize({ width: 1280, height: 800 });
  await shot(desk, '/tmp/desk-rebate-levels-1280.png', { fullPage: true });

  // The member's rates follow at once: bdwin's VIP 1 pays 1% on slots.
  await page.reload();
  await expect(slots).toContainText('1%');
  await expect(slots).not.toContainText('0.8%');
  await desk.context().close();
});
