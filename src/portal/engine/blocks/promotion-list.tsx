// The /promotions page: every live promotion as a card with its period, how it is claimed and its
// details (sanitised HTML). /promotions#<id> (the home strip's links) opens that one and scrolls to it.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '../../shell/SafeHtml.tsx';
import { useAnnouncements } from '../../shell/announcements.ts';
import type { BlockOf } from '../registry.tsx';
import { promotionAnchor, type PromotionNotice } from './content.tsx';

export function PromotionListBlock({ block }: { block: BlockOf<'promotionList'> }) {
  const { t } = useTranslation();
  const lists = useAnnouncements();
  const promos = (lists?.promotion ?? []) as PromotionNotice[];
  const [open, setOpen] = useState(() => window.location.hash.slice(1));
  useEffect(() => {
    if (open && promos.length > 0) document.getElementById(`promotion-${open}`)?.scrollIntoView({ block: 'start' });
    // Only when the list first arrives: later toggles must not jump the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [promos.length]);
  return (
    <section className="block promotion-list">
      <h1>{t(block.titleKey)}</h1>
      {lists === undefined ? <p role="status" className="unavailable">{t('section.notAvailable')}</p> : null}
      {lists === null ? <p role="status">{t('common.loading')}</p> : null}
      {lists && promos.length === 0 ? <p role="status">{t('common.empty')}</p> : null}
      <ul className="promo-cards">
        {promos.map((p, i) => {
          const anchor = promotionAnchor(p.id);
          const expanded = open === anchor;
          return (
            <li key={p.id ?? i} id={`promotion-${anchor}`} className="promo-card promo-entry">
              {p.imageUrl ? <img src={p.imageUrl} alt="" width={600} height={300} loading={i < 2 ? 'eager' : 'lazy'} /> : null}
              <h2 className="promo-title">{p.title}</h2>
              {p.summary ? <p className="promo-summary">{p.summary}</p> : null}
              <p className="promo-period">
                {p.endDateStr ? t('home.promoPeriod', { from: p.startDateStr, until: p.endDateStr }) : t('home.promoOngoing')}
                {p.claim ? <span className="promo-claim"> · {t(`home.promoClaim.${p.claim}`)}</span> : null}
              </p>
              <button type="button" className="btn promo-toggle" aria-expanded={expanded} aria-controls={`promotion-body-${anchor}`} onClick={() => setOpen(expanded ? '' : anchor)}>
                {expanded ? t('home.promoHide') : t('home.promoDetails')}
              </button>
              {expanded ? <div id={`promotion-body-${anchor}`} className="promo-body"><SafeHtml html={p.content} /></div> : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
