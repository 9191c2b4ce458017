// Home's category block is an icon grid: on a 390x844 phone its four categories sit in one row,
// each a 44 px+ link with its category's own icon (a lucide drawing served as a file and painted
// as a mask in the tile's colour). Screens at 390x844 and 1280x800 go to /tmp/home-category-grid.
import { expect, test } from './fixtures.ts';
import { shotBothSizes } from './shots.ts';
import { openInEnglish } from './helpers.ts';

const TILES = { bdwin: ['Sports', 'Cockfight', 'Live Casino', 'Slots'], vnlotto: ['Lottery', 'E-Lottery', 'Live Casino', 'Slots'] } as const;

for (const [merchant, names] of Object.entries(TILES) as [keyof typeof TILES, readonly string[]][]) {
  test(`${merchant}: home's categories are an icon grid, one row of four on a phone`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openInEnglish(page, merchant);
    const links = page.locator('.category-tiles').getByRole('link');
    await expect(links).toHaveCount(4);
    const icons = new Set<string>();
    for (const [i, name] of names.entries()) {
      const link = links.nth(i);
      await expect(link).toHaveAccessibleName(name);
      const box = (await link.boundingBox())!;
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
      expect(box.y).toBe((await links.first().boundingBox())!.y);
      const icon = link.locator('[data-category]');
      const drawn = await icon.evaluate((el) => {
        const style = getComputedStyle(el, '::before');
        const box = el.getBoundingClientRect();
        return { mask: style.maskImage, width: box.width, height: box.height };
      });
      expect(drawn.width).toBeGreaterThanOrEqual(40);
      const url = /url\("?([^")]+)"?\)/.exec(drawn.mask)?.[1];
      expect(url, `${name}'s icon`).toMatch(/\.svg$/);
      icons.add(url!);
      const answer = await page.evaluate(async (href) => { const r = await fetch(href); return { status: r.status, text: await r.text() }; }, url!);
      expect(answer.status).toBe(200);
      expect(answer.text).toContain('<svg');
    }
    // Each kind of game its own icon; the two lottery kinds (vnlotto) share the ticket.
    expect(icons.size, 'icons of different kinds').toBe(merchant === 'vnlotto' ? 3 : 4);
    await shotBothSizes(page, `/tmp/home-category-grid/home-${merchant}`);
  });
}
