// Installable, in Chromium against the real platform: the page names the
// merchant's manifest and theme colour; the service worker takes control, keeps the build's hashed
// files and the offline page and nothing else — after a member has signed in and opened pages with
// their balance and history, no platform answer is in any cache; with the network gone, a page
// that cannot load is the merchant's offline page in its own language, and its link brings the
// portal back once the network returns.
import { expect, merchantUrl, test } from './fixtures.ts';
import { shot } from './shots.ts';
import { expectLoggedIn, logIn, openInEnglish } from './helpers.ts';

// The rest of the suite runs without workers (playwright.config.ts); this spec is about the worker.
// Going offline under a signed-in page fails its live notification stream: the browser logs that.
test.use({ serviceWorkers: 'allow', expectedConsoleErrors: [/ERR_INTERNET_DISCONNECTED/] });

/** The paths of every request any cache of the page's origin holds. */
const cachedPaths = (page: import('@playwright/test').Page) =>
  page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  });

test('bdwin: manifest, a worker that keeps only build files, and an offline page', async ({ page, context }) => {
  await openInEnglish(page, 'bdwin', '/login');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#00533d');
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toMatch(/\/sw\.js$/);

  await logIn(page, 'member01', 'Member@123');
  await expectLoggedIn(page, 'member01');
  await page.goto(merchantUrl('bdwin', '/member?page=transactionHistory'));
  await expect(page.getByRole('main').getByRole('heading', { name: 'Transactions' })).toBeVisible();
  const cached = await cachedPaths(page);
  expect(cached).toContain('/offline.html');
  expect(cached.filter((path) => path.startsWith('/assets/')).length).toBeGreaterThan(3);
  expect(cached.filter((path) => path !== '/offline.html' && !path.startsWith('/assets/'))).toEqual([]);

  await context.setOffline(true);
  await page.goto(merchantUrl('bdwin', '/promotions'));
  await expect(page.getByRole('heading', { name: 'আপনি অফলাইনে আছেন' })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, '/tmp/installable/offline-bdwin-390.png');
  await context.setOffline(false);
  await page.getByRole('link', { name: 'আবার চেষ্টা করুন' }).click();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page).toHaveURL(merchantUrl('bdwin', '/'));
});
