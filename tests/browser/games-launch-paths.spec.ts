// The gameLaunch machine's model-based paths (flows/paths: every state and transition) run in
// the browser against the real portal and platform. User steps are UI actions (click a tile, log
// in, go to /game, dismiss); each launch call is held until the path's outcome step, which lets it
// through to the real platform for every outcome the platform produces: a URL (member01), vendor
// maintenance (set through the dev endpoint), a low balance (the seeded empty01, an empty wallet,
// gets the platform's real launch_game_balance_not_enough). Two outcomes are not the platform's:
// a network failure is a faked network edge (the call is aborted), and "no url" is an answer the
// real platform never gives — that path checks the portal's defence against a misbehaving
// platform. After every step the page must show what the model's state means.
import type { Page, Route } from '@playwright/test';
import { generatePaths } from '../../flows/paths/generate.ts';
import { gameLaunchModel } from '../../flows/paths/models.ts';
import { test, expect, merchantUrl, type MerchantCode } from './fixtures.ts';

const gameOrigin = () => `http://games.localhost:${process.env.PORTAL_E2E_PORT}`;
import { logIn, platformGet, platformUrl, settled } from './helpers.ts';

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


const { paths } = generatePaths(gameLaunchModel);

/**
 * Types a name into the slots search and waits for the platform's answer: the list's count
 * changes only then (the search waits for a pause in typing, during which no request is open, so
 * `settled` alone could answer before it and a tile click meet the list being replaced).
 */
async function searchFor(page: Page, name: string): Promise<void> {
  const count = page.locator('.games-count');
  await expect(count).toBeVisible();
  const before = (await count.textContent()) ?? '';
  await page.getByRole('searchbox', { name: 'Search games' }).fill(name);
  await expect(count).not.toHaveText(before);
  await expect(count).toBeVisible();
}

interface Game { gameId: number; gameName: string; vassalage: string }

class HeldLaunches {
  private routes: Route[] = [];
  private waiters: ((route: Route) => void)[] = [];
  count = 0;
  async install(page: Page): Promise<void> {
    await page.route('**/wps/game/launchGame', (route) => {
      this.count++;
      const waiter = this.waiters.shift();
      if (waiter) waiter(route);
      else this.routes.push(route);
    });
  }
  next(): Promise<Route> {
    const route = this.routes.shift();
    return route ? Promise.resolve(route) : new Promise((resolve) => this.waiters.push(resolve));
  }
}

async function expectState(page: Page, state: string, game: Game): Promise<void> {
  const loader = page.getByRole('progressbar', { name: 'Starting the game' });
  switch (state) {
    case 'idle':
      await expect(loader).toHaveCount(0);
      await expect(page.getByRole('dialog', { name: 'Please log in' })).toHaveCount(0);
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
      return;
    case 'loginRequired':
      await expect(page.getByRole('dialog', { name: 'Please log in' })).toBeVisible();
      return;
    case 'launching':
      await expect(loader).toBeVisible();
      return;
    case 'playing':
      await expect(page).toHaveURL(/\/game$/);
      // The demo provider's own origin, never the portal's.
      await expect(page.locator('iframe[title="Game"]')).toHaveAttribute('src', new RegExp(`^${gameOrigin().replace(/[.?]/g, '\\$&')}/demo-games/slot\\?ticket=`));
      await expect(page.frameLocator('iframe[title="Game"]').getByRole('heading', { name: game.gameName })).toBeVisible();
      return;
    case 'maintenance':
      await expect(page.getByRole('dialog', { name: 'JILI is under maintenance' })).toBeVisible();
      return;
    case 'balanceLow':
      await expect(page.getByRole('alertdialog').getByText('Your balance is not enough to play. Please deposit first.')).toBeVisible();
      return;
    case 'failed':
      await expect(page.getByRole('alertdialog', { name: 'Prompt' })).toBeVisible();
      return;
    default:
      throw new Error(`no check for state ${state}`);
  }
}

