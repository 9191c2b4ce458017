// bonusDetails: the member's rebate rates per game category at their level, and the merchant's
// lottery prize table when it has one. The figures are the platform's (rebateRates), the same
// the claim pays by.
import './rebate.css';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PlatformError, type CallResponse } from '../../../shared/api/index.ts';
import { useCall } from '../../api/query.ts';
import { errorText } from '../../i18n/error-text.ts';
import { Card, DataTable, Skeleton, type Column } from '../../ui/index.ts';
import { loadMyPromotions } from '../promotions/index.ts';
import { categoryName, percentText } from './labels.ts';

// The member's promotion applications and their statuses sit under the rates (issue 15).
const MyPromotions = lazy(() => loadMyPromotions().then((m) => ({ default: m.MyPromotions })));

type Rates = CallResponse<'rebateRates'>;

export function BonusDetailsPage() {
  const { t, i18n } = useTranslation();
  const rates = useCall('rebateRates');
  if (rates.isError && !rates.data) {
    const err = rates.error instanceof PlatformError ? rates.error : null;
    return (
      <div className="rebate-page">
        <p role="alert">{err?.errorCode === 'rebate.disabled' ? t('rebate.off') : errorText(t, err)}</p>
        <Suspense fallback={<Skeleton height="6rem" label={t('common.loading')} />}><MyPromotions /></Suspense>
      </div>
    );
  }
  if (!rates.data) return <Skeleton height="12rem" label={t('common.loading')} />;
  const { levelNameKey, lotteryPrizes } = rates.data;
  const rateColumns: Column<Rates['rates'][number]>[] = [
    { key: 'category', header: t('rebate.category'), label: t('rebate.category'), cell: (r) => categoryName(t, r.category), primary: true },
    { key: 'rate', header: t('rebate.rate'), label: t('rebate.rate'), cell: (r) => percentText(r.rate, i18n.language), align: 'end' },
  ];
  const prizeColumns: Column<Rates['lotteryPrizes'][number]>[] = [
    { key: 'play', header: t('rebate.prize.play'), label: t('rebate.prize.play'), cell: (p) => t(p.labelKey), primary: true },
    { key: 'payout', header: t('rebate.prize.payout'), label: t('rebate.prize.payout'), cell: (p) => t('rebate.payout', { payout: p.payout }), align: 'end' },
  ];
  return (
    <div className="rebate-page">
      <Card title={t('rebate.rates')}>
        <p className="rebate-level">{t('rebate.yourLevel', { level: t(levelNameKey) })}</p>
        <DataTable caption={t('rebate.rates')} columns={rateColumns} rows={rates.data.rates} rowKey={(r) => r.category} empty={t('rebate.noRates')} />
        <p className="rebate-note">{t('rebate.howItWorks')}</p>
      </Card>
      {lotteryPrizes.length ? (
        <Card title={t('rebate.prizes')}>
          <DataTable caption={t('rebate.prizes')} columns={prizeColumns} rows={lotteryPrizes} rowKey={(p) => p.labelKey} />
        </Card>
      ) : null}
      <Suspense fallback={<Skeleton height="6rem" label={t('common.loading')} />}><MyPromotions /></Suspense>
    </div>
  );
}

export default BonusDetailsPage;
