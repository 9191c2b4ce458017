// A page split into blocks that read one call says "Loading" once, not once per block: the
// contract pages' three parts share agentContracts, the withdraw page's three blocks share
// withdrawInfo. Each answer is held back (sent on unchanged once the check is made) so the
// loading state lasts long enough to be counted.
import type { Page } from '@playwright/test';
import { expect, merchantUrl, test } from './fixtures.ts';
import { switchSignedIn } from './sign-in-shortcut.ts';

/** Holds every answer whose path ends with `path` until the returned release is called. */
async function holdAnswers(page: Page, path: string): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route((url) => url.pathname.endsWith(path), async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => {
    if (window === window.top && !localStorage.getItem('hisLang')) localStorage.setItem('hisLang', 'EN');
  });
});

test('bdwin dividend contract: its three parts say Loading once while the contracts are on their way', async ({ page }) => {
  test.setTimeout(90_000);
  await switchSignedIn(page, 'bdwin', 'agent01', 'Agent@123');
  const release = await holdAnswers(page, '/wps/agent/contracts');
  await page.goto(merchantUrl('bdwin', '/agentHome?page=dividendContract'));
  const main = page.getByRole('main');
  await expect(main.locator('.contract-part')).toHaveCount(3);
  await expect(main.locator('.contract-part [role="status"]')).toHaveCount(1);
  await expect(main.locator('.contract-part [role="status"]')).toHaveText('Loading…');
  release();
  await expect(main.locator('.contract-part > h3')).toHaveText(['Your contract', 'Contracts you gave']);
  await expect(main.locator('.contract-part [role="status"]')).toHaveCount(0);
});

test('bdwin withdraw: the summary, the form and the history announce one loading state', async ({ page }) => {
  test.setTimeout(90_000);
  await switchSignedIn(page, 'bdwin', 'member01', 'Member@123');
  const release = await holdAnswers(page, '/wps/member/withdraw/info');
  await page.goto(merchantUrl('bdwin', '/member?page=withdraw'));
  const main = page.getByRole('main');
  await expect(main.locator('.withdrawal-part .ui-skeleton')).toHaveCount(3);
  await expect(main.locator('.withdrawal-part [role="status"]')).toHaveCount(1);
  release();
  await expect(main.getByTestId('withdrawal-balance')).toBeVisible();
  await expect(main.locator('.withdrawal-part [role="status"]')).toHaveCount(0);
});
