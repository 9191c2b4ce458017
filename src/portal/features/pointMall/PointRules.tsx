// The rules: how much valid bet earns a point in each game category, what a point costs in money,
// and that points never expire.
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../app/money.ts';
import type { CallResponse } from '../../../shared/api/index.ts';

export function PointRules({ config }: { config: CallResponse<'pointConfig'> }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <div className="pm-rules">
      <h3>{t('pointMall.rules.earnTitle')}</h3>
      <ul className="pm-rates">
        {config.earn.map((rate) => (
          <li key={rate.category}>
            <span>{t(`nav.${rate.category === 'RNG' ? 'rng' : rate.category === 'LOTT' ? 'lottery' : rate.category.toLowerCase()}`, { defaultValue: rate.category })}</span>
            <strong>{t('pointMall.rules.rate', { bet: money.format(rate.betPerPointMinor) })}</strong>
          </li>
        ))}
      </ul>
      <ul className="pm-rule-list">
        <li>{t('pointMall.rules.validBets')}</li>
        <li>{t('pointMall.convertRate', { price: money.format(config.moneyPerPointMinor) })}</li>
        <li>{t('pointMall.rules.redeem')}</li>
        <li>{t('pointMall.rules.rejected')}</li>
        <li><strong>{t('pointMall.rules.noExpiry')}</strong></li>
      </ul>
    </div>
  );
}
