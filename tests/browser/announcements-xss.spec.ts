// Announcement popup: 8 per page, a title click expands and collapses, and notice HTML is
// sanitised — an XSS payload corpus executes nothing and leaves no active content in the DOM.
//
// The reference platform has no announcement call yet (MCSFE_getListAnnouncements), so this test
// answers that one request with the corpus; everything else comes from the real platform.
import { test, expect, merchantUrl } from './fixtures.ts';

const PAYLOADS = [
  '<img src=x onerror="window.__xss=1">',
  '<script>window.__xss=2</script>',
  '<svg onload="window.__xss=3"><circle r="1"/></svg>',
  '<a href="javascript:window.__xss=4">javascript link</a>',
  '<iframe src="javascript:window.__xss=5"></iframe>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=6">',
  '<div style="background:url(javascript:window.__xss=7)">styled</div>',
  '<details open ontoggle="window.__xss=8"><summary>s</summary></details>',
  '<form><button formaction="javascript:window.__xss=9">form button</button></form>',
  '<object data="javascript:window.__xss=10"></object>',
  '<input autofocus onfocus="window.__xss=11">',
  '<a href="data:text/html,<script>parent.__xss=12</script>">data link</a>',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=13>">',
  '<svg><animate onbegin="window.__xss=14" attributeName="x" dur="1s"/></svg>',
  '<p>Safe <b>bold</b> text with a <a href="https://example.com/promo">link</a></p>',
];

const notices = PAYLOADS.map((content, i) => ({
  id: i + 1,
  title: i === 0 ? '<img src=x onerror="window.__xss=99"> Title 1' : `Notice ${i + 1}`,
  startDateStr: `2025-01-${String(i + 1).padStart(2, '0')}`,
  content,
}));

// Chromium reports a CSP violation whenever HTML with an inline handler is parsed at all, even
// into DOMPurify's inert document: the Content-Security-Policy blocks it there, and DOMPurify then
// drops the attribute before anything reaches the page (asserted below). Only that report is
// expected; any other console error still fails the test.
test.use({ expectedConsoleErrors: [/^Executing inline event handler violates the following Content Security Policy directive 'script-src 'self''/] });

test('the announcement corpus executes nothing; 8 per page; titles expand and collapse', async ({ page }) => {
  await page.addInitScript(() => {
    if (window.top === window) localStorage.setItem('hisLang', 'EN');
  });
  await page.route('**/wps/relay/MCSFE_getListAnnouncements*', (route) =>
    route.fulfill({ json: { success: true, value: { player: notices, popup: [], banners: [], promotion: [] }, message: null, errorCode: null } }),
  );
  await page.goto(merchantUrl('bdwin'));
  const popup = page.getByRole('dialog', { name: 'Announcements' });
  await expect(popup).toBeVisible(); // bdwin's marquee opens the popup once per session

  const titles = popup.locator('.announcement-title');
  await expect(titles).toHaveCount(8);
  // The title is text, never markup.
  await expect(titles.first()).toContainText('<img src=x onerror="window.__xss=99"> Title 1');

  for (let pageNo = 1; pageNo <= 2; pageNo++) {
    await popup.getByRole('navigation', { name: 'Announcement pages' }).getByRole('button', { name: String(pageNo), exact: true }).click();
    const count = await titles.count();
    expect(count).toBe(pageNo === 1 ? 8 : PAYLOADS.length - 8);
    for (let i = 0; i < count; i++) {
      const title = titles.nth(i);
      await title.click();
      await expect(title).toHaveAttribute('aria-expanded', 'true');
      const content = popup.locator('.announcement-content');
      await expect(content).toHaveCount(1);
      // No active content survived sanitising.
      expect(await content.locator('script, iframe, object, embed, form, input, style, [onerror], [onload], [onfocus], [ontoggle], [onbegin], [style]').count()).toBe(0);
      // A link keeps an http(s) target or loses its href altogether.
      for (const href of await content.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
        if (href !== null) expect(href).toMatch(/^https?:/);
      }
      const links = content.locator('a[href]');
      if ((await links.count()) > 0) await expect(links.first()).toHaveAttribute('rel', 'noopener noreferrer');
      await title.click();
      await expect(title).toHaveAttribute('aria-expanded', 'false');
    }
  }
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  // The safe markup still renders.
  await titles.last().click();
  await expect(popup.locator('.announcement-content b')).toHaveText('bold');
});