for (const path of paths) {
  test(`gameLaunch path: ${path.description}`, async ({ page, request, problems }) => {
    const game = (await platformGet<{ list: Game[] }>(request, 'bdwin', '/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=JILI&pageSize=5')).list[4] as Game;
    // A path whose launch ends in "balance too low" signs in as the seeded member with an empty wallet.
    const lowBalance = path.steps.some((s) => (s.event as { type: string; scenario?: string }).scenario === 'balance too low');
    const account = lowBalance ? { username: 'empty01', password: 'Member@123' } : { username: 'member01', password: 'Member@123' };
    const held = new HeldLaunches();
    await held.install(page);
    await openInEnglish(page, 'bdwin', '/rng');
    await searchFor(page, game.gameName);
    const tile = page.getByRole('list', { name: 'Games' }).getByRole('button', { name: `Play ${game.gameName}`, exact: true });
    await expect(tile).toBeVisible();
    // The search's answer has landed: a click on a tile the next list replaces would launch nothing.
    await settled(page);
    let previous = 'idle';
    try {
      for (const step of path.steps) {
        const event = step.event as { type: string; scenario?: string; loggedIn?: boolean; onGamePage?: boolean };
        switch (event.type) {
          case 'xstate.init':
            break;
          case 'SESSION':
            await logIn(page, account.username, account.password);
            await expect(page.getByRole('banner').getByRole('button', { name: 'Balance, click to refresh' })).toHaveText(/\d\.\d{2}$/);
            // Signing in lands on home; back to the slots through the navigation (no reload).
            await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Slots', exact: true }).click();
            await searchFor(page, game.gameName);
            await expect(tile).toBeVisible();
            await settled(page);
            break;
          case 'LAUNCH':
            // While a launch is under way the loader covers the page: the click goes to the tile directly.
            if (previous === 'launching') await tile.dispatchEvent('click');
            else await tile.click();
            break;
          case 'ROUTE':
            // Client-side navigation, as a link would do: the launch under way must survive it.
            await page.evaluate(() => {
              history.pushState(null, '', '/game');
              dispatchEvent(new PopStateEvent('popstate'));
            });
            await expect(page).toHaveURL(/\/game$/);
            break;
          case 'DISMISS':
            if (previous === 'loginRequired') await page.getByRole('dialog', { name: 'Please log in' }).getByRole('button', { name: 'Close' }).click();
            // The footer's Close (the dialog's corner button has the same name).
            else if (previous === 'maintenance') await page.getByRole('dialog', { name: 'JILI is under maintenance' }).getByRole('button', { name: 'Close', exact: true }).last().click();
            else await page.getByRole('alertdialog', { name: 'Prompt' }).getByRole('button', { name: 'OK' }).click();
            break;
          case 'xstate.done.actor.launchGame': {
            const route = await held.next();
            if (event.scenario === 'url') await route.continue();
            // "no url": the real platform always answers a launch with a URL, so this answer is
            // invented on purpose — it checks the portal's defence against a misbehaving platform.
            else await route.fulfill({ contentType: 'application/json', body: JSON.stringify({ success: true, value: {}, message: null, errorCode: null }) });
            break;
          }
          case 'xstate.error.actor.launchGame': {
            const route = await held.next();
            if (event.scenario === 'vendor maintenance') {
              const set = await request.post(platformUrl('/dev/games/maintenance'), { headers: { Merchant: 'bdwin' }, data: { vassalage: 'JILI' } });
              expect(set.ok()).toBe(true);
              await route.continue();
            } else if (event.scenario === 'balance too low') {
              // The real platform's answer for empty01's empty wallet.
              const answer = page.waitForResponse((r) => r.url().includes('/wps/game/launchGame'));
              await route.continue();
              const body = (await (await answer).json()) as { success: boolean; errorCode: string | null };
              expect(body).toMatchObject({ success: false, errorCode: 'launch_game_balance_not_enough' });
            } else {
              // A faked network edge: the connection fails before any answer.
              await route.abort('failed');
            }
            break;
          }
          default:
            throw new Error(`no step for ${event.type}`);
        }
        const state = String(step.state.value);
        await expectState(page, state, game);
        if (state === 'maintenance') await request.post(platformUrl('/dev/games/maintenance'), { headers: { Merchant: 'bdwin' }, data: { vassalage: 'JILI', clear: true } });
        previous = state;
      }
      // LAUNCH while launching is ignored: one launch call only.
      if (path.steps.filter((s) => s.event.type === 'LAUNCH').length > 1 && previous === 'launching') expect(held.count).toBe(1);
    } finally {
      await request.post(platformUrl('/dev/games/maintenance'), { headers: { Merchant: 'bdwin' }, data: { vassalage: 'JILI', clear: true } });
      // The browser reports the aborted call of the network scenario; that failure is the scenario.
      for (let i = problems.length - 1; i >= 0; i--) if (/net::ERR_FAILED/.test(problems[i] ?? '')) problems.splice(i, 1);
    }
  });
}
