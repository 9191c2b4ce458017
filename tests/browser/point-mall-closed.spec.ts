// A closed feature on a page of blocks: the test-only merchant pointsoff (fixtures/pointsoff/) has
// its points switched off, the points mall still in its menu. In Chromium against the real
// platform, on a phone and a desktop: the page says once that the mall is not open, in place of
// the member's points, and shows no tab bar over empty panels, whatever tab the address names.
import { expect, merchantUrl, test, type MerchantCode } from './fixtures.ts';
import { DESKTOP, PHONE, shotBothSizes } from './shots.ts';
import { switchSignedIn } from './sign-in-shortcut.ts';

const POINTSOFF = 'pointsoff' as MerchantCode;

for (const size of [PHONE, DESKTOP]) {
  test(`pointsoff at ${size.width}x${size.height}: the closed points mall says so once, without tabs`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(size);
    await page.addInitScript(() => {
      if (window === window.top && !localStorage.getItem('hisLang')) localStorage.setItem('hisLang', 'EN');
    });
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await switchSignedIn(page, POINTSOFF, 'member01', 'Member@123');
    for (const path of ['/pointMall', '/pointMall?tab=points']) {
      await page.goto(merchantUrl(POINTSOFF, path));
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: 'Points mall' })).toBeVisible();
      await expect(main.getByRole('status').filter({ hasText: 'The points mall is not open' })).toHaveCount(1);
      await expect(main.getByText('The points mall is not open')).toHaveCount(1);
      await expect(main.getByRole('tablist')).toHaveCount(0);
      await expect(main.getByRole('tabpanel')).toHaveCount(0);
      await expect(main.getByTestId('points-balance')).toHaveCount(0);
      await expect(main.getByLabel('Points to buy')).toHaveCount(0);
    }
    // The closed blocks make none of their own calls.
    expect(asked.filter((path) => path.endsWith('/MCS2_getRedeemPointList'))).toEqual([]);
    await shotBothSizes(page, `/tmp/point-mall-closed/pointsoff-${size.width}`);
  });
}
