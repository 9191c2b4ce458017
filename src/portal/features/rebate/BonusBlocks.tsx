// The bonusDetails page's rebate blocks, one chunk: the member's rebate rates per game category at
// their level, and the merchant's lottery prize table when it has one. The figures are the
// platform's (rebateRates), the same the claim pays by. The page's third block, the member's
// promotions, is the promotions feature's.
import './rebate.css';
import { useTranslation } from 'react-i18next';
import { PlatformError, type CallResponse } from '../../../shared/api/index.ts';
import { useCall } from '../../api/query.ts';
import { errorText } from '../../i18n/error-text.ts';
import { Card, DataTable, Skeleton, type Column } from '../../ui/index.ts';
import { categoryName, percentText } from './labels.ts';

type Rates = CallResponse<'rebateRates'>;

/** The rates at the member's level; the merchant without rebates says so. */
export function RebateRates() {
  const { t, i18n } = useTranslation();
  const rates = useCall('rebateRates');
  if (rates.isError && !rates.data) {
    const err = rates.error instanceof PlatformError ? rates.error : null;
    return <p className="rebate-part" role="alert">{err?.errorCode === 'rebate.disabled' ? t('rebate.off') : errorText(t, err)}</p>;
  }
  if (!rates.data) return <div className="rebate-part"><Skeleton height="12rem" label={t('common.loading')} /></div>;
  const columns: Column<Rates['rates'][number]>[] = [
    { key: 'category', header: t('rebate.category'), label: t('rebate.category'), cell: (r) => categoryName(t, r.category), primary: true },
    { key: 'rate', header: t('rebate.rate'), label: t('rebate.rate'), cell: (r) => percentText(r.rate, i18n.language), align: 'end' },
  ];
  return (
    <div className="rebate-part">
      <Card title={t('rebate.rates')}>
        <p className="rebate-level">{t('rebate.yourLevel', { level: t(rates.data.levelNameKey) })}</p>
        <DataTable caption={t('rebate.rates')} columns={columns} rows={rates.data.rates} rowKey={(r) => r.category} empty={t('rebate.noRates')} />
        <p className="rebate-note">{t('rebate.howItWorks')}</p>
      </Card>
    </div>
  );
}

/** The lottery prize table; nothing when the merchant has none (or no rebates: the rates block says it). */
export function LotteryPrizes() {
  const { t } = useTranslation();
  const rates = useCall('rebateRates');
  const prizes = rates.data?.lotteryPrizes ?? [];
  if (!prizes.length) return null;
  const columns: Column<Rates['lotteryPrizes'][number]>[] = [
    { key: 'play', header: t('rebate.prize.play'), label: t('rebate.prize.play'), cell: (p) => t(p.labelKey), primary: true },
    { key: 'payout', header: t('rebate.prize.payout'), label: t('rebate.prize.payout'), cell: (p) => t('rebate.payout', { payout: p.payout }), align: 'end' },
  ];
  return (
    <div className="rebate-part">
      <Card title={t('rebate.prizes')}>
        <DataTable caption={t('rebate.prizes')} columns={columns} rows={prizes} rowKey={(p) => p.labelKey} />
      </Card>
    </div>
  );
}
