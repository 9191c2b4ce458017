// The products tab: a filter (all, promotion, live, gift) over the merchant's products, each a
// card with its picture, price in points (plus money for some), live stock and Redeem.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCall } from '../../api/query.ts';
import { useMoney } from '../../app/money.ts';
import { errorText } from '../../i18n/error-text.ts';
import { Badge, Button, EmptyState, Skeleton } from '../../ui/index.ts';
import type { CallResponse } from '../../../shared/api/index.ts';
import { asPlatformError, usePointsFormat } from './format.ts';
import { ProductArt } from './ProductArt.tsx';
import { RedeemDialog } from './RedeemDialog.tsx';

export type Product = CallResponse<'pointProducts'>['items'][number];
const KINDS = ['all', 'promotion', 'live', 'gift'] as const;
type KindFilter = (typeof KINDS)[number];

export function ProductList({ points }: { points: number | undefined }) {
  const { t } = useTranslation();
  const money = useMoney();
  const format = usePointsFormat();
  const [kind, setKind] = useState<KindFilter>('all');
  const [open, setOpen] = useState<Product | null>(null);
  const products = useCall('pointProducts', { request: kind === 'all' ? {} : { kind } });
  return (
    <div className="pm-products">
      <div className="pm-filter" role="group" aria-label={t('pointMall.kind.label')}>
        {KINDS.map((k) => (
          <button key={k} type="button" className={`pm-chip${k === kind ? ' is-selected' : ''}`} aria-pressed={k === kind} onClick={() => setKind(k)}>
            {t(`pointMall.kind.${k}`)}
          </button>
        ))}
      </div>
      {products.isError && !products.data ? <p className="field-error" role="alert">{errorText(t, asPlatformError(products.error))}</p> : null}
      {!products.data ? (products.isError ? null : <Skeleton height="14rem" label={t('common.loading')} />) : products.data.items.length === 0 ? (
        <EmptyState title={t('pointMall.noProducts')} />
      ) : (
        <ul className="pm-grid">
          {products.data.items.map((p) => (
            <li key={p.id} className="pm-card" data-testid={`product-${p.id}`}>
              <ProductArt icon={p.icon} />
              <div className="pm-card-body">
                <h3 className="pm-card-name">{t(p.nameKey)}</h3>
                <p className="pm-price">
                  <strong>{t('pointMall.pointsAmount', { points: format(p.pricePoints), count: p.pricePoints })}</strong>
                  {p.priceMoneyMinor > 0 ? <span> + {money.format(p.priceMoneyMinor)}</span> : null}
                </p>
                <div className="pm-card-foot">
                  {p.stock > 0 ? <span className="pm-stock">{t('pointMall.stock', { stock: format(p.stock) })}</span> : <Badge tone="neutral">{t('pointMall.soldOut')}</Badge>}
                  <Button size="small" variant="primary" disabled={p.stock === 0} onClick={() => setOpen(p)} aria-label={t('pointMall.redeemNamed', { name: t(p.nameKey) })}>
                    {t('pointMall.redeem')}
                  </Button>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      {open ? <RedeemDialog product={open} points={points} onClose={() => setOpen(null)} /> : null}
    </div>
  );
}
