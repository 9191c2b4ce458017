// Pages composed from config, in Chromium against the real platform: the test-only merchant
// pagetest (fixtures/pagetest/, built by playwright.config.ts from bdwin as shipped) hides the
// security centre's devices block and adds a member-centre page of three blocks (a text, a help
// article from its content files, a link button) with its own menu entry and texts; no src/ file
// names it. Checked on a phone and a desktop; bdwin, on the same base layout, keeps the devices block.
import type { Page } from '@playwright/test';
import { expect, merchantUrl, test, type MerchantCode } from './fixtures.ts';
import { signInAs } from './a11y-helpers.ts';
import { DESKTOP, PHONE, shotBothSizes } from './shots.ts';

const PAGETEST = 'pagetest' as MerchantCode;

async function openIn(page: Page, merchant: MerchantCode, path: string): Promise<void> {
  await page.goto(merchantUrl(merchant, path));
}

for (const size of [PHONE, DESKTOP]) {
  test(`pagetest at ${size.width}x${size.height}: its own member-centre page of three blocks, and the security centre without devices`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(size);
    await page.addInitScript(() => {
      if (window === window.top && !localStorage.getItem('hisLang')) localStorage.setItem('hisLang', 'EN');
    });
    await signInAs(page, PAGETEST, 'member01', 'Member@123');

    await openIn(page, PAGETEST, '/member?page=securityCenter');
    await expect(page.getByRole('heading', { name: 'Security score' })).toBeVisible();
    await expect(page.locator('[data-block="payoutAccounts"]')).toBeVisible();
    await expect(page.locator('[data-block="devices"]')).toHaveCount(0);

    const menu = page.getByRole('navigation', { name: 'Member centre menu' });
    const entry = menu.getByRole('link', { name: 'VIP guide' });
    await entry.scrollIntoViewIfNeeded();
    await entry.click();
    await expect(page).toHaveURL(/\/member\?page=vipGuide$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'VIP guide' })).toBeVisible();
    await expect(entry).toHaveAttribute('aria-current', 'page');
    await expect(main.getByRole('heading', { name: 'How VIP levels work' })).toBeVisible();
    await expect(main.getByText('Every deposit and every valid bet counts towards your next VIP level.', { exact: false })).toBeVisible();
    // The help article comes from the merchant's content files (terms), in the member's language.
    await expect(main.getByRole('heading', { name: 'Terms and conditions' })).toBeVisible();
    await expect(main.getByRole('heading', { name: '1. Accounts' })).toBeVisible();
    const button = main.getByRole('link', { name: 'Deposit and start climbing' });
    await expect(button).toHaveAttribute('href', '/member?page=depositv2');
    // In the configured order.
    expect(await main.locator('[data-block-id]').evaluateAll((blocks) => blocks.map((b) => b.getAttribute('data-block-id')))).toEqual(['intro', 'terms', 'start']);
    await shotBothSizes(page, `/tmp/composed-pages/vip-guide-${size.width}`);

    await button.click();
    await expect(page).toHaveURL(/\/member\?page=depositv2$/);
    await expect(page.locator('[data-block="deposit"]')).toBeVisible();
  });
}

test('bdwin keeps the base layout: the security centre shows its devices, and pagetest\'s page is not there', async ({ page }) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => {
    if (window === window.top && !localStorage.getItem('hisLang')) localStorage.setItem('hisLang', 'EN');
  });
  await signInAs(page, 'bdwin', 'member01', 'Member@123');
  await openIn(page, 'bdwin', '/member?page=securityCenter');
  await expect(page.locator('[data-block="devices"]')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Member centre menu' }).getByRole('link', { name: 'VIP guide' })).toHaveCount(0);
  // An unknown page falls back to the first page, not to another merchant's.
  await openIn(page, 'bdwin', '/member?page=vipGuide');
  await expect(page.getByRole('heading', { name: 'Security score' })).toBeVisible();
});
