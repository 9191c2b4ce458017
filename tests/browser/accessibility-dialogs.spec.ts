// Accessibility (issue 11, item 7) of the portal's dialogs: axe-core on every dialog a guest, a
// member and an agent can open, on each merchant, at 390x844 and 1280x800. Only the dialog is
// checked (the page behind is inert and has its own checks in accessibility.spec.ts); each dialog
// is opened the way a user opens it, and closed without sending anything.
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { test, expect, MERCHANTS, merchantUrl, type MerchantCode } from './fixtures.ts';
import { expectLoggedIn, logIn, openInEnglish, openLoginDialog } from './helpers.ts';

const SIZES = [{ width: 390, height: 844 }, { width: 1280, height: 800 }];
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const DIALOG = '[role="dialog"], [role="alertdialog"]';

/** The violations inside the open dialog, one line per element; then closes it with Escape. */
async function checkDialog(page: Page, dialog: Locator, where: string): Promise<string[]> {
  await expect(dialog).toBeVisible();
  await page.waitForTimeout(300); // the opening transition: colours are checked at rest
  const result = await new AxeBuilder({ page }).withTags(TAGS).include(DIALOG).analyze();
  // The dialog itself was checked, not an empty selection.
  expect(result.passes.length, `${where}: axe checked nothing`).toBeGreaterThan(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  return result.violations.flatMap((v) => v.nodes.map((n) => `${where}: ${v.id} (${v.impact}) at ${n.target.join(' ')}: ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`));
}

/** A pop-up notice (cnstar's) opens on load: checked once, then out of the way. */
async function noticeIfAny(page: Page, where: string): Promise<string[]> {
  const notice = page.getByRole('dialog', { name: 'Announcements' });
  await page.waitForLoadState('networkidle');
  return (await notice.isVisible()) ? checkDialog(page, notice, `${where} notice`) : [];
}

async function guestDialogs(page: Page, merchant: MerchantCode, phone: boolean, at: string): Promise<string[]> {
  const found: string[] = [];
  await page.goto(merchantUrl(merchant, '/'));
  found.push(...await noticeIfAny(page, at));
  // cnstar asks a guest to log in as soon as the notice is closed: out of the way for the drawer.
  const login = page.getByRole('dialog', { name: 'Log in' });
  if (await login.isVisible()) {
    await page.keyboard.press('Escape');
    await expect(login).toBeHidden();
  }
  if (phone) {
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
    found.push(...await checkDialog(page, page.getByRole('dialog', { name: 'Menu' }), `${at} drawer`));
  }
  await openLoginDialog(page);
  await page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Forgot password?' }).click();
  found.push(...await checkDialog(page, page.getByRole('dialog', { name: 'Forgot password' }), `${at} forgot password`));
  return found;
}

async function signIn(page: Page, merchant: MerchantCode, account: string, password: string): Promise<void> {
  await page.context().clearCookies();
  await page.goto(merchantUrl(merchant, '/'));
  await page.evaluate(() => sessionStorage.clear());
  await page.goto(merchantUrl(merchant, '/'));
  await noticeIfAny(page, '');
  await logIn(page, account, password);
  await expectLoggedIn(page, account);
}

async function memberDialogs(page: Page, merchant: MerchantCode, at: string): Promise<string[]> {
  const found: string[] = [];
  const main = page.getByRole('main');
  await page.goto(merchantUrl(merchant, '/member?page=securityCenter'));
  const row = main.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Login password' }) });
  await row.getByRole('button', { name: 'Change' }).click();
  found.push(...await checkDialog(page, page.getByRole('dialog', { name: 'Change password' }), `${at} change password`));

  await page.goto(merchantUrl(merchant, '/pointMall'));
  await main.getByRole('button', { name: /^Redeem/ }).first().click();
  found.push(...await checkDialog(page, page.getByRole('dialog', { name: /^Redeem / }), `${at} redeem`));

  await page.goto(merchantUrl(merchant, '/promotions#welcome'));
  await page.locator('#promotion-welcome').getByRole('button', { name: 'Apply', exact: true }).click();
  found.push(...await checkDialog(page, page.getByRole('dialog', { name: /^Apply: / }), `${at} apply`));
  return found;
}

async function agentDialogs(page: Page, merchant: MerchantCode, at: string): Promise<string[]> {
  const found: string[] = [];
  const main = page.getByRole('main');
  await page.goto(merchantUrl(merchant, '/agentHome?page=downline'));
  await main.getByRole('button', { name: 'Open an account' }).click();
  found.push(...await checkDialog(page, page.getByRole('dialog', { name: 'Open an account' }), `${at} open an account`));
  await main.getByRole('button', { name: /^Manage / }).first().click();
  found.push(...await checkDialog(page, page.getByRole('dialog', { name: /^Manage / }), `${at} manage`));

  await page.goto(merchantUrl(merchant, '/agentHome?page=dailySalary'));
  await main.getByRole('button', { name: 'Offer a contract' }).click();
  found.push(...await checkDialog(page, page.getByRole('dialog', { name: /^Offer a contract/ }), `${at} offer a contract`));
  return found;
}

for (const merchant of MERCHANTS) {
  test(`${merchant}: axe finds nothing in any guest, member or agent dialog, phone and desktop`, async ({ page }) => {
    test.setTimeout(600_000);
    await openInEnglish(page, merchant);
    const found: string[] = [];
    for (const size of SIZES) {
      await page.setViewportSize(size);
      found.push(...await guestDialogs(page, merchant, size.width <= 640, `guest ${size.width}`));
    }
    for (const [account, password, dialogs] of [['member01', 'Member@123', memberDialogs], ['agent01', 'Agent@123', agentDialogs]] as const) {
      await page.setViewportSize(SIZES[0]!);
      await signIn(page, merchant, account, password);
      for (const size of SIZES) {
        await page.setViewportSize(size);
        found.push(...await dialogs(page, merchant, `${account} ${size.width}`));
      }
    }
    expect(found).toEqual([]);
  });
}
