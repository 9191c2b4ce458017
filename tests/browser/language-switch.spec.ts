// Language: the merchant's default, the flag switch, <html lang>/dir, hisLang, only the current
// language's strings downloaded (on a first visit only its first-screen part), and language-bound
// data fetched again on a change.
import type { Page } from '@playwright/test';
import { test, expect, merchantUrl } from './fixtures.ts';
import { appReady, platformGet, platformUrl } from './helpers.ts';

function localeChunks(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const match = /\/assets\/([A-Z]{2})-[\w-]+\.js$/.exec(new URL(request.url()).pathname);
    if (match?.[1]) seen.push(match[1]);
  });
  return seen;
}

async function switchTo(page: Page, switchLabel: string, language: string): Promise<void> {
  await appReady(page); // the server-rendered home's language button works once hydrated
  await page.getByRole('button', { name: switchLabel }).click();
  await page.getByRole('option', { name: language }).click();
}

test('bdwin starts in Bengali and switches to English; the choice is remembered', async ({ page }) => {
  const chunks = localeChunks(page);
  await page.goto(merchantUrl('bdwin'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('banner').getByRole('button', { name: 'লগ ইন' })).toBeVisible();
  // The button is the server's markup at once; the texts come with the app (its scripts start after the paint).
  await appReady(page);
  expect(chunks).toEqual(['BN']); // the first screen's part only

  const hotGames = page.waitForRequest((request) => request.url().includes('/lgw/games/popular') && request.headers().language === 'EN');
  await switchTo(page, 'ভাষা', 'English');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await hotGames; // language-bound data is fetched again, in the new language
  // The tap on the switch brought Bengali's other parts (sign-in, rest); English came whole (three parts); no other language.
  expect(chunks.toSorted()).toEqual(['BN', 'BN', 'BN', 'EN', 'EN', 'EN']);
  expect(await page.evaluate(() => localStorage.getItem('hisLang'))).toBe('EN');

  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('bdwin: the page\'s own language shows its name and flag at once; the others\' load when the picker is about to open', async ({ page }) => {
  const catalogue: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/language-catalogue-[\w-]+\.js$/.test(new URL(request.url()).pathname)) catalogue.push(request.url());
  });
  await page.goto(merchantUrl('bdwin'));
  await appReady(page);
  const button = page.getByRole('banner').getByRole('button', { name: 'ভাষা: বাংলা' });
  await expect(button).toHaveText('বাংলা');
  // Drawn, with the page's texts: no request of its own.
  expect(await button.locator('svg.ui-flag > *').count()).toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');
  expect(catalogue).toEqual([]);
  const before = await button.boundingBox();
  await button.click();
  const options = page.getByRole('listbox', { name: 'ভাষা' }).getByRole('option');
  // The list opens whole: every name in its own language, every flag drawn (Arabic's too).
  await expect(options).toHaveText(['বাংলা', 'English', 'हिन्दी', 'اردو', 'ไทย', 'العربية']);
  for (const option of await options.all()) expect(await option.locator('svg.ui-flag > *').count()).toBeGreaterThan(0);
  expect(catalogue).toHaveLength(1);
  expect(await button.boundingBox()).toEqual(before);
});

test('vnlotto defaults to Vietnamese and cnstar to Chinese', async ({ page }) => {
  await page.goto(merchantUrl('vnlotto'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Đăng nhập' })).toBeVisible();
  const textBytes: Promise<number>[] = [];
  page.on('response', (response) => {
    if (/\/assets\/CN-[\w-]+\.js$/.test(new URL(response.url()).pathname)) textBytes.push(response.body().then((body) => body.length));
  });
  await page.goto(merchantUrl('cnstar'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  const dialog = page.getByRole('dialog', { name: '登录' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: '登录' })).toBeVisible();
  // cnstar's first screen is the login: it brings the first-screen and sign-in texts (about 7 KB),
  // not every feature's (with them, 58 KB: 15 KB gzipped of a 147 KB first visit).
  await page.waitForLoadState('networkidle');
  const bytes = (await Promise.all(textBytes)).reduce((sum, size) => sum + size, 0);
  expect(bytes).toBeGreaterThan(0);
  expect(bytes).toBeLessThan(20_000);
});

test('an operator adding Arabic and Thai: Arabic lays out right to left', async ({ page, request }) => {
  // The operator's config change is real: the browser tests' server serves a copy of merchants/
  // (MERCHANTS_DIR, see playwright.config.ts) in which bdwin also supports TH and AR. No portal
  // code changes for it.
  const config = await platformGet<{ languages: { supported: string[] } }>(request, 'bdwin', '/wps/portal/config');
  expect(config.languages.supported).toEqual(expect.arrayContaining(['BN', 'EN', 'TH', 'AR']));
  // bdwin is also the plain-localhost merchant, a host the test runner itself can resolve.
  await page.goto(platformUrl('/'));
  await switchTo(page, 'ভাষা', 'العربية');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('banner').getByRole('button', { name: 'تسجيل الدخول' })).toBeVisible();
  await switchTo(page, 'اللغة', 'ไทย');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  await expect(page.getByRole('banner').getByRole('button', { name: 'เข้าสู่ระบบ' })).toBeVisible();
});
