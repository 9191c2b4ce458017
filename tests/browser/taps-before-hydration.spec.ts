// A tap on the server's markup before the app has the page is played once the app has it (issue
// 11's leftover; platform/portal-page/inline-tap.ts). The guest pages are server-rendered and their
// scripts start late, so these tests hold the build's scripts back by routing (never by waiting a
// time), tap while `<html data-app>` is missing, see the tap taken (pressed and busy, nothing
// opened yet), release the scripts and see what the tap opens: the login dialog, the phone's menu,
// a game tile's login pop-up, the language list; and a submit of the login form signs in. Each
// test counts the clicks that reach the page after it is ready: exactly the one played, or none
// when the address has left the page.
import type { Locator, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, merchantUrl, test } from './fixtures.ts';
import { appReady, holdScripts } from './helpers.ts';
import { DESKTOP, PHONE, shot } from './shots.ts';

const locale = (language: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, '../../src/shared/i18n/locales', `${language}.json`), 'utf8')) as Record<string, string>;
const BN = locale('BN');
const CN = locale('CN');

/** Opens `path` with the scripts held back; the page is the server's markup only. */
async function openHeld(page: Page, merchant: 'bdwin' | 'cnstar', path: string): Promise<() => void> {
  const release = await holdScripts(page);
  await page.goto(merchantUrl(merchant, path), { waitUntil: 'domcontentloaded' });
  await expect(page.locator('html')).not.toHaveAttribute('data-app', /.*/);
  await countPlayedClicks(page);
  return release;
}

/**
 * Counts, from now on, the clicks that reach the page once the app is ready (window.__played):
 * the loader's replay is one; a tap the loader took before never is (it stops there).
 */
async function countPlayedClicks(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __played: string[] };
    w.__played = [];
    document.addEventListener('click', (event) => {
      if (!document.documentElement.hasAttribute('data-app')) return;
      const target = (event.target as Element).closest('button, [role], a, input');
      w.__played.push(target?.getAttribute('aria-label') ?? target?.textContent?.trim() ?? '?');
    }, true);
  });
}

/** The clicks that reached the ready page, read after the replay's task has had its turn. */
async function playedClicks(page: Page): Promise<string[]> {
  await appReady(page);
  return page.evaluate(() => new Promise<string[]>((done) => setTimeout(() => done((window as unknown as { __played: string[] }).__played), 100)));
}

/** The tap was taken: the element shows it, and nothing else happened yet. */
async function expectTaken(target: Locator): Promise<void> {
  await expect(target).toHaveAttribute('data-tap', '');
  await expect(target).toHaveAttribute('aria-busy', 'true');
}

async function expectPlayed(target: Locator): Promise<void> {
  await expect(target).not.toHaveAttribute('data-tap', /.*/);
  await expect(target).not.toHaveAttribute('aria-busy', /.*/);
}

test.describe('phone', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test('bdwin /: the header login tapped before hydration opens the login dialog after it', async ({ page }) => {
    const release = await openHeld(page, 'bdwin', '/');
    const login = page.getByRole('banner').getByRole('button', { name: BN['auth.login'], exact: true });
    await login.tap();
    await expectTaken(login);
    const dialog = page.getByRole('dialog', { name: BN['auth.login'] });
    await expect(dialog).toHaveCount(0);
    await shot(page, '/tmp/tap-shots/bdwin-phone-login-taken.png');
    release();
    await expect(dialog).toBeVisible();
    await expectPlayed(login);
    expect(await playedClicks(page)).toEqual([BN['auth.login']]);
  });

  test('bdwin /: the menu button tapped before hydration opens the drawer after it', async ({ page }) => {
    const release = await openHeld(page, 'bdwin', '/');
    const menu = page.getByRole('banner').getByRole('button', { name: BN['header.menu'], exact: true });
    await menu.tap();
    await expectTaken(menu);
    await shot(page, '/tmp/tap-shots/bdwin-phone-menu-taken.png');
    release();
    const drawer = page.getByRole('dialog', { name: BN['header.menu'] });
    await expect(drawer).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(await playedClicks(page)).toEqual([BN['header.menu']]);
  });

  test('bdwin /rng: a game tile tapped before hydration asks a guest to log in after it, though React replaced the tile', async ({ page }) => {
    const release = await openHeld(page, 'bdwin', '/rng');
    const tile = page.locator('#root [data-game-id] .game-tile-play').nth(1);
    const name = await tile.getAttribute('aria-label');
    await page.evaluate(() => {
      (window as unknown as { __tile: Element | null }).__tile = document.querySelectorAll('#root [data-game-id] .game-tile-play')[1] ?? null;
    });
    await tile.tap();
    await expectTaken(tile);
    await shot(page, '/tmp/tap-shots/bdwin-phone-tile-taken.png');
    release();
    await expect(page.getByRole('dialog', { name: BN['auth.loginRequired'] })).toBeVisible();
    // The server's tile is gone (the virtual rows took its place): the path found the new one.
    expect(await page.evaluate(() => (window as unknown as { __tile: Element }).__tile.isConnected)).toBe(false);
    expect(await playedClicks(page)).toEqual([name]);
  });

  test('cnstar /: the login form\'s submit tapped before hydration signs in once, with what was typed', async ({ page }) => {
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    const release = await openHeld(page, 'cnstar', '/');
    const dialog = page.getByRole('dialog', { name: CN['auth.login'] });
    await dialog.getByLabel(CN['field.username']!, { exact: true }).fill('member01');
    await dialog.getByLabel(CN['field.password']!, { exact: true }).fill('Member@123');
    const submit = dialog.getByRole('button', { name: CN['auth.submitLogin'], exact: true });
    // Tapped twice (an impatient visitor): one login.
    await submit.tap();
    await submit.tap();
    await expectTaken(submit);
    release();
    await expect(dialog).toBeHidden();
    // Signed in (the phone's header shows the balance, the name is the desktop's).
    await expect(page.getByRole('banner').getByText('member01', { exact: true })).toBeAttached();
    expect(await playedClicks(page)).toEqual([CN['auth.submitLogin']]);
    // The browser's own submit (a GET with the password in the address) never happened.
    expect(documents).toEqual([merchantUrl('cnstar', '/')]);
  });
});

