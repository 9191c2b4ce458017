// The points mall end to end on each merchant, against the real platform and the real desk: a new
// member converts money to points, redeems a product with the transaction password (a wrong one is
// refused next to its field and moves nothing) and sees the points and the product's stock drop;
// a physical gift asks where it goes; a finance operator approves one redemption in the desk and
// rejects the other, whose points come back; the member is told live (a toast) and finds both
// decisions in the inbox; the member's history follows.
// Screens at 390x844 and 1280x800 go to /tmp/point-mall.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, MERCHANTS, merchantUrl, test, type MerchantCode } from './fixtures.ts';
import { shotBothSizes } from './shots.ts';
import { platformUrl } from './helpers.ts';
import { openDeskSignedIn } from './desk-helpers.ts';
import { members } from './register-helpers.ts';
import { registerOverApi } from './register-over-api.ts';

const PAY = 'Pay@12345';

/** Digits of a number as the merchant writes it (grouping and all): "1,000" and "1.000" are 1000. */
const count = async (locator: Locator): Promise<number> => Number((await locator.innerText()).replace(/\D/g, ''));

async function memberCall(page: Page, request: APIRequestContext, merchant: MerchantCode, path: string, data: unknown): Promise<void> {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const response = await request.post(platformUrl(path), { headers: { Merchant: merchant, Authorization: token ?? '' }, data });
  expect(((await response.json()) as { success: boolean }).success).toBe(true);
}

