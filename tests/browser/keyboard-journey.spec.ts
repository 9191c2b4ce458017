// Keyboard only (WCAG 2.1.1, 2.4.7, 2.4.11): on each merchant at 1280x800, a
// member signs in, opens a game category from the main navigation, opens the member centre,
// changes the language and back, and signs out, with Tab, Shift+Tab, Enter, Space, Escape and the
// arrow keys only: no click, no fill. The same at 390x844 through the phone's own layout: the
// bottom tab bar (the member centre) and the menu drawer (a category, the language, sign out).
// Every control that receives focus on the way shows a focus indicator (an outline with 3:1
// contrast on its background, or a ring); all are reported together. A link that opens another
// page (the main navigation's, the drawer's) leaves focus on the new page's main heading, not on
// the body (shell/RouteFocus.tsx); a sign-in that moves to home may leave it on home's main region.
import type { Locator, Page } from '@playwright/test';
import { test, expect, MERCHANTS } from './fixtures.ts';
import { appReady, openInEnglish } from './helpers.ts';
import { closePopUps, focusIndicatorProblem } from './a11y-helpers.ts';

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement);

/** After a link to another page: focus on that page's main heading (a lazy page's, once it renders). */
async function expectFocusOnNewPage(page: Page): Promise<void> {
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeFocused();
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, checking each focused control's indicator.
 * From nowhere (focus on the body after a load) it goes forward: the header comes first.
 */
async function tabTo(page: Page, target: Locator, what: string, problems: string[], back = false): Promise<void> {
  const key = back && !(await page.evaluate(() => document.activeElement === document.body)) ? 'Shift+Tab' : 'Tab';
  for (let i = 0; i < 80; i += 1) {
    await page.keyboard.press(key);
    // Shift+Tab from the page's first control leaves the page for the browser's own controls (the
    // next press comes back at the page's last one): nothing of the page to check there.
    if (back && (await page.evaluate(() => document.activeElement === document.body))) continue;
    const problem = await focusIndicatorProblem(page, what);
    if (problem) problems.push(problem);
    if (await isFocused(target)) return;
  }
  throw new Error(`${what}: not reached with 80 presses of ${key}`);
}

/** Opens the language list from its focused button, arrows to the first option whose lang passes, chooses it with `key`. */
async function chooseLanguage(page: Page, wanted: (lang: string) => boolean, key: 'Enter' | ' '): Promise<void> {
  await page.keyboard.press('Enter');
  const list = page.getByRole('listbox'); // the header's, or the drawer's (over the page); named in either language
  await expect(list).toBeVisible();
  await expect(list.getByRole('option', { selected: true })).toBeFocused();
  for (let i = 0; i < 6; i += 1) {
    if (wanted((await list.locator('[role="option"]:focus').getAttribute('lang')) ?? '')) break;
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press(key);
  await expect(list).toBeHidden();
}

/** In the open login `dialog`: member01's name and password typed, Tab between them, Enter to send. */
async function signInWithKeys(page: Page, dialog: Locator, problems: string[]): Promise<void> {
  await expect(dialog).toBeVisible();
  const username = dialog.getByLabel('Username');
  if (!(await isFocused(username))) await tabTo(page, username, 'username', problems);
  await page.keyboard.type('member01');
  await tabTo(page, dialog.getByLabel('Password', { exact: true }), 'password', problems);
  await page.keyboard.type('Member@123');
  await page.keyboard.press('Enter');
}

/**
 * From the focused language button `switcher`: to another language with Enter and back to English
 * with Space, focus staying on the button (found again by `switched` while its name is in the
 * other language).
 */
async function switchLanguageAndBack(page: Page, switcher: Locator, switched: Locator): Promise<void> {
  await chooseLanguage(page, (lang) => !lang.startsWith('en'), 'Enter');
  await expect(page.locator('html')).not.toHaveAttribute('lang', 'en');
  await expect(switcher).toHaveCount(0); // its English name is gone
  await expect(switched).toBeFocused();
  await chooseLanguage(page, (lang) => lang.startsWith('en'), ' ');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(switcher).toBeFocused();
}

/** Signs out with `logOut`: it asks first, and Tab reaches Confirm inside the dialog. */
async function signOutWith(page: Page, logOut: Locator, what: string, problems: string[]): Promise<void> {
  await tabTo(page, logOut, what, problems);
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog', { name: 'Prompt' });
  await expect(confirm).toBeVisible();
  await tabTo(page, confirm.getByRole('button', { name: 'Confirm' }), 'confirm', problems);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
}

for (const merchant of MERCHANTS) {
  test(`${merchant}: sign in, a category, the member centre, the language and sign out with the keyboard only`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openInEnglish(page, merchant);
    // cnstar sends a guest to its login dialog, which opens a moment after the app starts (English
    // is not the page's language: no server markup): waited for, so the pop-ups' Escape closes it
    // rather than it opening later over the Tab presses.
    await appReady(page);
    if (merchant === 'cnstar') await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    await closePopUps(page);
    const problems: string[] = [];
    const banner = page.getByRole('banner');

    // Sign in: the header's button, the dialog's fields, Enter submits.
    await tabTo(page, banner.getByRole('button', { name: 'Log in' }), 'log in button', problems);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await signInWithKeys(page, dialog, problems);
    await expect(banner.getByRole('button', { name: 'Balance, click to refresh' })).toBeVisible();
    await expect(dialog).toBeHidden();

    // A game category from the main navigation (the first after home); its vendor list opens on
    // focus and Escape closes it.
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const category = nav.getByRole('link').nth(1);
    const href = (await category.getAttribute('href'))!;
    // Sign-in leaves focus on the body, or on home's main region where it moved to home (cnstar's /login): the header is before it.
    await tabTo(page, category, 'category link', problems, true);
    await page.keyboard.press('Escape');
    await expect(nav.locator('.vendor-dropdown, .qr-dropdown')).toHaveCount(0);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href.replace(/[?]/g, '\\?')}$`));
    await expectFocusOnNewPage(page);

    // The member centre from the header.
    await tabTo(page, banner.getByRole('button', { name: 'Member centre' }), 'member centre', problems, true);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/member\?page=securityCenter$/);

    // The language: the list opens on Enter, the arrows move, Enter chooses; back to English with Space.
    const switcher = banner.getByRole('button', { name: /^Language: / });
    await tabTo(page, switcher, 'language', problems, true);
    await switchLanguageAndBack(page, switcher, banner.locator('.lang-switch > button'));

    // Sign out: the header's button.
    await signOutWith(page, banner.getByRole('button', { name: 'Log out' }), 'log out', problems);

    expect([...new Set(problems)]).toEqual([]);
  });
}

for (const merchant of MERCHANTS) {
  test(`${merchant}, phone: sign in, the member centre from the tab bar, a category from the drawer, the language and sign out with the keyboard only`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openInEnglish(page, merchant);
    // cnstar sends a guest to its login dialog, which opens a moment after the app starts (English
    // is not the page's language: no server markup): waited for, so the pop-ups' Escape closes it
    // rather than it opening later over the Tab presses.
    await appReady(page);
    if (merchant === 'cnstar') await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    await closePopUps(page);
    const problems: string[] = [];
    const banner = page.getByRole('banner');
    const menu = banner.getByRole('button', { name: 'Menu' });
    const drawer = page.getByRole('dialog', { name: 'Menu' });

    // Sign in: the phone header's one main action, then the dialog as on a desktop (cnstar's
    // first screen for a guest is that dialog: it may be open already).
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    if (!(await dialog.isVisible())) {
      await tabTo(page, banner.getByRole('button', { name: 'Log in' }), 'log in button', problems);
      await page.keyboard.press('Enter');
    }
    await signInWithKeys(page, dialog, problems);
    await expect(banner.getByRole('button', { name: 'Balance, click to refresh' })).toBeVisible();
    await expect(dialog).toBeHidden();

    // The member centre from the bottom tab bar ("Me", the page's last control: Shift+Tab from
    // the menu button, the first, comes round to it). The menu button is before main, where
    // sign-in may have left focus.
    await tabTo(page, menu, 'menu button', problems, true);
    const tabs = page.getByRole('navigation', { name: 'Main sections' });
    const me = tabs.getByRole('link', { name: /^Me( \d+)?$/ }); // with the unread count, if any
    await tabTo(page, me, 'tab bar me', problems, true);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/member\?page=securityCenter$/);
    await expect(me).toHaveAttribute('aria-current', 'page');

    // A category from the drawer: it opens on Enter with focus inside, and the link closes it.
    // The new route is a new page (its header too): focus goes to its main heading, as on a desktop.
    await tabTo(page, menu, 'menu button', problems, true);
    await page.keyboard.press('Enter');
    await expect(drawer).toBeVisible();
    const category = drawer.getByRole('navigation').first().getByRole('link').nth(1);
    const href = (await category.getAttribute('href'))!;
    await tabTo(page, category, 'drawer category link', problems);
    await page.keyboard.press('Enter');
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${href.replace(/[?]/g, '\\?')}$`));
    await expectFocusOnNewPage(page);

    // The language, in the drawer: the list opens on Enter, the arrows move, Enter chooses; back
    // to English with Space. The drawer stays open while the list is used. The menu button is
    // before the heading that has focus.
    await tabTo(page, menu, 'menu button', problems, true);
    await page.keyboard.press('Enter');
    await expect(drawer).toBeVisible();
    const switcher = drawer.getByRole('button', { name: /^Language: / });
    await tabTo(page, switcher, 'drawer language', problems);
    // In the new language the drawer has another name: found by its class there.
    await switchLanguageAndBack(page, switcher, page.locator('.drawer[role="dialog"] .lang-switch > button'));

    // Sign out from the drawer.
    await signOutWith(page, drawer.getByRole('button', { name: 'Log out' }), 'drawer log out', problems);

    expect([...new Set(problems)]).toEqual([]);
  });
}
