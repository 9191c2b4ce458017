// The languages a merchant adds from the catalogue render in their own words: bdwin in Hindi and
// Urdu (right to left), cnstar in Japanese, each picked in the language switch, with no raw
// translation key and no other language's words left on the home page; and a phone screenshot of
// each (attached to the test, and in SCREENSHOT_DIR when set) to look at the script's fonts.
import { readFileSync } from 'node:fs';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page, TestInfo } from '@playwright/test';
import { test, expect, merchantUrl } from './fixtures.ts';
import { appReady } from './helpers.ts';

const locales = fileURLToPath(new URL('../../src/shared/i18n/locales/', import.meta.url));
const english = JSON.parse(readFileSync(join(locales, 'EN.json'), 'utf8')) as Record<string, string>;
const keys = Object.keys(english);

/** Translation keys shown as text: a text that is missing in the language shows its key. */
async function rawKeysShown(page: Page): Promise<string[]> {
  const text = await page.locator('body').innerText();
  return keys.filter((key) => new RegExp(`(^|[^\\w.])${key.replace(/\./g, '\\.')}($|[^\\w.])`).test(text));
}

async function pickLanguage(page: Page, switchLabel: string, language: string): Promise<void> {
  await appReady(page);
  await page.getByRole('banner').getByRole('button', { name: switchLabel }).click();
  await page.getByRole('option', { name: language }).click();
}

async function phoneShot(page: Page, testInfo: TestInfo, name: string, signInDialog?: string): Promise<void> {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload(); // the chosen language is remembered (hisLang)
  await appReady(page);
  if (signInDialog) await page.getByRole('dialog', { name: signInDialog }).press('Escape');
  await page.waitForLoadState('networkidle');
  const path = process.env.SCREENSHOT_DIR ? join(process.env.SCREENSHOT_DIR, `${name}.png`) : testInfo.outputPath(`${name}.png`);
  if (process.env.SCREENSHOT_DIR) mkdirSync(process.env.SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

test('bdwin switched to Hindi: Hindi texts and content, no raw key, no English left', async ({ page }, testInfo) => {
  await page.goto(merchantUrl('bdwin'));
  await pickLanguage(page, 'ভাষা', 'हिन्दी');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('button', { name: 'लॉग इन' })).toBeVisible();
  await expect(banner.getByRole('button', { name: 'भाषा: हिन्दी' })).toBeVisible();
  // The shipped texts and bdwin's own content (banners) in Hindi.
  await expect(page.getByRole('heading', { name: 'लोकप्रिय गेम्स' })).toBeVisible();
  await expect(page.getByText('क्रिकेट सीज़न शुरू हो गया है').first()).toBeAttached();
  await expect(page.getByText('Hot games', { exact: true })).toHaveCount(0);
  expect(await rawKeysShown(page)).toEqual([]);
  await phoneShot(page, testInfo, 'home-HI-390x844');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  expect(await rawKeysShown(page)).toEqual([]);
});

test('cnstar switched to Japanese: Japanese texts and content, no raw key, no Chinese left', async ({ page }, testInfo) => {
  await page.goto(merchantUrl('cnstar'));
  await appReady(page);
  // cnstar opens the sign-in dialog first; the switch is behind it.
  await page.getByRole('dialog', { name: '登录' }).press('Escape');
  await pickLanguage(page, '语言', '日本語');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('button', { name: 'ログイン' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '人気ゲーム' })).toBeVisible();
  await expect(page.getByText('スターエンターテインメントへようこそ').first()).toBeAttached();
  await expect(page.getByText('热门游戏', { exact: true })).toHaveCount(0);
  expect(await rawKeysShown(page)).toEqual([]);
  await phoneShot(page, testInfo, 'home-JA-390x844', 'ログイン');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  expect(await rawKeysShown(page)).toEqual([]);
});

test('bdwin switched to Urdu: right to left, Urdu texts and content, no raw key', async ({ page }, testInfo) => {
  await page.goto(merchantUrl('bdwin'));
  await pickLanguage(page, 'ভাষা', 'اردو');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('button', { name: 'لاگ اِن' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'مقبول گیمز' })).toBeVisible();
  await expect(page.getByText('کرکٹ کا سیزن شروع ہو گیا').first()).toBeAttached();
  await expect(page.getByText('Hot games', { exact: true })).toHaveCount(0);
  expect(await rawKeysShown(page)).toEqual([]);
  // Right to left: the logo sits on the right of the header, the sign-in button on its left.
  const logo = await banner.getByRole('link').first().boundingBox();
  const signIn = await banner.getByRole('button', { name: 'لاگ اِن' }).boundingBox();
  expect(logo!.x).toBeGreaterThan(signIn!.x);
  await phoneShot(page, testInfo, 'home-UR-390x844');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});
