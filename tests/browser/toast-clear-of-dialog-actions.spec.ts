// A toast never covers an open dialog's buttons. On a 390x844 phone toasts sit at the foot of the
// screen, where a dialog's actions (and a bottom sheet's) are: in the points mall a redemption
// says "redeemed" in a toast and the member opens the next product at once, with the toast still
// there. The dialog's buttons must take a tap where they are drawn (the element at a button's
// centre is the button), and the toast must still be on screen, unread news the dialog does not
// swallow. A live notification (a deposit credited) is on screen too: the toast moved up beside
// it must not cover it. On a desktop the dialog is centred and the toasts keep beside it. Screens
// go to /tmp/toast-dialog with SHOTS=1.
import type { Locator } from '@playwright/test';
import { expect, merchantUrl, test } from './fixtures.ts';
import { platformUrl } from './helpers.ts';
import { members } from './register-helpers.ts';
import { registerOverApi } from './register-over-api.ts';
import { shot } from './shots.ts';

const PAY = 'Pay@12345';

/**
 * What taps on `target` land on, at its centre and 4 px in from each corner, as the browser's hit
 * test sees them: "the target", or what is drawn over it there.
 */
async function hitsOn(target: Locator): Promise<string[]> {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const points = [[box.x + box.width / 2, box.y + box.height / 2], [box.left + 4, box.top + 4], [box.right - 4, box.top + 4], [box.left + 4, box.bottom - 4], [box.right - 4, box.bottom - 4]];
    const name = (node: Element) => `${node.tagName.toLowerCase()}${node.getAttribute('class') ? `.${node.getAttribute('class')!.trim().split(/\s+/).join('.')}` : ''}`;
    return points.map(([x, y]) => {
      const hit = document.elementFromPoint(x!, y!);
      if (!hit) return 'nothing';
      if (element === hit || element.contains(hit)) return 'the target';
      const outer = hit.closest('.ui-toast, [role="dialog"], [role="alertdialog"]');
      return `${name(hit)}${outer && outer !== hit ? ` in ${name(outer)}` : ''}`;
    });
  });
}

const ALL_ON_TARGET = Array<string>(5).fill('the target');

test('bdwin phone: right after a "redeemed" toast, the next product\'s dialog takes taps on its buttons', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const account = await registerOverApi(page, 'bdwin', { path: '/help' });
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const call = async (path: string, data: unknown) => {
    const response = await request.post(platformUrl(path), { headers: { Merchant: 'bdwin', Authorization: token ?? '' }, data });
    expect(((await response.json()) as { success: boolean }).success, path).toBe(true);
  };
  await call('/dev/withdrawals/fund', { username: account, amountMinor: 100_000_000 });
  const password = members.bdwin.extra['Payment password'] ?? PAY;
  if (!members.bdwin.extra['Payment password']) await call('/wps/member/paymentPassword', { password, confirmPassword: password });

  const streamOpen = page.waitForResponse((r) => r.url().includes('/wps/member/notifications/stream') && r.status() === 200);
  await page.goto(merchantUrl('bdwin', '/pointMall'));
  await streamOpen;
  const main = page.getByRole('main');
  await main.getByRole('tab', { name: 'My points' }).click();
  await main.getByLabel('Points to buy').fill('2700');
  await main.getByLabel('Transaction password').fill(password);
  await main.getByRole('button', { name: 'Convert' }).click();
  await page.getByRole('alertdialog', { name: 'Confirm buying points' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(/ points added for /)).toBeVisible();

  await main.getByRole('tab', { name: 'Products' }).click();
  await main.getByTestId('product-deposit-voucher').getByRole('button', { name: 'Redeem Deposit bonus voucher' }).click();
  const voucher = page.getByRole('dialog', { name: 'Redeem Deposit bonus voucher' });
  await voucher.getByLabel('Transaction password').fill(password);
  await voucher.getByRole('button', { name: 'Confirm redemption' }).click();
  // A live notification arrives as the member confirms (it stays 8 s, the toast 4 s).
  await call('/dev/notify', { username: account, event: 'deposit.credited', amountMinor: 12_345, orderNo: `TOAST${Date.now()}` });
  const live = page.locator('.toasts .toast').filter({ hasText: 'Deposit credited' });
  await expect(live).toBeVisible();
  await page.getByRole('alertdialog', { name: 'Check your redemption' }).getByRole('button', { name: 'Confirm' }).click();
  const toast = page.locator('.ui-toast').filter({ hasText: 'Deposit bonus voucher redeemed' });
  await expect(toast).toBeVisible();
  await expect(voucher).toBeHidden();

  // The next product, while the toast is still up (it stays 4 s).
  await main.getByTestId('product-headphones').getByRole('button', { name: /^Redeem/ }).click();
  const gift = page.getByRole('dialog', { name: 'Redeem Wireless headphones' });
  await expect(gift).toBeVisible();
  await expect(toast).toBeVisible();
  await shot(page, '/tmp/toast-dialog/next-dialog-after-toast-phone.png');
  for (const name of ['Confirm redemption', 'Cancel']) {
    expect(await hitsOn(gift.getByRole('button', { name, exact: true })), name).toEqual(ALL_ON_TARGET);
  }
  // The toast is still readable, and can be closed: nothing of the dialog is drawn over it either.
  expect(await hitsOn(toast.getByRole('button', { name: 'Close' }))).toEqual(ALL_ON_TARGET);
  // And the live notification beside it: its text and its close button take taps.
  await expect(live).toBeVisible();
  expect(await hitsOn(live.locator('.toast-body')), 'the live notification').toEqual(ALL_ON_TARGET);
  expect(await hitsOn(live.getByRole('button', { name: 'Close' })), 'the live notification\'s close').toEqual(ALL_ON_TARGET);

  // On a desktop the dialog is centred, with room beside it: both toasts keep to that room, and
  // nothing of the dialog (its heading at the top) is under them.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(toast).toBeVisible();
  await shot(page, '/tmp/toast-dialog/next-dialog-after-toast-desktop.png');
  const dialogBox = (await gift.boundingBox())!;
  for (const [what, box] of [['the toast', await toast.boundingBox()], ['the live notification', await live.boundingBox()]] as const) {
    expect(box, what).not.toBeNull();
    expect(box!.x, `${what} starts right of the dialog`).toBeGreaterThanOrEqual(dialogBox.x + dialogBox.width);
  }
  expect(await hitsOn(gift.getByRole('heading', { name: 'Redeem Wireless headphones' })), 'the dialog\'s heading').toEqual(ALL_ON_TARGET);
});