for (const merchant of MERCHANTS) {
  test(`${merchant}: convert money to points, redeem with the transaction password, approved in the desk`, async ({ page, request, browser }) => {
    test.setTimeout(180_000);
    // Signed in on a light page (the member's token is read from it), not the home page.
    const account = await registerOverApi(page, merchant, { path: '/help' });
    await memberCall(page, request, merchant, '/dev/withdrawals/fund', { username: account, amountMinor: 100_000_000 });
    // cnstar asks for the payment password at registration; elsewhere the member sets one.
    const password = members[merchant].extra['Payment password'] ?? PAY;
    if (!members[merchant].extra['Payment password']) await memberCall(page, request, merchant, '/wps/member/paymentPassword', { password, confirmPassword: password });

    await page.goto(merchantUrl(merchant, '/pointMall'));
    const main = page.getByRole('main');
    const points = main.getByTestId('points-balance').locator('strong');
    await expect(main.getByRole('heading', { name: 'Points mall', level: 1 })).toBeVisible();
    await expect(points).toHaveText('0');

    // Convert money to points on the "My points" tab.
    await main.getByRole('tab', { name: 'My points' }).click();
    await main.getByLabel('Points to buy').fill('0');
    await main.getByRole('button', { name: 'Convert' }).click();
    await expect(main.getByText('The amount must be at least 1.')).toBeVisible();
    await main.getByLabel('Points to buy').fill('2700');
    await expect(main.getByText(/^Costs .+ from your wallet$/)).toBeVisible();
    await main.getByLabel('Transaction password').fill(password);
    await main.getByRole('button', { name: 'Convert' }).click();
    await page.getByRole('alertdialog', { name: 'Confirm buying points' }).getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText(/ points added for /)).toBeVisible();
    await expect.poll(() => count(points)).toBe(2700);
    await shotBothSizes(page, `/tmp/point-mall/points-${merchant}`);

    // Redeem the deposit voucher: a wrong password first (refused, nothing moves), then the right one.
    await main.getByRole('tab', { name: 'Products' }).click();
    const card = main.getByTestId('product-deposit-voucher');
    const stock = card.locator('.pm-stock');
    await expect(stock).toBeVisible();
    const stockBefore = await count(stock);
    await shotBothSizes(page, `/tmp/point-mall/products-${merchant}`);
    await card.getByRole('button', { name: 'Redeem Deposit bonus voucher' }).click();
    const dialog = page.getByRole('dialog', { name: 'Redeem Deposit bonus voucher' });
    // Nothing is spent before the confirmation step is answered.
    const check = page.getByRole('alertdialog', { name: 'Check your redemption' });
    await dialog.getByLabel('Transaction password').fill('Wrong@999');
    await dialog.getByRole('button', { name: 'Confirm redemption' }).click();
    await expect(check).toContainText('1 × Deposit bonus voucher');
    await check.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog.getByLabel('Transaction password')).toHaveAccessibleDescription('The transaction password is incorrect');
    expect(await count(points)).toBe(2700);
    await dialog.getByLabel('Quantity').fill('0');
    await dialog.getByLabel('Transaction password').fill(password);
    await dialog.getByRole('button', { name: 'Confirm redemption' }).click();
    await expect(dialog.getByLabel('Quantity')).toHaveAccessibleDescription(/The amount must be at least 1\.$/);
    await dialog.getByLabel('Quantity').fill('1');
    await shotBothSizes(page, `/tmp/point-mall/redeem-${merchant}`);
    await dialog.getByRole('button', { name: 'Confirm redemption' }).click();
    await expect(check).toBeVisible();
    await shotBothSizes(page, `/tmp/point-mall/redeem-confirm-${merchant}`);
    await check.getByRole('button', { name: 'Confirm' }).click();
    const redeemed = page.locator('.ui-toast').filter({ hasText: 'Deposit bonus voucher redeemed: waiting for approval' });
    await expect(redeemed).toBeVisible();
    // Read, it is closed as a member would: left for its 4 s, it lies over the next dialog's button.
    await redeemed.getByRole('button', { name: 'Close' }).click();
    await expect(redeemed).toBeHidden();
    await expect(dialog).toBeHidden();
    await expect.poll(() => count(points)).toBe(2200);
    await expect.poll(() => count(stock)).toBe(stockBefore - 1);

    // A physical gift asks where it goes.
    await main.getByRole('button', { name: 'Gift', exact: true }).click();
    const headphones = main.getByTestId('product-headphones');
    const giftStock = await count(headphones.locator('.pm-stock'));
    await headphones.getByRole('button', { name: /^Redeem/ }).click();
    const gift = page.getByRole('dialog', { name: 'Redeem Wireless headphones' });
    await gift.getByRole('button', { name: 'Confirm redemption' }).click();
    await expect(gift.getByLabel('Full name')).toHaveAccessibleDescription('This field is required');
    await shotBothSizes(page, `/tmp/point-mall/gift-${merchant}`);
    await gift.getByLabel('Full name').fill(members[merchant].extra['Real name'] ?? 'Rahim Uddin');
    await gift.getByLabel('Delivery address').fill('12 Road 5, Dhanmondi, Dhaka');
    await gift.getByLabel('Phone number').fill('01712345678');
    await gift.getByLabel('Transaction password').fill(password);
    await gift.getByRole('button', { name: 'Confirm redemption' }).click();
    // The confirmation says where the gift goes.
    await expect(check).toContainText('12 Road 5, Dhanmondi, Dhaka');
    await check.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Wireless headphones redeemed: waiting for approval')).toBeVisible();
    await expect.poll(() => count(points)).toBe(200);
    await expect.poll(() => count(headphones.locator('.pm-stock'))).toBe(giftStock - 1);
    // Too few points: said before any password is typed, and the button waits.
    await main.getByTestId('product-smartphone').getByRole('button', { name: /^Redeem/ }).click();
    const phone = page.getByRole('dialog', { name: 'Redeem Smartphone' });
    await expect(phone.getByRole('status')).toHaveText(/^You need .+ more points$/);
    await expect(phone.getByRole('button', { name: 'Confirm redemption' })).toBeDisabled();
    await phone.getByRole('button', { name: 'Cancel' }).click();

    // In the history as In Process; the details list each change with the balance after.
    await main.getByRole('tab', { name: 'Redeem history' }).click();
    await expect(main.getByRole('row').filter({ hasText: 'Deposit bonus voucher' })).toContainText('In Process');
    await shotBothSizes(page, `/tmp/point-mall/history-${merchant}`);
    await main.getByRole('tab', { name: 'Points details' }).click();
    await expect(main.getByRole('row').filter({ hasText: 'Redeemed' })).toHaveCount(2);
    await expect(main.getByRole('row').filter({ hasText: 'Bought with money' })).toBeVisible();
    await shotBothSizes(page, `/tmp/point-mall/details-${merchant}`);
    await main.getByRole('tab', { name: 'Rules' }).click();
    await expect(main.getByText('Points never expire.')).toBeVisible();
    await shotBothSizes(page, `/tmp/point-mall/rules-${merchant}`);

    // The desk approves the voucher and rejects the gift: its points come back to the member.
    const desk = await openDeskSignedIn(browser, request, merchant);
    await desk.getByRole('link', { name: 'Points redemptions' }).click();
    // Products by the name members read, not their config id.
    const voucherRow = desk.getByRole('row').filter({ hasText: account }).filter({ hasText: 'Deposit bonus voucher · promotion' });
    await expect(voucherRow).toBeVisible();
    await expect(desk.getByRole('row').filter({ hasText: account }).filter({ hasText: 'deposit-voucher' })).toHaveCount(0);
    await shotBothSizes(desk, `/tmp/point-mall/desk-${merchant}`);
    await voucherRow.getByRole('button', { name: 'Approve' }).click();
    await desk.getByRole('dialog', { name: 'Approve' }).getByRole('button', { name: 'Confirm' }).click();
    await expect(desk.getByRole('status')).toHaveText('Done: Approve.');
    await desk.getByRole('row').filter({ hasText: account }).filter({ hasText: 'Wireless headphones' }).getByRole('button', { name: 'Reject' }).click();
    const reject = desk.getByRole('dialog', { name: 'Reject' });
    await reject.getByLabel('Reason').fill('Out of stock at the warehouse');
    await reject.getByRole('button', { name: 'Confirm' }).click();
    await expect(desk.getByRole('status')).toHaveText('Done: Reject.');
    await desk.context().close();
    // Told live on the open page (the latest decision's toast, with the reason), and both
    // decisions kept in the inbox.
    await expect(page.locator('.toasts .toast').filter({ hasText: 'Points redemption rejected' })).toContainText('Out of stock at the warehouse');
    await page.goto(merchantUrl(merchant, '/member?page=messageV2'));
    await expect(main.getByText('Points redemption approved').first()).toBeVisible();
    await expect(main.getByText('Points redemption rejected').first()).toBeVisible();
    await shotBothSizes(page, `/tmp/point-mall/inbox-${merchant}`);
    await page.goto(merchantUrl(merchant, '/pointMall?tab=history'));
    await expect(main.getByRole('row').filter({ hasText: 'Deposit bonus voucher' })).toContainText('Approved');
    await expect(main.getByRole('row').filter({ hasText: 'Wireless headphones' })).toContainText('Out of stock at the warehouse');
    await expect.poll(() => count(points)).toBe(2200);
  });
}
