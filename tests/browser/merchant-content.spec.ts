// The merchant's content on every merchant, in its own language and at phone and desktop sizes:
// banner slides with their art, the promotions strip and page with details, and the help centre.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { MERCHANTS, merchantUrl, type MerchantCode } from './fixtures.ts';
import { platformGet } from './helpers.ts';

interface Lists {
  banners: { title: string; href?: string }[];
  promotion: { id: string; title: string; content: string }[];
}
interface Article { id: string; title: string }

/** Each shipped merchant's default language, which a fresh visitor gets. */
const DEFAULT_LANGUAGE = { bdwin: 'BN', vnlotto: 'VI', cnstar: 'CN' } as const;

for (const merchant of MERCHANTS) {
  test(`${merchant}: banners with art, promotions with details, help articles (phone)`, async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(merchantUrl(merchant, '/'));
    const language = DEFAULT_LANGUAGE[merchant];
    if (merchant === 'cnstar') {
      // cnstar asks a guest to sign in on the home page (features.loginToHomePage); Esc closes it.
      await expect(page.getByRole('dialog')).toBeVisible();
      // The dialog is in the server's markup: Esc closes it once the portal has hydrated it.
      await expect(page.locator('html')).toHaveAttribute('data-dialogs', '1');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }
    const lists = await platformGet<Lists>(request, merchant, `/wps/relay/MCSFE_getListAnnouncements?types=B,PR&language=${language}`);
    expect(lists.banners.length).toBeGreaterThan(1);

    // The first slide in the merchant's language, its art loaded, its box already sized.
    const carousel = page.getByRole('region', { name: /.+/ }).and(page.locator('[aria-roledescription="carousel"]'));
    const first = carousel.locator('.banner-slide').first();
    await expect(first).toContainText(lists.banners[0]!.title);
    const box = await carousel.boundingBox();
    // 16:9 on a phone: tall enough for the title, two lines and the button above the dots.
    expect(box!.width / box!.height).toBeCloseTo(16 / 9, 1);
    await expect.poll(() => first.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    // A dot shows its slide; the others are hidden from assistive technology.
    const dots = carousel.locator('.banner-dots button');
    await expect(dots).toHaveCount(lists.banners.length);
    await dots.nth(1).click();
    await expect(carousel.locator('.banner-slide').nth(1)).toHaveAttribute('aria-hidden', 'false');
    await expect(first).toHaveAttribute('aria-hidden', 'true');
    const size = await dots.nth(1).boundingBox();
    expect(Math.min(size!.width, size!.height)).toBeGreaterThanOrEqual(44);

    // The promotions page: each promotion's details open in place. (A cnstar guest sees only the
    // sign-in page anywhere but home and /helpmc, so its promotions are checked on the platform.)
    if (merchant !== 'cnstar') await expectPromotionDetails(page, merchant, lists.promotion[0]!);

    // The help centre: every article listed, the one asked for shown, another one a tap away.
    const articles = (await platformGet<{ list: Article[] }>(request, merchant, `/wps/system/helpCenter?lang=${language}&device=WEB`)).list;
    await page.goto(merchantUrl(merchant, `${merchant === 'cnstar' ? '/helpmc' : '/help'}?page=faq`));
    const topics = page.locator('.help-topics');
    await expect(topics.getByRole('link')).toHaveCount(articles.length);
    const faq = articles.find((a) => a.id === 'faq')!;
    await expect(page.locator('.help-article').getByRole('heading', { level: 2 })).toHaveText(faq.title);
    const about = articles.find((a) => a.id === 'about')!;
    await topics.getByRole('link', { name: about.title }).click();
    await expect(page.locator('.help-article').getByRole('heading', { level: 2 })).toHaveText(about.title);
    await expect(topics.getByRole('link', { name: about.title })).toHaveAttribute('aria-current', 'page');
    expect(await page.locator('.help-body').innerText()).not.toBe('');
  });
}

async function expectPromotionDetails(page: Page, merchant: MerchantCode, promotion: Lists['promotion'][number]): Promise<void> {
  const anchor = promotion.id.replace(/^content:/, '');
  await page.goto(merchantUrl(merchant, `/promotions#${anchor}`));
  const card = page.locator(`#promotion-${anchor}`);
  await expect(card.getByRole('heading', { name: promotion.title })).toBeVisible();
  const toggle = card.getByRole('button', { expanded: true });
  await expect(toggle).toBeVisible();
  const firstWords = promotion.content.replace(/<[^>]+>/g, ' ').trim().split(/\s+/).slice(0, 3).join(' ');
  await expect(card.locator('.promo-body')).toContainText(firstWords);
  await toggle.click();
  await expect(card.locator('.promo-body')).toHaveCount(0);
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(390);
}

test('bdwin on a desktop: the home strip links to a promotion, a footer link opens its help article', async ({ page, request }) => {
  await page.addInitScript(() => localStorage.setItem('hisLang', 'EN'));
  await page.goto(merchantUrl('bdwin', '/'));
  const lists = await platformGet<Lists>(request, 'bdwin', '/wps/relay/MCSFE_getListAnnouncements?types=PR&language=EN');
  const strip = page.locator('.promotions-strip');
  await strip.getByRole('link', { name: new RegExp(lists.promotion[1]!.title) }).click();
  const anchor = lists.promotion[1]!.id.replace(/^content:/, '');
  await expect(page.locator(`#promotion-${anchor}`).getByRole('button', { expanded: true })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms and conditions' }).click();
  await expect(page.locator('.help-article').getByRole('heading', { level: 2 })).toHaveText('Terms and conditions');
  await expect(page.locator('.help-body')).toContainText('You must be 18 or older');
});
