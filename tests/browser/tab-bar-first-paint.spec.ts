// The browser may paint a page before it has read all of it. The tab bar comes last in the served
// HTML, so a first paint could show a tab's icon with its label still to come; the icons were centred
// with their labels and then moved up 9 px when the label arrived (a layout shift seen on a cold
// server's first page). Here the page is cut right after the games tab's icon and shown without its
// scripts: that icon stands where the home tab's, drawn with its label, stands.
import { test, expect, merchantUrl } from './fixtures.ts';
import { platformUrl } from './helpers.ts';

test('bdwin: a tab bar cut before a label has its icons where the whole one has them', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const url = merchantUrl('bdwin', '/');
  const html = await (await request.get(platformUrl('/'), { headers: { Merchant: 'bdwin' } })).text();
  const bar = html.indexOf('<nav class="tab-bar"');
  expect(bar, 'the served page has the tab bar').toBeGreaterThan(0);
  // The end of the second tab's icon: its first </svg> after the first tab's.
  const firstIcon = html.indexOf('</svg>', bar);
  const cut = html.indexOf('</svg>', firstIcon + 1) + '</svg>'.length;
  await page.route((address) => address.href === url, (route) => route.fulfill({ contentType: 'text/html', body: html.slice(0, cut) }));
  await page.route(/\.js(\?|$)/, (route) => route.abort());
  await page.goto(url, { waitUntil: 'load' });
  const icons = page.locator('.tab-bar a svg');
  await expect(icons).toHaveCount(2);
  await expect(page.locator('.tab-bar a').nth(1).locator('.tab-label')).toHaveCount(0);
  const [home, games] = await icons.evaluateAll((svgs) => svgs.map((svg) => svg.getBoundingClientRect().top));
  expect(games).toBe(home);
});
