// Announcement popup: 8 per page, a title click expands and collapses, and notice HTML is
// sanitised — an XSS payload corpus published on the REAL platform (POST /dev/announcements)
// executes nothing and leaves no active content in the DOM.
//
// The corpus goes to vnlotto in English only, after the merchant's own marquee notices (its
// content files), which the list shows after the published ones.
import { test, expect } from './fixtures.ts';
import { openInEnglish, platformGet, platformUrl } from './helpers.ts';
import { settled } from './settle.ts';

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

const XSS_TITLE = '<img src=x onerror="window.__xss=99"> Title 1';
const DAY = 24 * 60 * 60 * 1000;

// Chromium reports a CSP violation whenever HTML with an inline handler is parsed at all, even
// into DOMPurify's inert document: the Content-Security-Policy blocks it there, and DOMPurify then
// drops the attribute before anything reaches the page (asserted below). Only that report is
// expected; any other console error still fails the test.
// (The directive also names the hash of the page's one allowed inline script, the loader.)
test.use({ expectedConsoleErrors: [/^Executing inline event handler violates the following Content Security Policy directive 'script-src 'self' 'sha256-[\w+/=]+''/] });

test('the announcement corpus executes nothing; 8 per page; titles expand and collapse', async ({ page, request }) => {
  // It opens and checks each of the seventeen notices in turn.
  test.slow();
  // Newest first: notice 1 starts last, each earlier one a day before.
  const now = Date.now();
  for (const [i, content] of PAYLOADS.entries()) {
    const response = await request.post(platformUrl('/dev/announcements'), {
      headers: { Merchant: 'vnlotto' },
      data: { kind: 'player', language: 'EN', title: i === 0 ? XSS_TITLE : `Notice ${i + 1}`, content, startsAt: now - 60_000 - i * DAY },
    });
    expect(response.ok(), await response.text()).toBe(true);
  }
  // The platform hands the corpus out as published: sanitising is the portal's job.
  const served = await platformGet<{ player: { title: string; startDateStr: string; content: string }[] }>(request, 'vnlotto', '/wps/relay/MCSFE_getListAnnouncements?types=PL&language=EN');
  expect(served.player.map((n) => n.content)).toEqual(expect.arrayContaining(PAYLOADS));
  // The popup lists a notice once per title and start day (a retry publishes the corpus again).
  const total = new Set(served.player.map((n) => `${n.title}|${n.startDateStr}`)).size;
  expect(total).toBeGreaterThan(PAYLOADS.length); // the content files' notices come too
  await openInEnglish(page, 'vnlotto');
  // The marquee runs the player notices' titles as text; a click opens the popup.
  const marquee = page.locator('.marquee-line');
  await expect(marquee).toContainText(XSS_TITLE);
  await marquee.click();
  const popup = page.getByRole('dialog', { name: 'Announcements' });
  await expect(popup).toBeVisible();

  const titles = popup.locator('.announcement-title');
  await expect(titles).toHaveCount(8);
  // The title is text, never markup.
  await expect(titles.first()).toContainText(XSS_TITLE);

  for (let pageNo = 1; pageNo <= Math.ceil(total / 8); pageNo++) {
    await popup.getByRole('navigation', { name: 'Announcement pages' }).getByRole('button', { name: String(pageNo), exact: true }).click();
    const count = Math.min(8, total - (pageNo - 1) * 8);
    await expect(titles).toHaveCount(count);
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
  // A payload that ran would have run by now: its images and frames loaded, the page idle.
  await settled(page);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  // The safe markup (the last published notice, 15th in the list) still renders.
  await popup.getByRole('navigation', { name: 'Announcement pages' }).getByRole('button', { name: '2', exact: true }).click();
  await titles.filter({ hasText: `Notice ${PAYLOADS.length}` }).click();
  await expect(popup.locator('.announcement-content b')).toHaveText('bold');
});
