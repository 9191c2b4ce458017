// The points mall (/pointMall, spec section 2): the member's points always on top, then tabs for
// the products, the member's points (with converting money to points), redeem history, points
// details and the rules. The tab lives in the URL (?tab=) so a reload or a shared link keeps it.
// The route's access rule (realAccount) keeps guests and the trial account out.
import './point-mall.css';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { Star } from 'lucide-react';
import { useCall } from '../../api/query.ts';
import { errorText } from '../../i18n/error-text.ts';
import { Card, Skeleton, Tabs, TabPanel } from '../../ui/index.ts';
import { asPlatformError, usePointsFormat } from './format.ts';
import { ProductList } from './ProductList.tsx';
import { ConvertForm } from './ConvertForm.tsx';
import { RedeemHistory } from './RedeemHistory.tsx';
import { PointDetails } from './PointDetails.tsx';
import { PointRules } from './PointRules.tsx';

const TABS = ['products', 'points', 'history', 'details', 'rules'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => (TABS as readonly string[]).includes(value ?? '');

export function PointMallSection() {
  const { t } = useTranslation();
  const format = usePointsFormat();
  const [, navigate] = useLocation();
  const requested = new URLSearchParams(useSearch()).get('tab');
  const tab: Tab = isTab(requested) ? requested : 'products';
  const balance = useCall('pointBalance');
  const config = useCall('pointConfig');
  const points = balance.data?.points;
  const closed = config.error && asPlatformError(config.error).errorCode === 'points.disabled';
  return (
    <section className="section point-mall" aria-labelledby="section-title">
      <div className="pm-head">
        <h1 id="section-title">{t('nav.pointMall')}</h1>
        <p className="pm-balance" data-testid="points-balance">
          <Star aria-hidden="true" />
          <span>{t('pointMall.current')}</span>
          <strong>{points === undefined ? '…' : format(points)}</strong>
        </p>
      </div>
      {closed ? <p className="unavailable" role="status">{errorText(t, asPlatformError(config.error))}</p> : (
        <>
          <Tabs
            label={t('nav.pointMall')} idBase="pm" selected={tab}
            items={TABS.map((key) => ({ key, label: t(`pointMall.tab.${key}`) }))}
            onSelect={(key) => navigate(`/pointMall?tab=${key}`, { replace: true })}
          />
          <TabPanel idBase="pm" tabKey={tab}>
            {tab === 'products' ? <ProductList points={points} /> : null}
            {tab === 'points' ? (
              <Card>
                <p className="pm-big">{t('pointMall.current')}: <strong>{points === undefined ? '…' : format(points)}</strong></p>
                <p className="pm-muted">{t('pointMall.rules.noExpiry')}</p>
                {config.data ? <ConvertForm moneyPerPointMinor={config.data.moneyPerPointMinor} maxPoints={config.data.maxConvertPoints} /> : <Skeleton height="10rem" label={t('common.loading')} />}
              </Card>
            ) : null}
            {tab === 'history' ? <RedeemHistory /> : null}
            {tab === 'details' ? <PointDetails /> : null}
            {tab === 'rules' ? (config.data ? <Card><PointRules config={config.data} /></Card> : <Skeleton height="10rem" label={t('common.loading')} />) : null}
          </TabPanel>
        </>
      )}
    </section>
  );
}
