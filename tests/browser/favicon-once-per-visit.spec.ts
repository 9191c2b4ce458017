// The favicon is fetched once for a visit, not again on every in-app walk. The page the platform
// serves names it (<link rel="icon">) and the portal never touches that element. Chromium looks
// the icon up again after each same-document navigation when it has no favicon database (an
// off-the-record profile: incognito, and Playwright's contexts), and that look-up shows up as a
// request in the browser's own events; the HTTP cache answers it (Cache-Control on
// /merchant-assets/) and the platform never hears of it. So this counts what reaches the platform,
// in its request log, and what the browser took from the network rather than its cache.
import { existsSync, readFileSync } from 'node:fs';
import { expect, merchantUrl, test } from './fixtures.ts';
import { openInEnglish, settled } from './helpers.ts';
import { WHOLE_BROWSER } from './whole-browser.ts';

// The headless shell has no tab to show an icon in and never fetches one.
test.use(WHOLE_BROWSER);

const ICON = '/merchant-assets/favicon.svg';
const logFile = `${process.env.PORTAL_E2E_DATA_DIR}-platform.log`;

/** The platform's answers for bdwin's favicon so far (its request log, one JSON line each). */
const servedIcons = (): number => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : '').split('\n').filter((line) => {
  if (!line.includes(ICON)) return false;
  const entry = JSON.parse(line) as { msg?: string; path?: string; merchant?: string };
  return entry.msg === 'request' && entry.path === ICON && entry.merchant === 'bdwin';
}).length;

test('bdwin: a walk through five pages fetches the favicon once, with the page', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // What the browser fetched from the network (not its cache) for the icon.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const fromNetwork: string[] = [];
  cdp.on('Network.responseReceived', (event: { response: { url: string; fromDiskCache?: boolean; fromPrefetchCache?: boolean } }) => {
    if (new URL(event.response.url).pathname === ICON && !event.response.fromDiskCache && !event.response.fromPrefetchCache) fromNetwork.push(new URL(event.response.url).pathname);
  });
  const before = servedIcons();
  await openInEnglish(page, 'bdwin', '/');
  await settled(page);
  await page.evaluate(() => { (window as unknown as { __icon: Element | null }).__icon = document.querySelector('link[rel="icon"]'); });

  const nav = page.getByRole('navigation');
  for (const [name, path] of [['Slots', '/rng'], ['Promotions', '/promotions'], ['Home', '/'], ['Slots', '/rng'], ['Promotions', '/promotions']] as const) {
    await nav.getByRole('link', { name, exact: true }).first().click();
    await expect(page).toHaveURL(merchantUrl('bdwin', path));
    await settled(page);
  }

  // The one <link rel="icon"> is still the server's, pointing where it did.
  expect(await page.evaluate(() => {
    const links = document.querySelectorAll('link[rel~="icon"]');
    return links.length === 1 && links[0] === (window as unknown as { __icon: Element | null }).__icon && links[0].getAttribute('href');
  })).toBe(ICON);
  expect(fromNetwork, 'favicon answers the browser took from the network').toEqual([ICON]);
  await expect.poll(servedIcons).toBe(before + 1);
});
