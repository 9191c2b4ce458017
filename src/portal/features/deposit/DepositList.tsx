// The member's deposits: open ones (new at the provider, pending at the desk) first, each with a
// countdown to its expiry and Cancel; then the recent finished ones with their outcome.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { runCall, useCall } from '../../api/query.ts';
import { useMoney } from '../../app/money.ts';
import { errorText } from '../../i18n/error-text.ts';
import { Badge, Button, Card, EmptyState, showToast, type Tone } from '../../ui/index.ts';
import { asPlatformError } from './errors.ts';
import type { CallResponse } from '../../../shared/api/index.ts';
import { paymentName } from '../../i18n/payment-name.ts';

type Item = CallResponse<'depositList'>['items'][number];

const TONES: Record<Item['status'], Tone> = { new: 'primary', pending: 'warning', approved: 'success', rejected: 'danger', cancelled: 'neutral', expired: 'neutral' };
const isOpen = (d: Item) => d.status === 'new' || d.status === 'pending';

/** Now, once a second while something counts down (the deadline is data; only the display ticks). */
function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

const clock = (ms: number): string => {
  const s = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

function Row({ item, now }: { item: Item; now: number }) {
  const { t } = useTranslation();
  const money = useMoney();
  const [busy, setBusy] = useState(false);
  const cancel = async () => {
    setBusy(true);
    try {
      await runCall('depositCancel', { id: item.id });
      showToast(t('deposit.cancelled'), 'info');
    } catch (e) {
      showToast(errorText(t, asPlatformError(e)), 'danger');
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="deposit-item" data-testid={`deposit-${item.id}`}>
      <div className="deposit-head">
        <strong>{money.format(item.amountMinor)}</strong>
        <Badge tone={TONES[item.status]}>{t(`deposit.status.${item.status}`)}</Badge>
      </div>
      <p className="deposit-meta">
        {money.dateTime(item.createdAt)} · {paymentName(t, item.channel, item.channelName)}
        {item.feeMinor > 0 ? ` · ${t('deposit.fee')} ${money.format(item.feeMinor)}` : ''}
        {item.transferReference ? ` · ${t('deposit.manual.referenceShown', { reference: item.transferReference })}` : ''}
      </p>
      {item.status === 'rejected' && item.reason ? <p className="deposit-reason">{t('deposit.rejectedReason', { reason: item.reason })}</p> : null}
      {isOpen(item) ? (
        <div className="deposit-open">
          {/* A bank transfer waits days for the desk: a minutes countdown would say nothing useful. */}
          <span className="deposit-countdown">{item.method === 'manual' ? t('deposit.manual.reviewing') : t('deposit.expiresIn', { time: clock(item.expiresAt - now) })}</span>
          <Button size="small" busy={busy} onClick={() => void cancel()}>{t('deposit.cancel')}</Button>
        </div>
      ) : null}
    </li>
  );
}

export function DepositList() {
  const { t } = useTranslation();
  const list = useCall('depositList');
  const items = list.data?.items ?? [];
  const open = items.filter(isOpen);
  const now = useNow(open.length > 0);
  const done = items.filter((d) => !isOpen(d)).slice(0, 10);
  return (
    <>
      <Card title={t('deposit.openTitle')}>
        {open.length ? <ul className="deposit-list">{open.map((d) => <Row key={d.id} item={d} now={now} />)}</ul> : <EmptyState title={t('deposit.noOpen')} />}
      </Card>
      {done.length ? (
        <Card title={t('deposit.recentTitle')}>
          <ul className="deposit-list">{done.map((d) => <Row key={d.id} item={d} now={now} />)}</ul>
        </Card>
      ) : null}
    </>
  );
}
