// Accessibility of the payments desk (/desk): axe-core (WCAG 2.0-2.2 A/AA) on
// both sign-in steps and on every page of the menu as admin01 (who sees them all), at 390x844 and
// 1280x800, and on a row action's confirmation: focus moves in and stays in, Escape closes it and
// focus goes back to the button that opened it. The desk has one theme for every merchant, so
// bdwin's desk stands for all three.
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, merchantUrl } from './fixtures.ts';
import { enterDeskCode } from './desk-helpers.ts';
import { axeFindings, dialogKeyboardProblems, SIZES } from './a11y-helpers.ts';

/** Both sign-in steps, each checked at both sizes. */
async function signInAdmin(page: Page, request: APIRequestContext, found: string[]): Promise<void> {
  const bothSizes = async (step: string) => {
    for (const size of SIZES) {
      await page.setViewportSize(size);
      found.push(...await axeFindings(page, `desk ${size.width} ${step}`));
    }
  };
  await page.goto(merchantUrl('bdwin', '/desk'));
  await expect(page.getByRole('button', { name: 'Next' })).toBeVisible();
  await bothSizes('sign-in');
  await page.getByLabel('Username').fill('admin01');
  await page.getByLabel('Password').fill('Admin@123');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('Authenticator code')).toBeVisible();
  await bothSizes('code step');
  await enterDeskCode(page, request, 'bdwin', 'admin01', page.getByRole('heading', { name: 'Operators' }));
}

test('desk: axe finds nothing on the sign-in steps, every page and a confirmation; the confirmation keeps and returns focus', async ({ page, request }) => {
  test.setTimeout(240_000);
  const found: string[] = [];
  await signInAdmin(page, request, found);
  const menu = page.getByRole('navigation', { name: 'Desk pages' }).getByRole('link');
  const names = await menu.allInnerTexts();
  expect(names.length).toBeGreaterThan(8);
  for (const size of SIZES) {
    await page.setViewportSize(size);
    for (const name of names) {
      await menu.filter({ hasText: name }).click();
      await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
      await expect(page.getByText('Loading', { exact: false })).toHaveCount(0);
      found.push(...await axeFindings(page, `desk ${size.width} ${name}`));
    }
    await menu.filter({ hasText: 'Operators' }).click();
    const opener = page.getByRole('row').filter({ hasText: 'support01' }).getByRole('button', { name: 'Disable' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Disable' });
    found.push(...await axeFindings(page, `desk ${size.width} confirmation`, '[role="dialog"]'));
    found.push(...await dialogKeyboardProblems(page, dialog, `desk ${size.width} confirmation`, opener));
  }
  expect(found).toEqual([]);
});
