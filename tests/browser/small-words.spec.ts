// Small screens and words: an empty game search says no games match;
// an opened message starts at its title below the phone's sticky header; a notice's date in
// cnstar's pop-up stays on one line; /join shows the spec's join content from the merchant's files.
import { expect, merchantUrl, test } from './fixtures.ts';
import { expectLoggedIn, openInEnglish } from './helpers.ts';
import { shotBothSizes } from './shots.ts';
import { openSignedIn } from './sign-in-shortcut.ts';

test('bdwin: a game search that finds nothing says so', async ({ page }) => {
  await openInEnglish(page, 'bdwin', '/rng');
  await page.getByRole('searchbox', { name: 'Search games' }).fill('zzqqxx no such game');
  await expect(page.getByRole('main').getByText('No games match. Try another name or vendor.')).toBeVisible();
  await expect(page.getByRole('main').getByText('Nothing to show yet.')).toHaveCount(0);
});

test('phone: an opened message starts at its title, below the sticky header', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 500 });
  await openSignedIn(page, 'bdwin', 'member01', 'Member@123');
  await expectLoggedIn(page, 'member01');
  await page.goto(merchantUrl('bdwin', '/member?page=messageV2'));
  const last = page.locator('.message-open').last();
  await last.scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 2000);
  const title = (await last.locator('.message-title').textContent()) ?? '';
  await last.click();
  const heading = page.getByRole('heading', { name: title });
  await expect(heading).toBeVisible();
  await expect.poll(async () => {
    const header = await page.getByRole('banner').boundingBox();
    const box = await heading.boundingBox();
    return header && box ? box.y - (header.y + header.height) : -1;
  }).toBeGreaterThanOrEqual(0);
  await shotBothSizes(page, '/tmp/small-words/message-open-bdwin', { fullPage: false });
});

test('cnstar: a notice\'s date in the pop-up stays on one line on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // cnstar shows its pages to members only.
  await openSignedIn(page, 'cnstar', 'member01', 'Member@123');
  await expectLoggedIn(page, 'member01');
  const marquee = page.locator('.marquee-line');
  await marquee.click();
  const popup = page.getByRole('dialog', { name: 'Announcements' });
  await expect(popup).toBeVisible();
  const dates = popup.locator('.announcement-title time');
  await expect(dates.first()).toBeVisible();
  for (let i = 0; i < await dates.count(); i++) {
    // The text's line boxes (the element itself is a flex item stretched to the row's height).
    const lines = await dates.nth(i).evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    });
    expect(lines, (await dates.nth(i).textContent()) ?? '').toBe(1);
  }
  await shotBothSizes(page, '/tmp/small-words/notices-cnstar', { fullPage: false });
});

for (const [merchant, brand] of [['bdwin', 'BDWin'], ['vnlotto', 'VN Lotto'], ['cnstar', '星耀娱乐']] as const) {
  test(`${merchant}: /join shows the join content of the merchant's content files`, async ({ page }) => {
    if (merchant === 'cnstar') {
      // cnstar shows its pages to members only.
      await openSignedIn(page, merchant, 'member01', 'Member@123', '/join');
      await expectLoggedIn(page, 'member01');
    } else {
      await openInEnglish(page, merchant, '/join');
    }
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Join us as an agent' })).toBeVisible();
    await expect(main.getByText(`Bring your friends to ${brand} and earn from their play.`)).toBeVisible();
    await shotBothSizes(page, `/tmp/small-words/join-${merchant}`);
  });
}
