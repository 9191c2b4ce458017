// The games journey in Chromium against the real platform: a member finds a slot by
// name, favourites it, finds it under FAV, launches it, plays a round in the frame and sees the
// header balance change by exactly that round's net; a guest gets the login popup; a vendor under
// maintenance shows its dialog; a launch URL on a host outside the permission list is refused.
import type { Page } from '@playwright/test';
import { test, expect, merchantUrl, type MerchantCode } from './fixtures.ts';
import { platformGet, platformUrl } from './helpers.ts';
import { openSignedIn } from './sign-in-shortcut.ts';

/**
 * helpers.ts's openInEnglish, run in the top document only: the game frame is another site
 * (games.localhost), and Chromium's off-the-record profile denies storage to third-party frames,
 * so the shared init script would throw there.
 */
async function openInEnglish(page: Page, merchant: MerchantCode, path = '/'): Promise<void> {
  await page.addInitScript(() => {
    if (window !== window.top) return;
    if (!localStorage.getItem('hisLang')) localStorage.setItem('hisLang', 'EN');
  });
  await page.goto(merchantUrl(merchant, path));
}


interface Game { gameId: number; gameName: string; vassalage: string }

async function slotNamed(request: Parameters<typeof platformGet>[0], vassalage: string, offset: number): Promise<Game> {
  const page = await platformGet<{ list: Game[] }>(request, 'bdwin', `/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=${vassalage}&pageSize=${offset + 1}`);
  const game = page.list[offset];
  if (!game) throw new Error('no game');
  return game;
}

/** The header balance in minor units, once it shows a figure (not the refreshing placeholder). */
async function headerBalance(page: Page): Promise<number> {
  const button = page.getByRole('banner').getByRole('button', { name: 'Balance, click to refresh' });
  await expect(button).toHaveText(/\d\.\d{2}$/);
  const match = /([\d,]+\.\d{2})\s*$/.exec((await button.textContent()) ?? '');
  return match?.[1] ? Math.round(Number(match[1].replace(/,/g, '')) * 100) : NaN;
}

async function memberOnSlots(page: Page): Promise<void> {
  await openSignedIn(page, 'bdwin', 'member01', 'Member@123');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Balance, click to refresh' })).toHaveText(/\d\.\d{2}$/);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Slots', exact: true }).first().click();
  await expect(page.getByRole('heading', { name: 'Slots', level: 1 })).toBeVisible();
}

test('member: search by name, favourite, FAV, launch, play a round; the balance moves by the net', async ({ page, request }) => {
  const game = await slotNamed(request, 'JILI', 7);
  await memberOnSlots(page);
  const list = page.getByRole('list', { name: 'Games' });
  await expect(list.getByRole('listitem').first()).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search games' }).fill(game.gameName.toLowerCase());
  const tile = list.getByRole('button', { name: `Play ${game.gameName}`, exact: true });
  await expect(tile).toBeVisible();
  const favourite = list.getByRole('button', { name: `Favourite ${game.gameName}`, exact: true });
  await favourite.click();
  await expect(favourite).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('searchbox', { name: 'Search games' }).fill('');
  await page.getByRole('tab', { name: 'Favourites' }).click();
  await expect(page.getByRole('tab', { name: 'Favourites' })).toHaveAttribute('aria-selected', 'true');
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('button', { name: `Play ${game.gameName}`, exact: true })).toBeVisible();

  const before = await headerBalance(page);
  await list.getByRole('button', { name: `Play ${game.gameName}`, exact: true }).click();
  await expect(page).toHaveURL(/\/game$/);
  const frameElement = page.locator('iframe[title="Game"]');
  await expect(frameElement).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-forms allow-popups');
  await expect(frameElement).toHaveAttribute('referrerpolicy', 'no-referrer');
  // The game runs on the provider's own origin (the permission list), so `allow-same-origin`
  // keeps it isolated: it cannot reach into the portal.
  await expect(frameElement).toHaveAttribute('src', new RegExp(`^http://games\\.localhost:${process.env.PORTAL_E2E_PORT}/demo-games/slot\\?ticket=`));
  const frame = page.frameLocator('iframe[title="Game"]');
  await expect(frame.getByRole('heading', { name: game.gameName })).toBeVisible();
  const reach = await frame.locator('body').evaluate(() => {
    try {
      return window.parent.document.title ? 'portal reachable' : 'portal reachable';
    } catch {
      return 'isolated';
    }
  });
  expect(reach).toBe('isolated');
  await frame.getByLabel('Bet').selectOption('500');
  await frame.getByRole('button', { name: 'Spin' }).click();
  const result = frame.locator('#result');
  await expect(result).toHaveAttribute('data-net', /^-?\d+$/);
  const net = Number(await result.getAttribute('data-net'));
  await expect.poll(() => headerBalance(page)).toBe(before + net);
});

