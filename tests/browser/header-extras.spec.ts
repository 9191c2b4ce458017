// Header extras: the merchant's logo (GET /merchant-assets/<branding.logo>, alt = displayName)
// and favicon; the unread-message badge (CSP_unreadCount; not asked for the trial account,
// silent on failure, opens the message page); quick login through "remember this device".
import { test, expect, MERCHANTS } from './fixtures.ts';
import { openInEnglish, openLoginDialog, platformGet, platformUrl } from './helpers.ts';
import { settled } from './settle.ts';
import { openSignedIn } from './sign-in-shortcut.ts';

interface PortalConfig {
  identity: { displayName: string };
  branding: { logo: string; favicon: string };
}

for (const merchant of MERCHANTS) {
  test(`${merchant}: header logo and favicon come from the merchant's branding files`, async ({ page, request }) => {
    const config = await platformGet<PortalConfig>(request, merchant, '/wps/portal/config');
    await openInEnglish(page, merchant);
    const logo = page.getByRole('banner').getByRole('img', { name: config.identity.displayName, exact: true });
    await expect(logo).toHaveAttribute('src', `/merchant-assets/${config.branding.logo}`);
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const icon = page.locator('link[rel="icon"]');
    await expect(icon).toHaveAttribute('href', `/merchant-assets/${config.branding.favicon}`);
    const favicon = await request.get(platformUrl(`/merchant-assets/${config.branding.favicon}`), { headers: { Host: `${merchant}.localhost` } });
    expect(favicon.status()).toBe(200);
    expect(favicon.headers()['content-type']).toMatch(/^image\//);
  });
}

test('unread badge: the count of CSP_unreadCount; a click opens the messages page', async ({ page }) => {
  const counts: number[] = [];
  page.on('response', async (response) => {
    if (new URL(response.url()).pathname === '/wps/relay/CSP_unreadCount') counts.push(Number(((await response.json()) as { value: { count: number } }).value.count));
  });
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': '198.51.100.41' });
  await openSignedIn(page, 'vnlotto', 'member01', 'Member@123', '/', { ip: '198.51.100.41' });
  await expect.poll(() => counts.length).toBeGreaterThan(0);
  expect(counts[0]).toBeGreaterThan(0); // member01's seeded messages
  const badge = page.getByRole('banner').getByRole('link', { name: `Messages: ${counts[0]} unread` });
  await expect(badge).toHaveText(new RegExp(`${counts[0]}$`));
  await badge.click();
  await expect(page).toHaveURL(/\/member\?page=messageV2$/);
});

test('unread badge: never asked for the trial account', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('CSP_unreadCount')) asked.push(r.url());
  });
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': '198.51.100.42' });
  await openSignedIn(page, 'vnlotto', 'trial01', 'Trial@123', '/', { ip: '198.51.100.42' });
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Balance, click to refresh' })).toHaveText(/\d/);
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
  await expect(page.getByRole('banner').locator('.unread .badge')).toHaveCount(0);
});

test('unread badge: a failing count is silent (no notice, no badge)', async ({ page }) => {
  let failed = 0;
  await page.route('**/wps/relay/CSP_unreadCount*', (route) => {
    failed += 1;
    return route.fulfill({ status: 400, json: { success: false, value: null, message: 'Unavailable', errorCode: 'system.error' } });
  });
  // The live stream carries the count too (its first frame): it fails alike, or the badge would
  // show the stream's figure and the test would not be about a failing count.
  await page.route('**/wps/member/notifications/stream*', (route) =>
    route.fulfill({ status: 400, json: { success: false, value: null, message: 'Unavailable', errorCode: 'system.error' } }));
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': '198.51.100.43' });
  await openSignedIn(page, 'vnlotto', 'member01', 'Member@123', '/', { ip: '198.51.100.43' });
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect.poll(() => failed).toBeGreaterThan(0);
  // Whatever the failure sets off (a render, a notice, further requests) has run once the page settles.
  await settled(page);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page.getByRole('banner').locator('.unread .badge')).toHaveCount(0);
});

test('quick login: "remember this device" keeps a token for this merchant; quick login signs in with it', async ({ page }) => {
  // From loopback, where agent01 is known (bdwin verifies logins from unregistered IPs).
  await openInEnglish(page, 'bdwin');
  await openLoginDialog(page);
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  // No token yet: quick login is not offered.
  await expect(dialog.getByRole('button', { name: 'Quick login' })).toHaveCount(0);
  await dialog.getByLabel('Username').fill('agent01');
  await dialog.getByLabel('Password', { exact: true }).fill('Agent@123');
  await dialog.getByLabel('Remember this device').check();
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('banner').getByText('agent01', { exact: true })).toBeVisible();
  const first = await page.evaluate(() => localStorage.getItem('quickLoginToken:bdwin'));
  expect(first).toMatch(/^\S{20,}$/);

  // A new visit (session gone, the device's token kept): quick login is offered and signs in.
  await page.evaluate(() => sessionStorage.clear());
  await page.reload();
  await openLoginDialog(page);
  await dialog.getByRole('button', { name: 'Quick login' }).click();
  await expect(page.getByRole('banner').getByText('agent01', { exact: true })).toBeVisible();
  // The used token is replaced by its successor.
  const second = await page.evaluate(() => localStorage.getItem('quickLoginToken:bdwin'));
  expect(second).toMatch(/^\S{20,}$/);
  expect(second).not.toBe(first);

  // A refused token is dropped: the used one never works again.
  await page.evaluate((used) => { sessionStorage.clear(); localStorage.setItem('quickLoginToken:bdwin', used!); }, first);
  await page.reload();
  await openLoginDialog(page);
  await dialog.getByRole('button', { name: 'Quick login' }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('quickLoginToken:bdwin'))).toBeNull();
});
