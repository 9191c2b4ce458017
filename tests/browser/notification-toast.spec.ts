// A member event raised on the platform (through the DEV_TOOLS /dev/notify endpoint, as the
// deposits and withdrawals code raises it) reaches the open portal over the notification stream:
// a toast in the member's language within 2 s, and the header's unread count goes up by one.
// On each merchant, in English and in the merchant's default language.
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, MERCHANTS, type MerchantCode } from './fixtures.ts';
import { shot } from './shots.ts';
import { expectLoggedIn, merchantCurrency, platformUrl, unique } from './helpers.ts';
import { formatMoney } from '../../src/shared/money.ts';
import { openSignedIn } from './sign-in-shortcut.ts';

const DEFAULT_LANGUAGE: Record<MerchantCode, string> = { bdwin: 'BN', vnlotto: 'VI', cnstar: 'CN' };
const texts = (code: string) => JSON.parse(readFileSync(new URL(`../../src/shared/i18n/locales/${code}.json`, import.meta.url), 'utf8')) as Record<string, string>;

async function raise(request: APIRequestContext, merchant: MerchantCode, event: string, amountMinor: number, remark?: string) {
  const response = await request.post(platformUrl('/dev/notify'), { headers: { Merchant: merchant }, data: { username: 'member01', event, amountMinor, orderNo: unique('ORD'), ...(remark ? { remark } : {}) } });
  const body = (await response.json()) as { success: boolean; value: { created: boolean } };
  expect(body.success && body.value.created).toBe(true);
}

/** Resolves once the portal's notification stream has answered (its ready frame follows at once). */
const streamOpened = (page: Page) => page.waitForResponse((r) => r.url().includes('/wps/member/notifications/stream') && r.status() === 200);

/** Records in the page when the first toast appears (Date.now(), the same clock as the test's). */
async function watchToasts(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { toastAt: number };
    w.toastAt = 0;
    new MutationObserver((_, observer) => {
      if (document.querySelector('.toast')) {
        w.toastAt = Date.now();
        observer.disconnect();
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
}

/** The unread figure the header's messages link announces. */
async function unreadShown(page: Page): Promise<number> {
  const link = page.getByRole('banner').getByRole('link', { name: /unread|অপঠিত|chưa đọc|未读/ });
  const label = (await link.getAttribute('aria-label')) ?? '';
  return Number(/\d+/.exec(label)?.[0] ?? NaN);
}

for (const merchant of MERCHANTS) {
  test(`${merchant}: an event shows a toast within 2 s in the member's language and the unread count follows`, async ({ page, request }) => {
    const currency = await merchantCurrency(request, merchant);
    let streamOpen = streamOpened(page);
    await openSignedIn(page, merchant, 'member01', 'Member@123');
    await expectLoggedIn(page, 'member01');
    await streamOpen;
    await expect.poll(() => unreadShown(page)).not.toBeNaN();
    const before = await unreadShown(page);

    const amount = 12_345;
    await watchToasts(page);
    const started = Date.now();
    await raise(request, merchant, 'deposit.credited', amount);
    const toast = page.getByRole('status').filter({ hasText: texts('EN')['notify.deposit.credited.title']! });
    await expect(toast).toBeVisible({ timeout: 2000 });
    const shownAt = await page.evaluate(() => (window as unknown as { toastAt: number }).toastAt);
    console.log(`${merchant}: toast on screen ${shownAt - started} ms after the event was raised`);
    expect(shownAt - started).toBeLessThan(2000);
    await expect(toast).toContainText(`your ${formatMoney(amount, currency)} deposit request at`);
    await expect.poll(() => unreadShown(page), { timeout: 2000 }).toBe(before + 1);
    await shot(page, `/tmp/inbox-toast-${merchant}-${page.viewportSize()?.width ?? 0}.png`);

    // The merchant's own language: the same stream words the next event in it.
    const language = DEFAULT_LANGUAGE[merchant];
    await page.evaluate((code) => localStorage.setItem('hisLang', code), language);
    streamOpen = streamOpened(page);
    await page.reload();
    await expect(page.getByRole('banner').getByText('member01', { exact: true })).toBeVisible();
    await streamOpen;
    await raise(request, merchant, 'withdrawal.rejected', 5_000, 'Name mismatch');
    const local = texts(language);
    const localToast = page.getByRole('status').filter({ hasText: local['notify.withdrawal.rejected.title']! });
    await expect(localToast).toBeVisible({ timeout: 2000 });
    await expect(localToast).toContainText(formatMoney(5_000, currency));
    await expect(localToast).toContainText('Name mismatch');
    await expect.poll(() => unreadShown(page), { timeout: 2000 }).toBe(before + 2);
  });
}
