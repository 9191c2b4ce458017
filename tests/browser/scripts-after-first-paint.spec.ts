// The guest home paints from its HTML and inline CSS alone, and the portal's scripts are asked for
// only after that paint (portal-page/inline-loader.ts): Chrome otherwise
// requests the entry and its ~28 preloaded chunks before painting, and Lighthouse's phone
// simulation makes the paint wait for all of them. Then the page boots and hydrates as before
// (no console error: the fixture), and each branding file is fetched once.
import { expect, MERCHANTS, merchantUrl, test } from './fixtures.ts';
import { WHOLE_BROWSER } from './whole-browser.ts';

// The whole browser, as a visitor's (and Lighthouse's): it paints and fetches the favicon as they do.
test.use({ ...WHOLE_BROWSER, viewport: { width: 390, height: 844 } });

for (const merchant of MERCHANTS) {
  test(`${merchant}: no script is requested before the first paint; the portal then starts`, async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(merchantUrl(merchant, '/'));
    // The loader has added the entry: the portal boots (its notification region is React's).
    await expect(page.locator('head script[type="module"][src^="/assets/index-"]')).toHaveCount(1);
    await expect.poll(() => page.evaluate(() => performance.getEntriesByType('resource').filter((e) => e.name.includes('/wps/system/status')).length)).toBeGreaterThan(0);
    const order = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      const scripts = performance.getEntriesByType('resource').filter((entry) => /\/assets\/[^/]+\.js$/.test(new URL(entry.name).pathname));
      return { paint: paint?.startTime ?? null, scripts: scripts.map((entry) => ({ name: new URL(entry.name).pathname, start: entry.startTime })) };
    });
    expect(order.paint, 'the first contentful paint').not.toBeNull();
    expect(order.scripts.length).toBeGreaterThan(3);
    for (const script of order.scripts) expect(script.start, `${script.name} asked for after the first paint`).toBeGreaterThanOrEqual(order.paint!);
    // The page's own module preloads are the loader's, and the app chunks load once.
    const entries = requested.filter((path) => path.startsWith('/assets/index-') && path.endsWith('.js'));
    expect(entries).toHaveLength(1);
    // The logo and the favicon are each asked for once. (cnstar's guard moves a guest's address to
    // /login after hydration, and Chromium asks for the icon again on that move: its own request.)
    await page.waitForLoadState('networkidle');
    expect(requested.filter((path) => path === '/merchant-assets/logo.svg'), 'logo.svg').toHaveLength(1);
    if (merchant !== 'cnstar') expect(requested.filter((path) => path === '/merchant-assets/favicon.svg'), 'favicon.svg').toHaveLength(1);
  });
}
