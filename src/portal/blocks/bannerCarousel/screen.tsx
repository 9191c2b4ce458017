// Rotating banners: the slides of the config, else the banner notices of the merchant's content
// (served with the announcements). The banner's box has its aspect ratio before the data arrives,
// so nothing below shifts when it does.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useAnnouncements, type Notice } from '../../shell/announcements.ts';
import type { ScreenBlockProps } from '../../engine/registry.tsx';
import '../../engine/blocks/content.css';

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

export default function BannerCarouselBlock({ block }: ScreenBlockProps<'bannerCarousel'>) {
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
