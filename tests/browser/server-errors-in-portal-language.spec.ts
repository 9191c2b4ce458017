// Regression: a Bengali, Vietnamese or Chinese portal showed the platform's
// English messages (a wrong password, a missing or wrong captcha), "Joined N days ago" and
// "Regular · VIP 0" in English, the raw key nav.join on /join and an English "Lottery" heading
// on cnstar. Each merchant here runs in its default language, as a new visitor sees it.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect, merchantUrl, type MerchantCode } from './fixtures.ts';
import { freshIp } from './model/platform.ts';
import { unique } from './helpers.ts';

const locale = (code: string) => JSON.parse(readFileSync(new URL(`../../src/shared/i18n/locales/${code}.json`, import.meta.url), 'utf8')) as Record<string, string>;

async function openLogin(page: Page, merchant: MerchantCode, s: Record<string, string>) {
  await page.goto(merchantUrl(merchant));
  await page.waitForLoadState('networkidle');
  const dialog = page.getByRole('dialog', { name: s['auth.login'] });
  if (!(await dialog.isVisible())) await page.getByRole('banner').getByRole('button', { name: s['auth.login'], exact: true }).click();
  await expect(dialog).toBeVisible();
  return dialog;
}

test('bdwin in Bengali: a wrong password, a missing and a wrong captcha read in Bengali', async ({ page }) => {
  const bn = locale('BN');
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': freshIp() });
  const dialog = await openLogin(page, 'bdwin', bn);
  // An account of its own: failures make the platform ask this account for a captcha.
  await dialog.getByLabel(bn['field.username']!, { exact: true }).fill(unique('nobody'));
  await dialog.getByLabel(bn['field.password']!, { exact: true }).fill('Wrong-pass1');
  await dialog.getByRole('button', { name: bn['auth.submitLogin'], exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText(bn['errorCode.user.or.password.invalid']!);
  await dialog.getByRole('button', { name: bn['auth.submitLogin'], exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText(bn['error.enterCaptcha']!);
  await dialog.getByLabel(bn['field.captcha']!, { exact: true }).fill('ZZZZZ');
  await dialog.getByRole('button', { name: bn['auth.submitLogin'], exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText(bn['errorCode.captcha.invalid']!);
});

test('bdwin member centre in Bengali: days since joining and the club label', async ({ page }) => {
  const bn = locale('BN');
  const dialog = await openLogin(page, 'bdwin', bn);
  await dialog.getByLabel(bn['field.username']!, { exact: true }).fill('member01');
  await dialog.getByLabel(bn['field.password']!, { exact: true }).fill('Member@123');
  await dialog.getByRole('button', { name: bn['auth.submitLogin'], exact: true }).click();
  await page.getByRole('banner').getByRole('button', { name: bn['header.memberCentre'] }).click();
  const panel = page.getByRole('complementary', { name: bn['member.panel'] });
  await expect(panel.getByText(`${bn['club.Regular']} · ${bn['club.vip']!.replace('{{level}}', '0')}`)).toBeVisible();
  await expect(panel.getByText(new RegExp(bn['member.daysSinceJoining_other']!.replace('{{count}}', '\\d+')))).toBeVisible();
  await expect(page.getByText(/Joined|Regular|VIP 0/)).toHaveCount(0);
});

test('vnlotto /join in Vietnamese shows its title, not the raw key', async ({ page }) => {
  // vnlotto composes /join from its own "join" article, so the heading is that article's title.
  const content = JSON.parse(readFileSync(new URL('../../merchants/vnlotto/content/VI.json', import.meta.url), 'utf8')) as { help: { id: string; title: string }[] };
  const join = content.help.find((article) => article.id === 'join')!;
  await page.goto(merchantUrl('vnlotto', '/join'));
  await expect(page.getByRole('heading', { level: 1, name: join.title })).toBeVisible();
  await expect(page.getByText('nav.join')).toHaveCount(0);
});

test('cnstar lottery in Chinese: the lottery group heading is Chinese', async ({ page }) => {
  const cn = locale('CN');
  const dialog = await openLogin(page, 'cnstar', cn);
  await dialog.getByLabel(cn['field.username']!, { exact: true }).fill('member01');
  await dialog.getByLabel(cn['field.password']!, { exact: true }).fill('Member@123');
  await dialog.getByRole('button', { name: cn['auth.submitLogin'], exact: true }).click();
  await expect(page.getByRole('banner').getByText('member01', { exact: true })).toBeVisible();
  await page.goto(merchantUrl('cnstar', '/lottery'));
  await expect(page.getByRole('heading', { level: 2, name: cn['nav.lottery'] })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Lottery', exact: true })).toHaveCount(0);
});
