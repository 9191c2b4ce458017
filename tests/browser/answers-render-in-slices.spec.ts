// A call's answer is drawn in a deferred, concurrent render, not in the task it arrives in. SWR
// hands answers to React through useSyncExternalStore, whose updates React renders synchronously:
// the home's winner board and game lists were drawn in one long task right after their answer,
// the biggest part of a phone's total blocking time. The query layer (src/portal/api/query.ts)
// shows answers through a deferred value, so the drawing is scheduled as its own interruptible
// work. Seen from the page: when the task the winners' JSON is read in has run its microtasks
// (where React flushes a synchronous render), the board has no rows yet; the rows follow.
import { expect, merchantUrl, test } from './fixtures.ts';
import { openInEnglish } from './helpers.ts';

/**
 * Notes, for the winners call, how many rows the board shows at the end of the task its answer is
 * read in: after a chain of microtasks far longer than SWR's hand-over and React's synchronous
 * flush. (A message posted to the next task could run after a render task React had queued before
 * the answer came, which then drew the deferred rows too.)
 */
function watchWinnersAnswer() {
  const w = window as unknown as { __rowsAfterAnswer?: number[] };
  w.__rowsAfterAnswer = [];
  const json = Response.prototype.json;
  Response.prototype.json = function (this: Response) {
    const url = this.url;
    return json.call(this).then((value: unknown) => {
      if (url.includes('GCSGAME_getRankList')) {
        let depth = 0;
        const count = () => {
          if (++depth < 500) queueMicrotask(count);
          else w.__rowsAfterAnswer!.push(document.querySelectorAll('.winner-board .winner-amount').length);
        };
        queueMicrotask(count);
      }
      return value;
    });
  };
}

test('bdwin home: the winner board is drawn after the task its answer arrives in, then shown', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(watchWinnersAnswer);
  await page.goto(merchantUrl('bdwin'));
  const rows = page.locator('.winner-board .winner-amount');
  await expect(rows.first()).toBeVisible({ timeout: 60_000 });
  const seen = await page.evaluate(() => (window as unknown as { __rowsAfterAnswer: number[] }).__rowsAfterAnswer);
  expect(seen.length).toBeGreaterThan(0);
  // Synchronously rendered, the rows would already be there by the end of that task.
  expect(seen[0]).toBe(0);
  expect(await rows.count()).toBeGreaterThan(0);
});

// Only a later answer to the same key waits: a new key shows its own state at once. Deferring
// across keys showed the previous key's data for a render, so a search's list ran under the new
// query with the old list's count, and its rows swapped the tiles for empty ones until the answer
// came; a tile whose dialog was open was replaced, and closing the dialog had nothing to give focus
// back to (the vendor maintenance dialog's check in accessibility-dialogs.spec.ts failed so).
test('bdwin slots: a search answered under an open dialog keeps the tile that opened it', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await openInEnglish(page, 'bdwin', '/rng');
  const list = page.getByRole('list', { name: 'Games' });
  const first = list.getByRole('button', { name: /^Play / }).first();
  await expect(first).toBeVisible({ timeout: 60_000 });
  const name = (await first.getAttribute('aria-label'))!.replace(/^Play /, '');
  const count = page.locator('.games-count');
  const whole = await count.textContent();
  // The search's answer waits until the dialog is open and the search has been asked for.
  let asked!: () => void;
  const searched = new Promise<void>((resolve) => { asked = resolve; });
  let release!: () => void;
  const held = new Promise<void>((resolve) => { release = resolve; });
  await page.route((url) => url.pathname.endsWith('/GCSGAME_gameList') && url.searchParams.get('gameName') === name, async (route) => {
    asked();
    await held;
    await route.continue();
  });
  await page.getByRole('searchbox', { name: 'Search games' }).fill(name);
  const play = list.getByRole('button', { name: `Play ${name}`, exact: true });
  await play.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const tile = await play.elementHandle();
  await searched;
  // The typed query, not yet answered: the tile is still the one that was clicked.
  expect(await tile.evaluate((el) => el.isConnected)).toBe(true);
  release();
  await expect(count).not.toHaveText(whole!); // the search's list is on screen
  expect(await tile.evaluate((el) => el.isConnected)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(play).toBeFocused();
});
