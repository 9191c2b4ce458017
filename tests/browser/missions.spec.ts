// Missions and the reward centre end to end on each merchant, against the real platform: a new
// member finds the merchant's daily valid-bet mission in progress, plays real-money slot rounds in
// the demo game until it is reached (the member menu's badge counts it), claims it (the balance
// rises by exactly the prize, the mission reads Claimed, the leaderboard ranks the member), and
// the reward centre lists it as claimed. Screens at 390x844 and 1280x800 go to /tmp/missions.
import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { expect, MERCHANTS, merchantUrl, test, type MerchantCode } from './fixtures.ts';
import { shotBothSizes } from './shots.ts';
import { headerBalanceButton, merchantCurrency, parseShownMoney, platformUrl } from './helpers.ts';
import { shipped } from './register-helpers.ts';
import { registerOverApi } from './register-over-api.ts';

interface Mission { id: string; target: { kind: string; amount: number }; period: { kind: string }; prize: { amount: number }; labelKey: string }
const BET = 5000;

async function fund(request: APIRequestContext, merchant: MerchantCode, username: string, amountMinor: number): Promise<void> {
  const response = await request.post(platformUrl('/dev/withdrawals/fund'), { headers: { Merchant: merchant }, data: { username, amountMinor } });
  expect(((await response.json()) as { success: boolean }).success).toBe(true);
}

const json = (path: string) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8')) as Record<string, string>;

/** The merchant's daily valid-bet mission as shipped, with its English name from the merchant's texts. */
function dailyBetMission(merchant: MerchantCode): Mission & { name: string } {
  const config = shipped(merchant) as unknown as { constants: { missions: { items: Mission[] } } };
  const mission = config.constants.missions.items.find((m) => m.period.kind === 'daily' && m.target.kind === 'validBet')!;
  const texts = json(`../../merchants/${merchant}/texts/EN.json`);
  return { ...mission, name: texts[mission.labelKey]! };
}

