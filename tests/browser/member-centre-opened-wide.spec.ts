// A member centre page opened on a desktop starts at the top of the page, also when its menu item
// is far down the tall side menu; so a window then made as narrow as a phone (390x844) has nothing
// under the sticky header: the panel's Deposit and Withdraw take a tap where they are drawn, and
// axe finds no target partly covered. On a phone the menu is one sideways row, which brings the
// current page's item into view, whether the page opened there or the window was shrunk to it.
// Screens go to /tmp/member-centre-wide with SHOTS=1.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { axeFindings } from './a11y-helpers.ts';
import { settled } from './helpers.ts';
import { registerOverApi } from './register-over-api.ts';
import { shot } from './shots.ts';

const PAGE = '/member?page=responsibleGaming';

/** Whether a tap at the centre of `target` lands on it (not on something drawn over it). */
const takesTapAtCentre = (target: Locator) => target.evaluate((element) => {
  const box = element.getBoundingClientRect();
  const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
  return hit === element || element.contains(hit) ? 'the target' : `${hit?.tagName.toLowerCase()}.${hit?.getAttribute('class') ?? ''}`;
});

/** The current page's item lies inside the menu's visible row. */
const currentItemShown = (page: Page) => page.locator('.member-menu').evaluate((menu) => {
  const item = menu.querySelector('[aria-current="page"]')!.getBoundingClientRect();
  const row = menu.getBoundingClientRect();
  return item.left >= row.left - 1 && item.right <= row.right + 1;
});

test('bdwin: responsible gaming opened at 1280 wide, then shrunk to a phone, has nothing over its panel', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await registerOverApi(page, 'bdwin', { path: PAGE });
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Responsible gaming', level: 1 })).toBeVisible();
  await settled(page);
  expect(await page.evaluate(() => scrollY), 'the page opens at its top').toBe(0);

  await page.setViewportSize({ width: 390, height: 844 });
  await settled(page);
  await shot(page, '/tmp/member-centre-wide/responsible-gaming-shrunk-phone.png');
  // The tall list became the sideways row, scrolled to the current page's item.
  expect(await currentItemShown(page), 'the current item is in the row once shrunk').toBe(true);
  const panel = main.getByRole('complementary');
  for (const name of ['Deposit', 'Withdraw']) {
    expect(await takesTapAtCentre(panel.getByRole('link', { name, exact: true })), name).toBe('the target');
  }
  expect((await axeFindings(page, 'shrunk to a phone')).filter((line) => line.includes('target-size'))).toEqual([]);

  // Opened on a phone, the sideways menu has brought Responsible gaming (far along it) into view.
  await page.reload();
  await expect(main.getByRole('heading', { name: 'Responsible gaming', level: 1 })).toBeVisible();
  await settled(page);
  expect(await currentItemShown(page)).toBe(true);
  expect(await page.evaluate(() => scrollY)).toBe(0);
  await shot(page, '/tmp/member-centre-wide/responsible-gaming-phone.png');
});

test('bdwin phone: a walk along the sideways menu keeps each chosen item in view', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await registerOverApi(page, 'bdwin', { path: '/member?page=securityCenter' });
  await expect(page.locator('.member-menu [aria-current="page"]')).toBeVisible();
  const items = page.locator('.member-menu a');
  const last = items.last();
  // The row's last item, reached by scrolling the row as a thumb would, then chosen.
  await last.evaluate((link) => { link.closest('ul')!.scrollLeft = link.closest('ul')!.scrollWidth; });
  await last.click();
  await expect(last).toHaveAttribute('aria-current', 'page');
  expect(await currentItemShown(page)).toBe(true);
  // Back to the security centre by the browser's back button: the row follows it.
  await page.goBack();
  await expect(page.locator('.member-menu a[href$="page=securityCenter"]')).toHaveAttribute('aria-current', 'page');
  await settled(page);
  expect(await currentItemShown(page)).toBe(true);
});
