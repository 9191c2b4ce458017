// The member centre's deposit forms (the page's limits and history are blocks of their own,
// DepositParts.tsx): pick a channel, an amount (typed or a chip; some channels
// take chips only), see the fee before going on, pay at the provider's checkout and come back
// here (`?deposit=<id>&result=<status>` says how it went). Every rule is checked again by the
// platform.
import './deposit.css';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useCall } from '../../api/query.ts';
import { errorText } from '../../i18n/error-text.ts';
import { Card, Skeleton, showToast } from '../../ui/index.ts';
import { asPlatformError } from './errors.ts';
import { DepositForm } from './DepositForm.tsx';
import { DepositLimitPrompt } from './DepositLimitPrompt.tsx';
import { ManualDepositForm } from './ManualDepositForm.tsx';

/** Back from the checkout: tell the member once, then drop the query so a reload does not repeat it. */
function useReturnFromCheckout() {
  const { t } = useTranslation();
  useEffect(() => {
    const query = new URLSearchParams(window.location.search);
    const result = query.get('result');
    if (!query.get('deposit') || !result) return;
    if (result === 'approved') showToast(t('deposit.returned.approved'), 'success');
    else if (result === 'cancelled') showToast(t('deposit.returned.cancelled'), 'info');
    else showToast(t('deposit.returned.failed'), 'danger');
    query.delete('deposit');
    query.delete('result');
    window.history.replaceState(window.history.state, '', `${window.location.pathname}?${query.toString()}`);
  }, [t]);
}

export function DepositPage() {
  const { t } = useTranslation();
  useReturnFromCheckout();
  const channels = useCall('depositChannels');
  if (channels.isError && !channels.data) return <p className="field-error" role="alert">{errorText(t, asPlatformError(channels.error))}</p>;
  if (!channels.data) return <Skeleton height="12rem" label={t('common.loading')} />;
  const gateway = channels.data.channels.filter((c) => c.method === 'gateway');
  const manual = channels.data.channels.filter((c) => c.method === 'manual' && c.receivingAccount);
  return (
    <div className="deposit-page">
      <DepositLimitPrompt />
      <Card>
        {gateway.length || manual.length ? null : <p>{t('deposit.noChannels')}</p>}
        {gateway.length ? <DepositForm channels={gateway} /> : null}
      </Card>
      {manual.map((channel) => <Card key={channel.code}><ManualDepositForm channel={channel} /></Card>)}
    </div>
  );
}

export default DepositPage;
