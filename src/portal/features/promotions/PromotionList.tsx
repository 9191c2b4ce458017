// The /promotions page: every promotion of the merchant (coming, open, lately closed) as a card
// with its period, how it is claimed, the member's status on it and its action, and its details
// (sanitised HTML). /promotions#<id> (the home strip's links) opens that one and scrolls to it.
import './promotions.css';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCall } from '../../api/query.ts';
import { SafeHtml } from '../../shell/SafeHtml.tsx';
import { Badge } from '../../ui/index.ts';
import { PromotionAction } from './PromotionAction.tsx';
import { statusOf, TONE } from './status.ts';

export function PromotionList({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  const list = useCall('promotions');
  const promos = list.data?.items ?? [];
  const [open, setOpen] = useState(() => window.location.hash.slice(1));
  useEffect(() => {
    if (open && promos.length > 0) document.getElementById(`promotion-${open}`)?.scrollIntoView({ block: 'start' });
    // Only when the list first arrives: later toggles must not jump the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [promos.length]);
  return (
    <section className="block promotion-list">
      <h1>{t(titleKey)}</h1>
      {list.isError && !list.data ? <p role="status" className="unavailable">{t('section.notAvailable')}</p> : null}
      {list.isPending ? <p role="status">{t('common.loading')}</p> : null}
      {list.data && promos.length === 0 ? <p role="status">{t('common.empty')}</p> : null}
      <ul className="promo-cards">
        {promos.map((p, i) => {
          const expanded = open === p.id;
          const status = statusOf(p);
          return (
            <li key={p.id} id={`promotion-${p.id}`} className="promo-card promo-entry">
              <img src={p.imageUrl} alt="" width={600} height={300} loading={i < 2 ? 'eager' : 'lazy'} />
              <h2 className="promo-title">{p.title}</h2>
              <p className="promo-summary">{p.summary}</p>
              <p className="promo-period">
                {p.until ? t('home.promoPeriod', { from: p.from, until: p.until }) : t('home.promoOngoing')}
                <span className="promo-claim"> · {t(p.raffle ? 'promotion.claim.raffle' : `home.promoClaim.${p.claim}`)}</span>
              </p>
              {status ? <p className="promo-status"><Badge tone={TONE[status]}>{t(`promotion.status.${status}`)}</Badge></p> : null}
              <PromotionAction promotion={p} />
              <button type="button" className="btn promo-toggle" aria-expanded={expanded} aria-controls={`promotion-body-${p.id}`} onClick={() => setOpen(expanded ? '' : p.id)}>
                {expanded ? t('home.promoHide') : t('home.promoDetails')}
              </button>
              {expanded ? <div id={`promotion-body-${p.id}`} className="promo-body"><SafeHtml html={p.html} /></div> : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export default PromotionList;
