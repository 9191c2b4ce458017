// Waiting for a page to settle by what it does, not by a fixed pause: the requests it has open,
// counted from the browser's own request events (the fixture starts counting on every page).
import type { Page, Request } from '@playwright/test';

/** The requests each page has open, as the browser reports them (see settled). */
const openRequests = new WeakMap<Page, Set<Request>>();

/**
 * Starts counting `page`'s open requests (its frames' too). The notification stream is left out:
 * it stays open for as long as a member is signed in.
 */
export function trackRequests(page: Page): Set<Request> {
  let open = openRequests.get(page);
  if (open) return open;
  const requests = new Set<Request>();
  open = requests;
  openRequests.set(page, requests);
  page.on('request', (request) => {
    if (!request.url().includes('/notifications/stream')) requests.add(request);
  });
  page.on('requestfinished', (request) => requests.delete(request));
  page.on('requestfailed', (request) => requests.delete(request));
  return open;
}

/**
 * Run in the page: answers once the main thread has nothing more urgent to run. A background-priority
 * task (scheduler.postTask) runs after every pending task of higher priority (a response's
 * handler, React's render slices, a frame), where requestIdleCallback also waits for an idle period
 * after a frame, which a busy machine's renderer seldom gets: there it waited for its time limit.
 */
function mainThreadIdle(): Promise<void> {
  return new Promise<void>((done) => {
    const scheduler = (globalThis as { scheduler?: { postTask(task: () => void, options: { priority: string }): Promise<void> } }).scheduler;
    if (scheduler) void scheduler.postTask(() => done(), { priority: 'background' });
    else if (typeof requestIdleCallback === 'function') requestIdleCallback(() => done(), { timeout: 1_000 });
    else setTimeout(done, 0);
  });
}

/**
 * The page has settled after a load or an in-app walk: no request open (a route's lazy chunk, its
 * data, its images) and nothing showing `.loading` for `quietMs` on end, and then the page's main
 * thread idle (what a response set off, a render and the requests it makes, has run) with still
 * nothing open. It answers as soon as that is so, where a fixed pause (and `networkidle`, which
 * signed-in pages never reach and which costs 500 ms on every guest page) waited the same time on
 * every page whatever it did. The fixture counts every request of its page from the start; another
 * page is counted from its first call here (an earlier load is covered by `load`).
 */
export async function settled(page: Page, quietMs = 100, timeoutMs = 20_000): Promise<void> {
  const open = trackRequests(page);
  await page.waitForLoadState('load');
  const start = Date.now();
  const busy = async () => open.size > 0 || (await page.locator('.loading').count()) > 0;
  let quietSince = Date.now();
  for (;;) {
    if (await busy()) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) {
      await page.evaluate(mainThreadIdle);
      if (!(await busy())) return;
      quietSince = Date.now();
    }
    if (Date.now() - start > timeoutMs) {
      throw new Error(`the page did not settle in ${timeoutMs} ms; open: ${[...open].map((r) => r.url()).join(', ') || 'none'}, .loading: ${await page.locator('.loading').count()}`);
    }
    await new Promise((done) => setTimeout(done, 25));
  }
}
