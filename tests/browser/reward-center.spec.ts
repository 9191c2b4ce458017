// The reward centre end to end on each merchant, against the real platform: a new member signs in
// for day 1 of the streak (the balance rises by exactly the merchant's day-1 amount, the button
// turns to "Signed in today", the streak reads 1 day), types a wrong promo code (the error shows
// by the field, nothing paid), then the merchant's code in small letters (paid once: a second try
// is refused), sees the newbie reward as the merchant sets it (locked until a first deposit, or
// claimable), and finds every claim under Claimed in the list. Screens at 390x844 and 1280x800
// go to /tmp/reward-center.
import { expect, MERCHANTS, merchantUrl, test } from './fixtures.ts';
import { shotBothSizes } from './shots.ts';
import { headerBalanceButton, merchantCurrency, parseShownMoney } from './helpers.ts';
import { shipped } from './register-helpers.ts';
import { registerOverApi } from './register-over-api.ts';

interface RewardCenter {
  signIn: { amounts: number[] };
  newbie: { amount: number; afterFirstDeposit?: boolean };
  promoCodes: { code: string; amount: number }[];
}

for (const merchant of MERCHANTS) {
  test(`${merchant}: sign-in reward, promo code and newbie reward claimed in the reward centre`, async ({ page, request }) => {
    test.setTimeout(180_000);
    const rules = (shipped(merchant) as unknown as { constants: { rewardCenter: RewardCenter } }).constants.rewardCenter;
    const currency = await merchantCurrency(request, merchant);
    const minor = (major: number) => Math.round(major * 10 ** currency.decimals);
    await registerOverApi(page, merchant);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(merchantUrl(merchant, '/member?page=rewardCenter'));
    const main = page.getByRole('main');
    const signIn = main.getByRole('region', { name: 'Daily sign-in' });
    const balance = headerBalanceButton(page);
    const shown = async () => parseShownMoney(((await balance.textContent()) ?? '').trim(), currency);
    await expect.poll(shown).not.toBeNull();
    const start = (await shown())!;

    await expect(signIn.getByText('Days in a row: 0')).toBeVisible();
    await expect(signIn.getByRole('listitem')).toHaveCount(rules.signIn.amounts.length);
    await expect(signIn.locator('[aria-current="date"]')).toContainText('Day 1');
    await shotBothSizes(page, `/tmp/reward-center/start-${merchant}`);
    await signIn.getByRole('button', { name: /^Sign in for / }).click();
    await expect(page.getByText(/Day 1 signed in: .* was added to your wallet/)).toBeVisible();
    await expect(signIn.getByRole('button', { name: 'Signed in today' })).toBeDisabled();
    await expect(signIn.getByText('Days in a row: 1')).toBeVisible();
    const day1 = minor(rules.signIn.amounts[0]!);
    await expect.poll(shown).toBe(start + day1);

    const promo = main.getByRole('region', { name: 'Promo code' });
    const field = promo.getByLabel('Enter a promo code');
    await field.fill('NOSUCHCODE1');
    await promo.getByRole('button', { name: 'Redeem' }).click();
    await expect(promo.getByText('This promo code does not exist')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    const code = rules.promoCodes[0]!;
    await field.fill(code.code.toLowerCase());
    await expect(field).toHaveValue(code.code);
    await promo.getByRole('button', { name: 'Redeem' }).click();
    await expect(page.getByText(`Promo code ${code.code}:`, { exact: false })).toBeVisible();
    await expect(field).toHaveValue('');
    await expect.poll(shown).toBe(start + day1 + minor(code.amount));
    await field.fill(code.code);
    await promo.getByRole('button', { name: 'Redeem' }).click();
    await expect(promo.getByText('You already used this promo code')).toBeVisible();

    const newbie = main.getByRole('region', { name: 'Newbie reward' });
    let expected = start + day1 + minor(code.amount);
    if (rules.newbie.afterFirstDeposit) {
      await expect(newbie.getByText('Make your first deposit to unlock it')).toBeVisible();
      await expect(newbie.getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', /page=depositv2/);
    } else {
      await newbie.getByRole('button', { name: 'Claim' }).click();
      await expect(newbie).toHaveCount(0);
      expected += minor(rules.newbie.amount);
    }
    await expect.poll(shown).toBe(expected);
    await shotBothSizes(page, `/tmp/reward-center/after-${merchant}`);

    await main.getByRole('tab', { name: /^Claimed/ }).click();
    const list = main.getByRole('list', { name: 'Rewards' });
    const signInRow = list.getByRole('listitem').filter({ hasText: 'Daily sign-in' });
    await expect(signInRow).toHaveCount(1);
    await expect(signInRow).toContainText('Day 1 of the streak');
    expect(parseShownMoney(((await signInRow.locator('.reward-value').textContent()) ?? '').trim(), currency)).toBe(day1);
    const codeRow = list.getByRole('listitem').filter({ hasText: `Code ${code.code}` });
    await expect(codeRow).toHaveCount(1);
    await expect(codeRow.getByText('Claimed', { exact: true })).toBeVisible();
    await expect(list.getByRole('listitem').filter({ hasText: 'Newbie reward' })).toHaveCount(rules.newbie.afterFirstDeposit ? 0 : 1);
    await shotBothSizes(page, `/tmp/reward-center/claimed-${merchant}`);
  });
}
