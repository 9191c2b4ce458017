// Regression: the demo game page reported each round with postMessage(..., '*'), so any page
// that framed it heard the member's bets, wins and balance. It now posts only to the portal origin
// that launched the game (named by the platform in the state call).
import type { Page } from '@playwright/test';
import { test, expect, merchantUrl } from './fixtures.ts';
import { openSignedIn } from './sign-in-shortcut.ts';

/** Frames `gameUrl` in `page`'s document and records the origins of round reports it receives. */
async function frameGame(page: Page, gameUrl: string, title: string): Promise<void> {
  await page.evaluate(([url, name]) => {
    const w = window as unknown as { reports: string[] };
    w.reports = [];
    window.addEventListener('message', (event) => {
      if ((event.data as { type?: string } | null)?.type === 'demo-game:round') w.reports.push(event.origin);
    });
    const frame = document.createElement('iframe');
    frame.src = url;
    frame.title = name;
    document.body.append(frame);
  }, [gameUrl, title] as const);
}

async function spin(page: Page, title: string): Promise<void> {
  const frame = page.frameLocator(`iframe[title="${title}"]`);
  await frame.getByRole('button', { name: 'Spin' }).click();
  await expect(frame.locator('#result')).toHaveAttribute('data-net', /^-?\d+$/);
}

const reports = (page: Page) => page.evaluate(() => (window as unknown as { reports: string[] }).reports);

test('a game reports its rounds to the portal that launched it, and to no other page that frames it', async ({ page, context }) => {
  await openSignedIn(page, 'bdwin', 'member01', 'Member@123');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Balance, click to refresh' })).toHaveText(/\d\.\d{2}$/);
  // The launch the portal makes, with the portal's own token.
  const gameUrl = await page.evaluate(async () => {
    const headers = { 'Content-Type': 'application/json', Merchant: 'bdwin', Authorization: sessionStorage.getItem('token') ?? '' };
    const list = await (await fetch('/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=1', { headers })).json();
    const launched = await fetch('/wps/game/launchGame', { method: 'POST', headers, body: JSON.stringify({ gameId: list.value.list[0].gameId, launchMode: 'GLS' }) });
    return (await launched.json()).value.game_url as string;
  });

  // Another merchant's portal is a host the game may be framed by; it frames the same game.
  const other = await context.newPage();
  await other.goto(merchantUrl('vnlotto', '/'));
  await frameGame(other, gameUrl, 'Foreign frame');
  await spin(other, 'Foreign frame');

  await frameGame(page, gameUrl, 'Launching portal frame');
  await spin(page, 'Launching portal frame');
  const gameOrigin = new URL(gameUrl).origin;
  await expect.poll(() => reports(page)).toEqual([gameOrigin]);
  expect(await reports(other)).toEqual([]);
});
