// A strip of the promotion notices of the merchant's content, each linking to its entry on /promotions.
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useAnnouncements, type Notice } from '../../shell/announcements.ts';
import type { ScreenBlockProps } from '../../engine/registry.tsx';
import '../../engine/blocks/content.css';

interface PromotionNotice extends Notice {
  summary?: string;
  imageUrl?: string;
  endDateStr?: string;
}

/** A promotion's id as the page's anchor: content:welcome → welcome. */
const promotionAnchor = (id: Notice['id']) => String(id ?? '').replace(/^content:/, '');

export default function PromotionsStripBlock({ block }: ScreenBlockProps<'promotionsStrip'>) {
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
