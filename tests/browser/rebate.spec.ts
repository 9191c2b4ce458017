// Rebates end to end on each merchant, against the real platform: a new member sees their rates
// (bonusDetails) and nothing to claim, plays slot rounds in the demo game, finds the rebate on
// those bets at their rate on manualRebate, claims it, sees it paid once (the total back to zero,
// the claim listed, the button off). Screens at 390x844 and 1280x800 go to /tmp/rebate.
import type { APIRequestContext } from '@playwright/test';
import { expect, MERCHANTS, merchantUrl, test, type MerchantCode } from './fixtures.ts';
import { shotBothSizes } from './shots.ts';
import { platformUrl } from './helpers.ts';
import { shipped } from './register-helpers.ts';
import { registerOverApi } from './register-over-api.ts';

interface Rebates { constants: { rebates: { levels: { level: number; rates: Record<string, number> }[] } } }
const BET = 5000;
const SPINS = 2;

async function fund(request: APIRequestContext, merchant: MerchantCode, username: string, amountMinor: number): Promise<void> {
  const response = await request.post(platformUrl('/dev/withdrawals/fund'), { headers: { Merchant: merchant }, data: { username, amountMinor } });
  expect(((await response.json()) as { success: boolean }).success).toBe(true);
}

for (const merchant of MERCHANTS) {
  test(`${merchant}: rates shown, slot rounds played, the rebate claimed once`, async ({ page, request }) => {
    test.setTimeout(180_000);
    const rate = (shipped(merchant) as unknown as Rebates).constants.rebates.levels.find((l) => l.level === 0)!.rates.RNG!;
    const account = await registerOverApi(page, merchant);
    await fund(request, merchant, account, BET * 10);
    const main = page.getByRole('main');

    await page.goto(merchantUrl(merchant, '/member?page=bonusDetails'));
    const slots = main.getByRole('row').filter({ hasText: 'Slots' });
    await expect(slots).toContainText(`${rate}%`);
    await shotBothSizes(page, `/tmp/rebate/bonus-${merchant}`);

    await page.goto(merchantUrl(merchant, '/member?page=manualRebate'));
    await expect(main.getByText('Nothing to claim yet')).toBeVisible();
    await expect(main.getByRole('button', { name: 'Claim all' })).toBeDisabled();

    // Real-money slot rounds in the demo game.
    await page.goto(merchantUrl(merchant, '/rng'));
    await page.getByRole('list', { name: 'Games' }).getByRole('button', { name: /^Play / }).first().click();
    const frame = page.frameLocator('iframe[title="Game"]');
    await frame.getByLabel('Bet').selectOption(String(BET));
    const result = frame.locator('#result');
    for (let spin = 0; spin < SPINS; spin += 1) {
      await result.evaluate((el) => el.removeAttribute('data-net')).catch(() => undefined);
      await frame.getByRole('button', { name: 'Spin' }).click();
      await expect(result).toHaveAttribute('data-net', /^-?\d+$/);
    }

    await page.goto(merchantUrl(merchant, '/member?page=manualRebate'));
    const expected = Math.floor((BET * SPINS * Math.round(rate * 1000)) / 100_000);
    const line = main.getByRole('row').filter({ hasText: 'Slots' });
    await expect(line).toContainText(`${rate}%`);
    const total = main.getByTestId('rebate-total');
    const shownTotal = await total.textContent();
    expect(shownTotal).not.toMatch(/^\D*0([.,]00)?\D*$/);
    await shotBothSizes(page, `/tmp/rebate/claimable-${merchant}`);

    await main.getByRole('button', { name: 'Claim all' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Claim your rebate?' });
    await expect(confirm).toContainText(shownTotal!);
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText(/A rebate of .+ was added to your wallet/)).toBeVisible();
    await expect(main.getByRole('button', { name: 'Claim all' })).toBeDisabled();
    await expect(main.getByText('Nothing to claim yet')).toBeVisible();
    const claims = main.getByRole('listitem').filter({ hasText: shownTotal! });
    await expect(claims).toHaveCount(1);
    await shotBothSizes(page, `/tmp/rebate/claimed-${merchant}`);

    // The platform paid exactly the rebate on those bets, once.
    const token = await page.evaluate(() => sessionStorage.getItem('token'));
    const answer = (await (await request.get(platformUrl('/wps/member/rebate'), { headers: { Merchant: merchant, Authorization: token ?? '' } })).json()) as {
      value: { totalMinor: number; claims: { amountMinor: number }[] };
    };
    expect(answer.value.totalMinor).toBe(0);
    expect(answer.value.claims.map((c) => c.amountMinor)).toEqual([expected]);

    // The transaction history names the credit (it read as 'Other').
    await page.goto(merchantUrl(merchant, '/member?page=transactionHistory'));
    await main.getByRole('button', { name: 'Today', exact: true }).click();
    await expect(main.getByRole('table', { name: 'Transactions' }).getByRole('row').nth(1)).toContainText('Rebate');
  });
}