for (const merchant of MERCHANTS) {
  test(`${merchant}: a daily mission reached with slot rounds, claimed once, listed in the reward centre`, async ({ page, request }) => {
    test.setTimeout(240_000);
    const mission = dailyBetMission(merchant);
    const currency = await merchantCurrency(request, merchant);
    const scale = 10 ** currency.decimals;
    const targetMinor = Math.round(mission.target.amount * scale);
    const prizeMinor = Math.round(mission.prize.amount * scale);
    const spins = Math.ceil(targetMinor / BET);
    const account = await registerOverApi(page, merchant);
    await fund(request, merchant, account, BET * (spins + 5));
    const main = page.getByRole('main');
    const menu = page.getByRole('navigation', { name: 'Member centre menu' });
    const card = main.getByRole('listitem').filter({ has: page.getByRole('heading', { name: mission.name, exact: true }) });
    // The leaderboards are a block of their own, under the missions.
    const board = main.locator('[data-block-id="leaderboards"]').getByRole('listitem').filter({ has: page.getByRole('heading', { name: `Leaderboard: ${mission.name}`, exact: true }) });

    await page.goto(merchantUrl(merchant, '/member?page=missionLeaderboard'));
    await expect(card.getByText('In progress')).toBeVisible();
    await expect(card.getByRole('progressbar', { name: mission.name })).toHaveAttribute('value', '0');
    await expect(card.getByRole('button', { name: 'Claim' })).toHaveCount(0);
    await expect(board.getByText('You are not on the list yet')).toBeVisible();
    await shotBothSizes(page, `/tmp/missions/start-${merchant}`);

    // Real-money slot rounds in the demo game, enough to reach the target. In-app navigation there
    // and back (no reload): the missions page must ask again, not show what it read before.
    const navigate = (path: string) => page.evaluate((to) => history.pushState(null, '', to), path);
    await navigate('/rng');
    await page.getByRole('list', { name: 'Games' }).getByRole('button', { name: /^Play / }).first().click();
    const frame = page.frameLocator('iframe[title="Game"]');
    await frame.getByLabel('Bet').selectOption(String(BET));
    const result = frame.locator('#result');
    for (let spin = 0; spin < spins; spin += 1) {
      await result.evaluate((el) => el.removeAttribute('data-net')).catch(() => undefined);
      await frame.getByRole('button', { name: 'Spin' }).click();
      await expect(result).toHaveAttribute('data-net', /^-?\d+$/);
    }

    await navigate('/member?page=missionLeaderboard');
    await expect(card.getByText('Target reached')).toBeVisible();
    await expect(card.getByRole('progressbar', { name: mission.name })).toHaveAttribute('value', String(targetMinor));
    await expect(board.getByText(/^Your rank: \d+$/)).toBeVisible();
    await expect(menu.getByRole('link', { name: /^Missions/ }).locator('.badge')).toHaveText('1');
    await shotBothSizes(page, `/tmp/missions/reached-${merchant}`);

    const balance = headerBalanceButton(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(async () => parseShownMoney(((await balance.textContent()) ?? '').trim(), currency)).not.toBeNull();
    const before = parseShownMoney(((await balance.textContent()) ?? '').trim(), currency)!;
    await card.getByRole('button', { name: 'Claim' }).click();
    await expect(page.getByText(/was added to your wallet/)).toBeVisible();
    await expect(card.getByText('Claimed', { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Claim' })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: /^Missions/ }).locator('.badge')).toHaveCount(0);
    await expect.poll(async () => parseShownMoney(((await balance.textContent()) ?? '').trim(), currency)).toBe(before + prizeMinor);

    // The platform paid the prize once: a second claim is refused.
    const token = await page.evaluate(() => sessionStorage.getItem('token'));
    const again = (await (await request.post(platformUrl('/wps/member/missions/claim'), { headers: { Merchant: merchant, Authorization: token ?? '' }, data: { missionId: mission.id } })).json()) as { success: boolean; errorCode: string };
    expect(again).toMatchObject({ success: false, errorCode: 'mission.claimed' });

    await page.goto(merchantUrl(merchant, '/member?page=rewardCenter'));
    await main.getByRole('tab', { name: /^Claimed/ }).click();
    const row = main.getByRole('list', { name: 'Rewards' }).getByRole('listitem').filter({ hasText: mission.name });
    await expect(row).toHaveCount(1);
    await expect(row.getByText('Claimed', { exact: true })).toBeVisible();
    await expect(row).toContainText('Mission');
    await expect(row.locator('.reward-value')).toHaveText(/./);
    expect(parseShownMoney(((await row.locator('.reward-value').textContent()) ?? '').trim(), currency)).toBe(prizeMinor);
    await shotBothSizes(page, `/tmp/missions/rewards-${merchant}`);
    await main.getByRole('tab', { name: /^All/ }).click();
    await expect(main.getByRole('listitem').filter({ hasText: 'Rebate on your valid bets' }).getByRole('link', { name: 'Go to claim' })).toBeVisible();
    await shotBothSizes(page, `/tmp/missions/rewards-all-${merchant}`);

    // In the merchant's own language: the mission's name from its texts, the page's from the locale.
    const language = (shipped(merchant) as unknown as { languages: { default: string } }).languages.default;
    const localName = json(`../../merchants/${merchant}/texts/${language}.json`)[mission.labelKey]!;
    const locale = json(`../../src/shared/i18n/locales/${language}.json`);
    // The leaderboards' texts come with their block, from its folder.
    const boardTexts = json(`../../src/portal/blocks/missionLeaderboards/texts/${language}.json`);
    await page.evaluate((code) => localStorage.setItem('hisLang', code), language);
    await page.goto(merchantUrl(merchant, '/member?page=missionLeaderboard'));
    const localCard = main.getByRole('listitem').filter({ has: page.getByRole('heading', { name: localName, exact: true }) });
    await expect(localCard.getByText(locale['missions.claimed']!, { exact: true })).toBeVisible();
    await expect(main.locator('[data-block-id="leaderboards"]').getByRole('heading', { name: `${boardTexts['missions.leaderboard']!}: ${localName}`, exact: true })).toBeVisible();
    await shotBothSizes(page, `/tmp/missions/local-${merchant}`);
  });
}
