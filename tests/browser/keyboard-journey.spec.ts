// Keyboard only (issue 11, item 7; WCAG 2.1.1, 2.4.7, 2.4.11): on each merchant at 1280x800, a
// member signs in, opens a game category from the main navigation, opens the member centre,
// changes the language and back, and signs out, with Tab, Shift+Tab, Enter, Space, Escape and the
// arrow keys only: no click, no fill. Every control that receives focus on the way shows a focus
// indicator (an outline with 3:1 contrast on its background, or a ring); all are reported together.
import type { Locator, Page } from '@playwright/test';
import { test, expect, MERCHANTS } from './fixtures.ts';
import { openInEnglish } from './helpers.ts';
import { closePopUps, focusIndicatorProblem } from './a11y-helpers.ts';

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement);

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, checking each focused control's indicator.
 * From nowhere (focus on the body after a page change) it goes forward: the header comes first.
 */
async function tabTo(page: Page, target: Locator, what: string, problems: string[], back = false): Promise<void> {
  const key = back && !(await page.evaluate(() => document.activeElement === document.body)) ? 'Shift+Tab' : 'Tab';
  for (let i = 0; i < 80; i += 1) {
    await page.keyboard.press(key);
    const problem = await focusIndicatorProblem(page, what);
    if (problem) problems.push(problem);
    if (await isFocused(target)) return;
  }
  throw new Error(`${what}: not reached with 80 presses of ${key}`);
}

/** Opens the language list from its focused button, arrows to the first option whose lang passes, chooses it with `key`. */
async function chooseLanguage(page: Page, wanted: (lang: string) => boolean, key: 'Enter' | ' '): Promise<void> {
  await page.keyboard.press('Enter');
  const list = page.getByRole('banner').getByRole('listbox');
  await expect(list).toBeVisible();
  await expect(list.getByRole('option', { selected: true })).toBeFocused();
  for (let i = 0; i < 6; i += 1) {
    if (wanted((await list.locator('[role="option"]:focus').getAttribute('lang')) ?? '')) break;
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press(key);
  await expect(list).toBeHidden();
}

for (const merchant of MERCHANTS) {
  test(`${merchant}: sign in, a category, the member centre, the language and sign out with the keyboard only`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openInEnglish(page, merchant);
    await page.waitForLoadState('networkidle');
    await closePopUps(page);
    const problems: string[] = [];
    const banner = page.getByRole('banner');

    // Sign in: the header's button, the dialog's fields, Enter submits.
    await tabTo(page, banner.getByRole('button', { name: 'Log in' }), 'log in button', problems);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await expect(dialog).toBeVisible();
    const username = dialog.getByLabel('Username');
    if (!(await isFocused(username))) await tabTo(page, username, 'username', problems);
    await page.keyboard.type('member01');
    await tabTo(page, dialog.getByLabel('Password', { exact: true }), 'password', problems);
    await page.keyboard.type('Member@123');
    await page.keyboard.press('Enter');
    await expect(banner.getByRole('button', { name: 'Balance, click to refresh' })).toBeVisible();
    await expect(dialog).toBeHidden();

    // A game category from the main navigation (the first after home); its vendor list opens on
    // focus and Escape closes it.
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const category = nav.getByRole('link').nth(1);
    const href = (await category.getAttribute('href'))!;
    await tabTo(page, category, 'category link', problems);
    await page.keyboard.press('Escape');
    await expect(nav.locator('.vendor-dropdown, .qr-dropdown')).toHaveCount(0);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href.replace(/[?]/g, '\\?')}$`));

    // The member centre from the header.
    await tabTo(page, banner.getByRole('button', { name: 'Member centre' }), 'member centre', problems, true);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/member\?page=securityCenter$/);

    // The language: the list opens on Enter, the arrows move, Enter chooses; back to English with Space.
    const switcher = banner.getByRole('button', { name: /^Language: / });
    await tabTo(page, switcher, 'language', problems, true);
    await chooseLanguage(page, (lang) => !lang.startsWith('en'), 'Enter');
    await expect(page.locator('html')).not.toHaveAttribute('lang', 'en');
    await expect(banner.getByRole('button', { name: /: English$/ })).toHaveCount(0);
    const switched = banner.locator('.lang-switch > button');
    await expect(switched).toBeFocused();
    await chooseLanguage(page, (lang) => lang.startsWith('en'), ' ');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(switcher).toBeFocused();

    // Sign out: the header's button asks first; Tab reaches Confirm inside the dialog.
    await tabTo(page, banner.getByRole('button', { name: 'Log out' }), 'log out', problems);
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog', { name: 'Prompt' });
    await expect(confirm).toBeVisible();
    await tabTo(page, confirm.getByRole('button', { name: 'Confirm' }), 'confirm', problems);
    await page.keyboard.press('Enter');
    await expect(banner.getByRole('button', { name: 'Log in' })).toBeVisible();

    expect([...new Set(problems)]).toEqual([]);
  });
}