test.describe('desktop', () => {
  test.use({ viewport: DESKTOP });

  test('bdwin /: the header login clicked before hydration opens the login dialog after it', async ({ page }) => {
    const release = await openHeld(page, 'bdwin', '/');
    const login = page.getByRole('banner').getByRole('button', { name: BN['auth.login'], exact: true });
    await login.click();
    await expectTaken(login);
    await shot(page, '/tmp/tap-shots/bdwin-desktop-login-taken.png');
    release();
    await expect(page.getByRole('dialog', { name: BN['auth.login'] })).toBeVisible();
    await expectPlayed(login);
    await shot(page, '/tmp/tap-shots/bdwin-desktop-login-played.png');
    expect(await playedClicks(page)).toEqual([BN['auth.login']]);
  });

  test('bdwin /: a double click on the language picker before hydration opens its list once', async ({ page }) => {
    const release = await openHeld(page, 'bdwin', '/');
    const picker = page.getByRole('banner').getByRole('button', { name: new RegExp(`^${BN['header.language']}:`) });
    // Two clicks played would open and close it again.
    await picker.dblclick();
    await expectTaken(picker);
    release();
    await expect(page.getByRole('listbox', { name: BN['header.language'] })).toBeVisible();
    expect(await playedClicks(page)).toHaveLength(1);
  });

  test('bdwin /: Enter on the focused login button before hydration opens the dialog; Space on register likewise', async ({ page }) => {
    let release = await openHeld(page, 'bdwin', '/');
    const banner = page.getByRole('banner');
    const login = banner.getByRole('button', { name: BN['auth.login'], exact: true });
    await login.focus();
    await page.keyboard.press('Enter');
    await expectTaken(login);
    release();
    await expect(page.getByRole('dialog', { name: BN['auth.login'] })).toBeVisible();
    expect(await playedClicks(page)).toEqual([BN['auth.login']]);

    await page.unrouteAll({ behavior: 'ignoreErrors' });
    release = await openHeld(page, 'bdwin', '/');
    const register = banner.getByRole('button', { name: BN['auth.register'], exact: true });
    await register.focus();
    await page.keyboard.press(' ');
    await expectTaken(register);
    release();
    await expect(page.getByRole('dialog', { name: BN['auth.register'] })).toBeVisible();
    expect(await playedClicks(page)).toEqual([BN['auth.register']]);
  });

  test('cnstar /: what is typed after a tap drops it: a half-typed login is never sent', async ({ page }) => {
    const release = await openHeld(page, 'cnstar', '/');
    const dialog = page.getByRole('dialog', { name: CN['auth.login'] });
    const submit = dialog.getByRole('button', { name: CN['auth.submitLogin'], exact: true });
    await submit.click();
    await expectTaken(submit);
    await dialog.getByLabel(CN['field.username']!, { exact: true }).fill('member01');
    await expectPlayed(submit);
    release();
    expect(await playedClicks(page)).toEqual([]);
    await expect(dialog.getByLabel(CN['field.username']!, { exact: true })).toHaveValue('member01');
    // No login was tried with an empty password: no error under the form.
    await expect(dialog.getByRole('alert')).toHaveCount(0);
  });

  test('a tap is never played into another page: not after the address moved, not after a link was followed', async ({ page }) => {
    // The address moves before the app is ready (as a redirect of the app's would): the app then
    // renders that page afresh, with a login button at the same place, which must not be clicked.
    let release = await openHeld(page, 'bdwin', '/');
    const login = page.getByRole('banner').getByRole('button', { name: BN['auth.login'], exact: true });
    await login.click();
    await expectTaken(login);
    await page.evaluate(() => window.history.pushState(null, '', '/promotions'));
    release();
    await appReady(page);
    await expect(page.getByRole('banner').getByRole('button', { name: BN['auth.login'], exact: true })).toBeVisible();
    expect(await playedClicks(page)).toEqual([]);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // A tap, then a link followed before the app was ready: the next page knows nothing of it.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    release = await openHeld(page, 'bdwin', '/');
    await login.click();
    await expectTaken(login);
    await page.locator('#root a[href="/rng"]').first().click();
    await page.waitForURL(merchantUrl('bdwin', '/rng'));
    await countPlayedClicks(page);
    release();
    expect(await playedClicks(page)).toEqual([]);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