test('guest: clicking a game opens the login popup', async ({ page }) => {
  await openInEnglish(page, 'bdwin', '/rng');
  const list = page.getByRole('list', { name: 'Games' });
  await list.getByRole('button', { name: /^Play / }).first().click();
  await expect(page.getByRole('dialog', { name: 'Please log in' })).toBeVisible();
  await expect(page).toHaveURL(/\/rng$/);
});

test('a vendor under maintenance shows its dialog with popular games', async ({ page, request }) => {
  const game = await slotNamed(request, 'PP', 3);
  const set = await request.post(platformUrl('/dev/games/maintenance'), { headers: { Merchant: 'bdwin' }, data: { vassalage: 'PP' } });
  expect(set.ok()).toBe(true);
  try {
    await memberOnSlots(page);
    await page.getByRole('searchbox', { name: 'Search games' }).fill(game.gameName);
    await page.getByRole('list', { name: 'Games' }).getByRole('button', { name: `Play ${game.gameName}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Pragmatic Play is under maintenance' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('list', { name: 'Popular games' }).getByRole('button').first()).toBeVisible();
    await expect(page).toHaveURL(/\/rng$/);
  } finally {
    await request.post(platformUrl('/dev/games/maintenance'), { headers: { Merchant: 'bdwin' }, data: { vassalage: 'PP', clear: true } });
  }
});

test('a launch URL on a host outside the permission list is refused', async ({ page, request }) => {
  const game = await slotNamed(request, 'PG', 2);
  // The real platform never answers a launch with a URL outside its permission list
  // (launchGameCDNs): this invented answer checks the portal's defence against a misbehaving
  // platform, not the platform. Slow, so the launch loader can be seen.
  await page.route('**/wps/game/launchGame', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({ success: true, value: { game_url: 'https://evil.example/play' }, message: null, errorCode: null }),
    });
  });
  await memberOnSlots(page);
  await page.getByRole('searchbox', { name: 'Search games' }).fill(game.gameName);
  await page.getByRole('list', { name: 'Games' }).getByRole('button', { name: `Play ${game.gameName}`, exact: true }).click();
  await expect(page.getByRole('progressbar', { name: 'Starting the game' })).toBeVisible();
  await expect(page.getByText('Invalid URL, please contact customer service')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Starting the game' })).toBeHidden();
  await expect(page).toHaveURL(/\/rng$/);
  // A stored frame URL on another host is refused by /game too.
  await page.evaluate(() => sessionStorage.setItem('iframeUrl', 'https://evil.example/play'));
  await page.goto(merchantUrl('bdwin', '/game'));
  await expect(page.getByRole('alert')).toHaveText('Invalid URL, please contact customer service');
  await expect(page.locator('iframe')).toHaveCount(0);
  // So is one on the portal's own origin: the game provider is not served there, and a framed
  // page of the portal's origin with allow-same-origin could lift its sandbox.
  await page.evaluate((url) => sessionStorage.setItem('iframeUrl', url), merchantUrl('bdwin', '/demo-games/slot?ticket=x'));
  await page.goto(merchantUrl('bdwin', '/game'));
  await expect(page.getByRole('alert')).toHaveText('Invalid URL, please contact customer service');
  await expect(page.locator('iframe')).toHaveCount(0);
});

test('the 10,000-game list stays a small DOM however far one scrolls', async ({ page, request }) => {
  const lastGame = (await platformGet<{ list: Game[] }>(request, 'bdwin', '/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=10000&pageSize=1')).list[0];
  await openInEnglish(page, 'bdwin', '/rng');
  const list = page.getByRole('list', { name: 'Games' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  await expect(page.getByText('10000 games')).toBeVisible();
  for (const fraction of [0.25, 0.5, 1]) {
    // One scroll area: the grid virtualises against the window, not a box of its own.
    await page.evaluate((f) => window.scrollTo(0, document.documentElement.scrollHeight * f), fraction);
    // Two frames: the scroll's event and the render it set off have run.
    await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
    const nodes = await page.evaluate(() => document.getElementsByTagName('*').length);
    expect(nodes).toBeLessThan(1500);
  }
  // At the very end the last game of the 10,000 is rendered.
  await expect(list.locator(`[data-game-id="${lastGame?.gameId}"]`)).toBeVisible();
});

test('cockfight lobby (DS88) launches into the frame', async ({ page }) => {
  await openSignedIn(page, 'bdwin', 'member01', 'Member@123');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Balance, click to refresh' })).toHaveText(/\d\.\d{2}$/);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Cockfight', exact: true }).click();
  // A hero card per vendor: its art (loaded), its name, what it offers, one action.
  const card = page.getByRole('list', { name: 'Vendors' }).getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'DS88 Sabong' }) });
  await expect(card.getByText('Live derbies from the arenas, every day')).toBeVisible();
  await expect.poll(() => card.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByRole('heading', { name: 'Cockfight' })).toHaveCount(1); // no second title from a config block
  await card.getByRole('button', { name: 'Play DS88 Sabong' }).click();
  await expect(page).toHaveURL(/\/game$/);
  await expect(page.frameLocator('iframe[title="Game"]').getByRole('heading', { name: 'DS88 Sabong' })).toBeVisible();
});

test('lottery: pick a SEA game, draw in the frame; the balance moves by the net', async ({ page }) => {
  await openSignedIn(page, 'bdwin', 'member01', 'Member@123');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Balance, click to refresh' })).toHaveText(/\d\.\d{2}$/);
  await page.goto(merchantUrl('bdwin', '/seaLottery?gameCode=LAO'));
  await expect(page.getByRole('heading', { name: 'Lao Lottery', level: 2 })).toBeVisible();
  // Its play types, the game's default chosen; its draws in its own format (four digits).
  await expect(page.getByRole('navigation', { name: 'Play types' }).getByRole('link', { name: 'Top 2', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('table', { name: 'Latest draws' }).getByRole('img').first()).toHaveAccessibleName(/^Draw \d+: \d \d \d \d$/);
  await expect(page.getByRole('table', { name: 'Latest draws' }).getByRole('row')).toHaveCount(5);
  const before = await headerBalance(page);
  await page.getByRole('button', { name: 'Play now' }).click();
  await expect(page).toHaveURL(/\/game$/);
  const frame = page.frameLocator('iframe[title="Game"]');
  await frame.getByRole('button', { name: 'Pick 7' }).click();
  await frame.getByRole('button', { name: 'Draw' }).click();
  const result = frame.locator('#result');
  await expect(result).toHaveAttribute('data-net', /^-?\d+$/);
  const net = Number(await result.getAttribute('data-net'));
  await expect.poll(() => headerBalance(page)).toBe(before + net);
});

test('e-lottery: a guest sees the groups and draws; playing asks for a login', async ({ page }) => {
  await openInEnglish(page, 'bdwin', '/elott');
  await expect(page.getByRole('navigation', { name: 'E-Lottery' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Latest draws' }).getByRole('row')).toHaveCount(5);
  await page.getByRole('button', { name: 'Play now' }).click();
  await expect(page.getByRole('dialog', { name: 'Please log in' })).toBeVisible();
});

test('lottery lobby: each game card shows its last draw the way it draws; Fast 3 throws dice', async ({ page }) => {
  await openSignedIn(page, 'vnlotto', 'member01', 'Member@123');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Balance, click to refresh' })).toBeVisible();
  await page.goto(merchantUrl('vnlotto', '/lottery'));
  const cards = page.locator('.lottery-card');
  await expect(cards.first()).toBeVisible();
  const fast3 = cards.filter({ hasText: 'Fast 3' });
  await expect(fast3.getByRole('img', { name: /^Last draw: [1-6] [1-6] [1-6]$/ })).toBeVisible();
  await expect(fast3.locator('svg.die')).toHaveCount(3);
  await expect(fast3).toContainText(/Next draw in \d\d:\d\d/);
  await fast3.click();
  await expect(page.getByRole('heading', { name: 'Fast 3 (1 min)', level: 2 })).toBeVisible();
  const types = page.getByRole('navigation', { name: 'Play types' });
  await types.getByRole('link', { name: 'Triple' }).click();
  await expect(page).toHaveURL(/playType=TRIPLE/);
  await expect(types.getByRole('link', { name: 'Triple' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('table', { name: 'Latest draws' }).locator('svg.die')).toHaveCount(15);
});
