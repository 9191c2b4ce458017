// The tabs block in Chromium against the real platform, on the test-only merchant pagetest
// (fixtures/pagetest/), whose points mall is changed by id inside its tabs: a text of its own above
// the convert form, the rules before the redeem history, the points details block hidden (and its
// tab with it). Checked on a phone
// and a desktop: the tab list is a WAI-ARIA tablist worked with the keyboard, the current tab is in
// the address and survives a reload, and a tab's blocks (their calls) load when it is first shown.
import type { Page } from '@playwright/test';
import { expect, merchantUrl, test, type MerchantCode } from './fixtures.ts';
import { DESKTOP, PHONE, shotBothSizes } from './shots.ts';
import { switchSignedIn } from './sign-in-shortcut.ts';

const PAGETEST = 'pagetest' as MerchantCode;

/** The ids of the blocks inside the shown tab panel, in order. */
const panelBlocks = (page: Page) => page.getByRole('tabpanel').locator('[data-block-id]').evaluateAll((blocks) => blocks.map((b) => b.getAttribute('data-block-id')));

for (const size of [PHONE, DESKTOP]) {
  test(`pagetest at ${size.width}x${size.height}: the points mall's tabs from config, by keyboard, kept in the address`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(size);
    await page.addInitScript(() => {
      if (window === window.top && !localStorage.getItem('hisLang')) localStorage.setItem('hisLang', 'EN');
    });
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await switchSignedIn(page, PAGETEST, 'member01', 'Member@123');
    await page.goto(merchantUrl(PAGETEST, '/pointMall'));

    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Points mall' })).toBeVisible();
    const list = main.getByRole('tablist', { name: 'Points mall' });
    const tabs = list.getByRole('tab');
    await expect(tabs).toHaveText(['Products', 'My points', 'Rules', 'Redeem history']);
    const products = list.getByRole('tab', { name: 'Products' });
    await expect(products).toHaveAttribute('aria-selected', 'true');
    await expect(list.getByRole('tab', { name: 'My points' })).toHaveAttribute('aria-selected', 'false');
    // The tab names its panel, and the panel is labelled by the tab.
    const panelId = await products.getAttribute('aria-controls');
    const panel = main.getByRole('tabpanel', { name: 'Products' });
    await expect(panel).toHaveAttribute('id', panelId ?? 'none');
    await expect(panel.getByTestId('product-deposit-voucher')).toBeVisible();
    // Only the shown tab's blocks loaded: the redemptions are not asked for yet.
    expect(asked.filter((path) => path.endsWith('/MCS2_getRedeemPointList'))).toEqual([]);

    // The keyboard: the selected tab is the one in the tab order; arrows move and select.
    await products.focus();
    await page.keyboard.press('ArrowRight');
    const points = list.getByRole('tab', { name: 'My points' });
    await expect(points).toBeFocused();
    await expect(points).toHaveAttribute('aria-selected', 'true');
    await expect(products).toHaveAttribute('tabindex', '-1');
    await expect(page).toHaveURL(/\/pointMall\?tab=points$/);
    // pagetest's text above the convert form, inside the tab.
    await expect(main.getByText('Points bought here are added at once; each point costs the price shown below.')).toBeVisible();
    await expect(main.getByLabel('Points to buy')).toBeVisible();
    expect(await panelBlocks(page)).toEqual(['howTo', 'convert']);
    await shotBothSizes(page, `/tmp/tabs-block/points-${size.width}`);

    // Reloaded, the address keeps the tab.
    await page.reload();
    await expect(list.getByRole('tab', { name: 'My points' })).toHaveAttribute('aria-selected', 'true');
    await expect(main.getByText('Points bought here are added at once; each point costs the price shown below.')).toBeVisible();

    // End goes to the last tab, whose blocks now load; Home back to the first; Left from it wraps.
    await list.getByRole('tab', { name: 'My points' }).focus();
    await page.keyboard.press('End');
    await expect(list.getByRole('tab', { name: 'Redeem history' })).toBeFocused();
    await expect(page).toHaveURL(/\?tab=history$/);
    await expect(main.getByRole('tabpanel', { name: 'Redeem history' }).getByRole('group', { name: 'Status' })).toBeVisible();
    await expect.poll(() => asked.filter((path) => path.endsWith('/MCS2_getRedeemPointList')).length).toBeGreaterThan(0);
    await page.keyboard.press('Home');
    await expect(products).toBeFocused();
    await expect(products).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowLeft');
    await expect(list.getByRole('tab', { name: 'Redeem history' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowLeft');
    await expect(list.getByRole('tab', { name: 'Rules' })).toHaveAttribute('aria-selected', 'true');
    await expect(main.getByText('Points never expire.')).toBeVisible();
    await shotBothSizes(page, `/tmp/tabs-block/rules-${size.width}`);

    // A link to a tab pagetest does not have (points details) opens the first tab.
    await page.goto(merchantUrl(PAGETEST, '/pointMall?tab=details'));
    await expect(list.getByRole('tab', { name: 'Products' })).toHaveAttribute('aria-selected', 'true');
    await expect(main.getByRole('tab', { name: 'Points details' })).toHaveCount(0);
    await expect(main.locator('[data-block-id="details"]')).toHaveCount(0);
  });
}

for (const merchant of ['bdwin', 'cnstar'] as const) {
  test(`${merchant} keeps the shipped points mall: five tabs, a link to a tab opens it`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.addInitScript(() => {
      if (window === window.top && !localStorage.getItem('hisLang')) localStorage.setItem('hisLang', 'EN');
    });
    await switchSignedIn(page, merchant, 'member01', 'Member@123');
    await page.goto(merchantUrl(merchant, '/pointMall'));
    const main = page.getByRole('main');
    const list = main.getByRole('tablist', { name: 'Points mall' });
    await expect(list.getByRole('tab')).toHaveText(['Products', 'My points', 'Redeem history', 'Points details', 'Rules']);
    await expect(main.getByTestId('product-deposit-voucher')).toBeVisible();
    await shotBothSizes(page, `/tmp/tabs-block/${merchant}-products`);
    await page.goto(merchantUrl(merchant, '/pointMall?tab=points'));
    await expect(main.getByLabel('Points to buy')).toBeVisible();
    await shotBothSizes(page, `/tmp/tabs-block/${merchant}-points`);
    // On a phone the tab list scrolls sideways: a link to a late tab brings that tab into it.
    await page.setViewportSize(PHONE);
    await page.goto(merchantUrl(merchant, '/pointMall?tab=details'));
    await expect(list.getByRole('tab', { name: 'Points details' })).toHaveAttribute('aria-selected', 'true');
    expect(await panelBlocks(page)).toEqual(['details']);
    const details = main.getByRole('tabpanel', { name: 'Points details' });
    await expect(details.locator('.pm-details')).toBeVisible();
    await expect(details.locator('.ui-skeleton')).toHaveCount(0);
    await expect(list.getByRole('tab', { name: 'Points details' })).toBeInViewport();
    await shotBothSizes(page, `/tmp/tabs-block/${merchant}-details`);
  });
}
