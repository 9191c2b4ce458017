// The transfer pages: member centre transferUpline (to the upline only) and agent centre transfer
// (to a downline member, and to the upline where the agent has one). The balance, the form and
// the last transfers; without a transaction password the member sets one here first.
import './transfer.css';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCall } from '../../api/query.ts';
import { useMoney } from '../../app/money.ts';
import { errorText } from '../../i18n/error-text.ts';
import { Card, EmptyState, Skeleton, TabPanel, Tabs } from '../../ui/index.ts';
import { loadPaymentPassword } from '../withdrawal/index.ts';
import { asPlatformError } from '../../forms/server-errors.ts';
import { RecentTransfers } from './RecentTransfers.tsx';
import { TransferForm } from './TransferForm.tsx';

const PaymentPassword = lazy(() => loadPaymentPassword().then((m) => ({ default: m.PaymentPassword })));

type To = 'upline' | 'downline';

export function TransferPage({ agent }: { agent: boolean }) {
  const { t } = useTranslation();
  const money = useMoney();
  const info = useCall('transferInfo');
  const [chosen, setChosen] = useState<To>(agent ? 'downline' : 'upline');
  if (info.isError && !info.data) return <p className="field-error" role="alert">{errorText(t, asPlatformError(info.error))}</p>;
  if (!info.data) return <Skeleton height="12rem" label={t('common.loading')} />;
  const data = info.data;
  const open: To[] = [...(agent && data.toDownline ? ['downline' as const] : []), ...(data.toUpline ? ['upline' as const] : [])];
  const to = open.includes(chosen) ? chosen : open[0];
  return (
    <div className="transfer-page">
      <Card>
        <dl className="transfer-facts">
          <div><dt>{t('transfer.balance')}</dt><dd data-testid="transfer-balance">{money.format(data.balanceMinor)}</dd></div>
          {data.upline ? <div><dt>{t('transfer.upline')}</dt><dd>{data.upline}</dd></div> : null}
        </dl>
        {!to ? <EmptyState title={t('transfer.unavailable')} /> : null}
        {to && !data.paymentPasswordSet ? (
          <>
            <p className="transfer-blocked" role="alert">{t('transfer.needPassword')}</p>
            <Suspense fallback={<p role="status">{t('common.loading')}</p>}><PaymentPassword /></Suspense>
          </>
        ) : null}
        {to && data.paymentPasswordSet && open.length > 1 ? (
          <>
            <Tabs idBase="transfer" label={t('transfer.to')} selected={to} onSelect={(key) => setChosen(key as To)}
              items={open.map((key) => ({ key, label: t(`transfer.tab.${key}`) }))} />
            <TabPanel idBase="transfer" tabKey={to}><TransferForm key={to} to={to} upline={data.upline} balanceMinor={data.balanceMinor} /></TabPanel>
          </>
        ) : null}
        {to && data.paymentPasswordSet && open.length === 1 ? <TransferForm to={to} upline={data.upline} balanceMinor={data.balanceMinor} /> : null}
      </Card>
      <h2 className="transfer-recent-title">{t('transfer.recent')}</h2>
      <RecentTransfers rows={data.recent} />
    </div>
  );
}

export const MemberTransferPage = () => <TransferPage agent={false} />;
export const AgentTransferPage = () => <TransferPage agent />;
