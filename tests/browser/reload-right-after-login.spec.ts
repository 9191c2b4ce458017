// Regression: a page opened between the login's answer and the member-info call's (a reload, a
// second tab, a phone bringing a killed tab back) started signed out: the token was stored alone
// and the start drops a token without an account (spec section 4). The sign-in now stores the
// account with the token (state/session.ts storeSignIn). Unit side: tests/portal/session-startup.test.ts.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { expectLoggedIn, logIn, logOut, openInEnglish } from './helpers.ts';
import { freshIp } from './model/platform.ts';

/** Holds the page's first member-info call until `release()`; later ones pass. */
async function holdFirstMemberInfo(page: Page) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => { release = resolve; });
  let asked = 0;
  await page.route((url) => url.pathname === '/wps/member/info', async (route) => {
    asked += 1;
    if (asked === 1) await gate;
    // A reload cancels the held request: nothing is left to answer.
    await route.continue().catch(() => undefined);
  });
  return { release: () => release(), asked: () => asked };
}

/** Signs member01 in on vnlotto (no unregistered-IP step) and waits until the login answered and member info is held. */
async function signInAndHoldDetails(page: Page) {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': freshIp() });
  const held = await holdFirstMemberInfo(page);
  await openInEnglish(page, 'vnlotto');
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/wps/session/login' && response.ok());
  await logIn(page, 'member01', 'Member@123');
  await answered;
  await expect.poll(held.asked).toBe(1);
  return held;
}

test('a reload right after the login answered, before the member details, keeps the member signed in', async ({ page }) => {
  const held = await signInAndHoldDetails(page);
  try {
    await page.reload();
    await expectLoggedIn(page, 'member01', 0);
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).not.toBeNull();
  } finally {
    held.release();
  }
});

test('a second tab opened before the member details is signed in; after a logout there, the first starts signed out', async ({ page }) => {
  const held = await signInAndHoldDetails(page);
  // window.open gives the new tab a copy of this tab's session storage, as a browser does.
  const [second] = await Promise.all([page.context().waitForEvent('page'), page.evaluate(() => void window.open(window.location.href))]);
  const problems: string[] = [];
  second.on('pageerror', (error) => problems.push(error.message));
  await expectLoggedIn(second, 'member01', 0);
  held.release();
  await expectLoggedIn(page, 'member01', 0);

  // The logout ends the session on the platform; the first tab still holds its token.
  await logOut(second);
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  expect(problems).toEqual([]);
});
