// The points mall's blocks (the page `pointMall` in merchants/layout.json): the summary (heading and
// the member's points), the products, buying points, the redemptions, the points' changes and the
// rules. One chunk for all of them; each reads its own calls, which the query cache shares. While
// the merchant's points are switched off the summary says the mall is closed (one state, in place
// of the balance) and the others show nothing (their block.tsx says so, for the tabs around them).
import './point-mall.css';
import { useTranslation } from 'react-i18next';
import { Star } from 'lucide-react';
import { useCall } from '../../api/query.ts';
import { errorText } from '../../i18n/error-text.ts';
import { Card, EmptyState, Skeleton } from '../../ui/index.ts';
import { asPlatformError, usePointsFormat } from './format.ts';
import { ProductList } from './ProductList.tsx';
import { ConvertForm } from './ConvertForm.tsx';
import { RedeemHistory } from './RedeemHistory.tsx';
import { PointDetails } from './PointDetails.tsx';
import { PointRules } from './PointRules.tsx';

function usePointsOff() {
  const config = useCall('pointConfig');
  const off = config.error && asPlatformError(config.error).errorCode === 'points.disabled' ? asPlatformError(config.error) : null;
  return { config, off };
}

/** The page's heading with the member's points beside it. */
export function PointSummary() {
  const { t } = useTranslation();
  const format = usePointsFormat();
  const points = useCall('pointBalance').data?.points;
  const { off } = usePointsOff();
  return (
    <div className="pm-part pm-summary">
      <div className="pm-head">
        <h1 id="section-title">{t('nav.pointMall')}</h1>
        {off ? null : (
          <p className="pm-balance" data-testid="points-balance">
            <Star aria-hidden="true" />
            <span>{t('pointMall.current')}</span>
            <strong>{points === undefined ? '…' : format(points)}</strong>
          </p>
        )}
      </div>
      {off ? <Card className="pm-closed"><EmptyState icon={<Star size={40} strokeWidth={1.5} />} title={errorText(t, off)} /></Card> : null}
    </div>
  );
}

export function PointProducts() {
  const points = useCall('pointBalance').data?.points;
  if (usePointsOff().off) return null;
  return <div className="pm-part"><ProductList points={points} /></div>;
}

/** The member's points and buying more with money from the wallet. */
export function PointConvert() {
  const { t } = useTranslation();
  const format = usePointsFormat();
  const points = useCall('pointBalance').data?.points;
  const { config, off } = usePointsOff();
  if (off) return null;
  return (
    <Card className="pm-part">
      <p className="pm-big">{t('pointMall.current')}: <strong>{points === undefined ? '…' : format(points)}</strong></p>
      <p className="pm-muted">{t('pointMall.rules.noExpiry')}</p>
      {config.data ? <ConvertForm moneyPerPointMinor={config.data.moneyPerPointMinor} maxPoints={config.data.maxConvertPoints} /> : <Skeleton height="10rem" label={t('common.loading')} />}
    </Card>
  );
}

export function PointRedemptions() {
  if (usePointsOff().off) return null;
  return <div className="pm-part"><RedeemHistory /></div>;
}

export function PointChanges() {
  if (usePointsOff().off) return null;
  return <div className="pm-part"><PointDetails /></div>;
}

export function PointRulesBlock() {
  const { t } = useTranslation();
  const { config, off } = usePointsOff();
  if (off) return null;
  return config.data ? <Card className="pm-part"><PointRules config={config.data} /></Card> : <Skeleton height="10rem" label={t('common.loading')} />;
}
