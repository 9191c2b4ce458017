// Blocks that show the merchant's content (merchants/<code>/content/<LANG>.json, served with the
// announcements): the banner carousel and the promotions strip. Space is reserved before the
// data arrives (the banner's box has its aspect ratio), so nothing below shifts when it does.
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useAnnouncements, type Notice } from '../../shell/announcements.ts';
import type { BlockOf } from '../registry.tsx';
import './content.css';

interface Slide {
  id: string;
  image: string;
  title: string;
  text?: string;
  action?: string;
  href?: string;
}

/** A banner notice as a slide (content slides carry imageUrl, action and href). */
function slideOf(notice: Notice & { imageUrl?: string; action?: string; href?: string }, index: number): Slide {
  return { id: String(notice.id ?? index), image: notice.imageUrl ?? '', title: notice.title, text: notice.content || undefined, action: notice.action, href: notice.href };
}

function useReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function BannerCarouselBlock({ block }: { block: BlockOf<'bannerCarousel'> }) {
  const { t } = useTranslation();
  const lists = useAnnouncements();
  const fixed = block.slides?.map((s, i): Slide => ({ id: String(i), image: s.image, title: t(s.altKey), href: s.href }));
  const slides: Slide[] = fixed ?? (lists?.banners ?? []).map(slideOf);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const still = useReducedMotion();
  useEffect(() => {
    if (slides.length < 2 || paused || still) return undefined;
    const timer = setInterval(() => setIndex((i) => (i + 1) % slides.length), block.intervalMs);
    return () => clearInterval(timer);
  }, [slides.length, paused, still, block.intervalMs]);
  const current = index % Math.max(1, slides.length);
  return (
    <section
      className="block banner"
      aria-roledescription="carousel"
      aria-label={t('home.banners')}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="banner-track" style={{ transform: `translateX(${-100 * current}%)` }}>
        {slides.map((slide, i) => (
          <div key={slide.id} className="banner-slide" role="group" aria-roledescription="slide" aria-label={t('home.slide', { n: i + 1, count: slides.length })} aria-hidden={i !== current}>
            {slide.image ? <img src={slide.image} alt="" width={1200} height={400} loading={i === 0 ? 'eager' : 'lazy'} fetchPriority={i === 0 ? 'high' : 'auto'} /> : null}
            <div className="banner-copy">
              <p className="banner-title">{slide.title}</p>
              {slide.text ? <p className="banner-text">{slide.text}</p> : null}
              {slide.href ? (
                <Link className="btn btn-primary banner-action" href={slide.href} tabIndex={i === current ? 0 : -1}>{slide.action ?? t('home.more')}</Link>
              ) : null}
            </div>
          </div>
        ))}
      </div>
      {slides.length > 1 ? (
        <div className="banner-dots">
          {slides.map((slide, i) => (
            <button key={slide.id} type="button" aria-label={t('home.slide', { n: i + 1, count: slides.length })} aria-current={i === current ? 'true' : undefined} onClick={() => setIndex(i)}>
              <span aria-hidden="true" />
            </button>
          ))}
        </div>
      ) : null}
    </section>
  );
}

export interface PromotionNotice extends Notice {
  summary?: string;
  imageUrl?: string;
  endDateStr?: string;
  claim?: 'auto' | 'apply' | 'join';
}

/** A promotion's id as the page's anchor: content:welcome → welcome. */
export const promotionAnchor = (id: Notice['id']) => String(id ?? '').replace(/^content:/, '');

export function PromotionsStripBlock({ block }: { block: BlockOf<'promotionsStrip'> }) {
  const { t } = useTranslation();
  const lists = useAnnouncements();
  const promos = ((lists?.promotion ?? []) as PromotionNotice[]).slice(0, block.limit);
  return (
    <section className="block promotions-strip">
      <h2>{t(block.titleKey)}</h2>
      {lists === undefined ? <p role="status" className="unavailable">{t('section.notAvailable')}</p> : null}
      {lists && promos.length === 0 ? <p role="status">{t('common.empty')}</p> : null}
      <ul className="promo-cards">
        {promos.map((p, i) => (
          <li key={p.id ?? i} id={`promo-${promotionAnchor(p.id)}`}>
            <Link className="promo-card" href={`/promotions#${promotionAnchor(p.id)}`}>
              {p.imageUrl ? <img src={p.imageUrl} alt="" width={600} height={300} loading="lazy" /> : null}
              <span className="promo-title">{p.title}</span>
              {p.summary ? <span className="promo-summary">{p.summary}</span> : null}
              <span className="promo-period">{p.endDateStr ? t('home.promoPeriod', { from: p.startDateStr, until: p.endDateStr }) : t('home.promoOngoing')}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

// A content article (the join page's) and its sanitiser load only with the page that shows one.
const LazyContentArticle = lazy(() => import('./content-article.tsx').then((m) => ({ default: m.ContentArticleBlock })));

export function ContentArticleBlock({ block }: { block: BlockOf<'contentArticle'> }) {
  return <Suspense fallback={null}><LazyContentArticle block={block} /></Suspense>;
}

// The full list (with the sanitiser) loads only on the promotions page, not with the home screen.
const LazyPromotionList = lazy(() => import('./promotion-list.tsx').then((m) => ({ default: m.PromotionListBlock })));

export function PromotionListBlock({ block }: { block: BlockOf<'promotionList'> }) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<p role="status">{t('common.loading')}</p>}>
      <LazyPromotionList block={block} />
    </Suspense>
  );
}
