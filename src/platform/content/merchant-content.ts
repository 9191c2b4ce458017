/**
 * The merchant's content files (merchants/<code>/content/<LANG>.json) as the platform serves
 * them: banner slides, marquee and popup notices and promotions live within their period (whole
 * UTC days, `until` included), and the help centre's articles. Art is served by the merchant
 * asset route under /merchant-assets/.
 */
import type { Banner, HelpArticle, MerchantContent, Promotion } from '../../generated/content.ts';
import type { Merchant } from '../merchants.ts';
import { MERCHANT_ASSETS_PREFIX } from '../features/merchant-assets/index.ts';

const DAY = 86_400_000;
const dayStart = (day: string) => Date.parse(`${day}T00:00:00Z`);

function live(item: { from: string; until?: string }, now: number): boolean {
  return dayStart(item.from) <= now && (item.until === undefined || now < dayStart(item.until) + DAY);
}

/** The content in `language`, or in the merchant's default language when that one has none. */
export function contentFor(merchant: Merchant, language: string): MerchantContent | undefined {
  return merchant.content[language] ?? merchant.content[merchant.languages.default];
}

const contentId = (id: string) => `content:${id}`;
const artUrl = (art: string) => `${MERCHANT_ASSETS_PREFIX}${art}`;

export interface ContentNotices {
  banners: { id: string; title: string; startDateStr: string; content: string; imageUrl: string; action?: string; href?: string }[];
  player: { id: string; title: string; startDateStr: string; content: string }[];
  popup: { id: string; title: string; startDateStr: string; content: string }[];
  promotion: { id: string; title: string; startDateStr: string; endDateStr?: string; content: string; summary: string; imageUrl: string; claim: Promotion['claim'] }[];
}

function banner(slide: Banner): ContentNotices['banners'][number] {
  return {
    id: contentId(slide.id),
    title: slide.title,
    startDateStr: '',
    content: slide.text ?? '',
    imageUrl: artUrl(slide.art),
    ...(slide.action ? { action: slide.action } : {}),
    ...(slide.href ? { href: slide.href } : {}),
  };
}

/** What the announcements call adds from the content files, newest period first within a list. */
export function contentNotices(merchant: Merchant, language: string, now: number): ContentNotices {
  const content = contentFor(merchant, language);
  if (!content) return { banners: [], player: [], popup: [], promotion: [] };
  const newestFirst = <T extends { from: string; until?: string }>(items: T[]) => items.filter((item) => live(item, now)).sort((a, b) => b.from.localeCompare(a.from));
  const notices = newestFirst(content.announcements).map((a) => ({ placement: a.placement, id: contentId(a.id), title: a.title, startDateStr: a.from, content: a.html }));
  return {
    banners: content.banners.map(banner),
    player: notices.filter((n) => n.placement === 'marquee').map(({ placement: _, ...n }) => n),
    popup: notices.filter((n) => n.placement === 'popup').map(({ placement: _, ...n }) => n),
    promotion: newestFirst(content.promotions).map((p) => ({
      id: contentId(p.id),
      title: p.title,
      startDateStr: p.from,
      ...(p.until ? { endDateStr: p.until } : {}),
      content: p.html,
      summary: p.summary,
      imageUrl: artUrl(p.art),
      claim: p.claim,
    })),
  };
}

/** The help centre's articles in `language`. */
export function helpArticles(merchant: Merchant, language: string): { id: string; title: string; href: string; html: string }[] {
  return (contentFor(merchant, language)?.help ?? []).map((article: HelpArticle) => ({ id: article.id, title: article.title, href: `/help?page=${article.id}`, html: article.html }));
}
