// A call's answer is drawn in a deferred, concurrent render, not in the task it arrives in. SWR
// hands answers to React through useSyncExternalStore, whose updates React renders synchronously:
// the home's winner board and game lists were drawn in one long task right after their answer,
// the biggest part of a phone's total blocking time. The query layer (src/portal/api/query.ts)
// shows answers through a deferred value, so the drawing is scheduled as its own interruptible
// work. Seen from the page: a task queued the moment the winners' JSON is read runs before the
// board's rows are on screen, and the rows follow.
import { expect, merchantUrl, test } from './fixtures.ts';

/** Notes, for the winners call, how many rows the board shows in the first task after its answer is read. */
function watchWinnersAnswer() {
  const w = window as unknown as { __rowsAfterAnswer?: number[] };
  w.__rowsAfterAnswer = [];
  const json = Response.prototype.json;
  Response.prototype.json = function (this: Response) {
    const url = this.url;
    return json.call(this).then((value: unknown) => {
      if (url.includes('GCSGAME_getRankList')) {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          w.__rowsAfterAnswer!.push(document.querySelectorAll('.winner-board .winner-amount').length);
          channel.port1.close();
        };
        channel.port2.postMessage(null);
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
  // Synchronously rendered, the rows would already be there when that task ran.
  expect(seen[0]).toBe(0);
  expect(await rows.count()).toBeGreaterThan(0);
});
