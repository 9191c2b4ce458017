// The pseudo-language (every text about 40 % longer and accented, shared/i18n/pseudo.ts) on a
// 390 px phone: the key pages of every merchant must neither overflow sideways nor clip a text
// inside its control. The platform serves the pseudo-language only with DEV_TOOLS=1 and the
// pseudoTexts cookie; it is made from the real texts, never committed as a file.
import type { Page } from '@playwright/test';
import { test, expect, MERCHANTS, merchantUrl } from './fixtures.ts';
import { goInApp, openInEnglish, settled } from './helpers.ts';

const ROUTES = ['/', '/login', '/join', '/promotions', '/rng', '/live', '/lottery', '/winners', '/help', '/download', '/no-such-page'];

/**
 * Run in the browser: what sticks out of the page, and texts cut off or spilling out of their box.
 * A text box is an element that is not inline and holds only text and inline elements; a visually
 * hidden label (1 px, clipped on purpose) and a text cut with an ellipsis or a line clamp on purpose
 * are not problems.
 */
function measure(): { overflow: number; clipped: string[] } {
  const clipped: string[] = [];
  for (const el of document.querySelectorAll<HTMLElement>('body *')) {
    if (el.closest('[inert], [aria-hidden="true"]') || !el.innerText?.trim()) continue;
    const style = getComputedStyle(el);
    if (style.display === 'inline' || style.display === 'contents' || style.visibility === 'hidden') continue;
    if ([...el.children].some((child) => getComputedStyle(child).display !== 'inline')) continue;
    const rect = el.getBoundingClientRect();
    if (rect.width <= 2 || rect.height <= 2) continue;
    if (style.textOverflow === 'ellipsis' || style.webkitLineClamp !== 'none') continue;
    // A scroller (a chip row) scrolls on purpose.
    const wide = !/(auto|scroll)/.test(style.overflowX) && el.scrollWidth > el.clientWidth + 1;
    const tall = /(hidden|clip)/.test(style.overflowY) && el.scrollHeight > el.clientHeight + 1;
    if (wide || tall) {
      const name = `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(/\s+/).join('.')}` : ''}`;
      clipped.push(`${name} "${el.innerText.trim().slice(0, 40)}" ${wide ? `${el.scrollWidth}>${el.clientWidth} wide` : `${el.scrollHeight}>${el.clientHeight} tall`}`);
    }
  }
  return { overflow: document.scrollingElement!.scrollWidth - innerWidth, clipped: [...new Set(clipped)] };
}

async function check(page: Page, at: string): Promise<string[]> {
  await settled(page);
  const problems: string[] = [];
  for (const width of [390, 360]) {
    await page.setViewportSize({ width, height: 844 });
    const found = await page.evaluate(measure);
    if (found.overflow > 0) problems.push(`${at} @${width}: ${found.overflow} px wider than the screen`);
    for (const item of found.clipped) problems.push(`${at} @${width}: clipped ${item}`);
  }
  return problems;
}

for (const merchant of MERCHANTS) {
  test(`${merchant}: key pages in the pseudo-language fit a phone without clipping`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.context().addCookies([{ name: 'pseudoTexts', value: '1', url: merchantUrl(merchant) }]);
    await page.setViewportSize({ width: 390, height: 844 });
    await openInEnglish(page, merchant, '/');
    // The pseudo-language is what the page shows (its filler words), not English.
    await expect(page.locator('body')).toContainText('ļöñ');
    // The check does find a text cut off: a control too narrow for its words.
    await page.evaluate(() => {
      const probe = Object.assign(document.createElement('button'), { id: 'pseudo-probe', textContent: 'Ļöñğéř ŵöřďš' });
      probe.style.cssText = 'display: block; width: 40px; overflow: hidden; white-space: nowrap';
      document.body.append(probe);
    });
    expect((await page.evaluate(measure)).clipped.join('\n')).toContain('button "Ļöñğéř ŵöřďš"');
    await page.evaluate(() => document.getElementById('pseudo-probe')?.remove());
    const problems: string[] = [];
    for (const path of ROUTES) {
      await goInApp(page, path);
      problems.push(...(await check(page, `${merchant} ${path}`)));
    }
    if (problems.length > 0) console.log(problems.join('\n'));
    expect(problems).toEqual([]);
  });
}
