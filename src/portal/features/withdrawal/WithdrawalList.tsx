// The member's recent withdrawals: status, amounts, and for a payout waiting for an answer the
// confirmation panel; a dispute shows its timeline.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCall } from '../../api/query.ts';
import { useMoney } from '../../app/money.ts';
import { Badge, Card, EmptyState, type Tone } from '../../ui/index.ts';
import { ConfirmWithdrawal } from './ConfirmWithdrawal.tsx';
import { DisputeTimeline } from './DisputeTimeline.tsx';
import type { CallResponse } from '../../../shared/api/index.ts';
import { paymentName } from '../../i18n/payment-name.ts';

type Item = CallResponse<'withdrawList'>['items'][number];

const TONES: Record<Item['status'], Tone> = {
  processing: 'neutral', transferring: 'primary', audit_failure: 'danger', success: 'success', failed: 'danger', disputed: 'warning',
};

export function StatusBadge({ status }: { status: Item['status'] }) {
  const { t } = useTranslation();
  return <Badge tone={TONES[status]}>{t(`withdraw.status.${status}`)}</Badge>;
}

function Row({ item, confirmMinutes, open, onOpen }: { item: Item; confirmMinutes: number; open: boolean; onOpen: () => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const confirming = item.confirmation === 'awaiting' || open;
  return (
    <li className="withdrawal-item" data-testid={`withdrawal-${item.id}`}>
      <div className="withdrawal-head">
        <strong>{money.format(item.amountMinor)}</strong>
        <StatusBadge status={item.status} />
      </div>
      <p className="withdrawal-meta">
        {money.dateTime(item.createdAt)} · {paymentName(t, item.payoutAccount.provider, item.payoutAccount.providerName)} {item.payoutAccount.accountNumberMasked}
        {item.feeMinor > 0 ? ` · ${t('withdraw.fee')} ${money.format(item.feeMinor)}` : ''}
      </p>
      {item.remark ? <p className="withdrawal-meta">{item.remark}</p> : null}
      {item.confirmation === 'timed_out' ? <p className="withdrawal-meta">{t('withdraw.confirm.forced')}</p> : null}
      {confirming ? <ConfirmWithdrawal item={item} confirmMinutes={confirmMinutes} onStart={onOpen} /> : null}
      {!confirming && (item.status === 'disputed' || item.confirmation === 'refunded' || item.confirmation === 'forced_received') ? <DisputeTimeline id={item.id} follow={item.status === 'disputed'} /> : null}
    </li>
  );
}

export function WithdrawalList({ confirmMinutes }: { confirmMinutes: number }) {
  const { t } = useTranslation();
  const list = useCall('withdrawList', { refetchInterval: 15_000 });
  // A panel stays open once it started, so its outcome shows after the list has moved on.
  const [open, setOpen] = useState<number[]>([]);
  const items = list.data?.items ?? [];
  return (
    <Card title={t('withdraw.history')} className="withdrawal-history">
      {items.length === 0 ? <EmptyState title={list.data ? t('withdraw.history.empty') : t('common.loading')} /> : (
        <ul className="withdrawal-list">
          {items.map((item) => (
            <Row key={item.id} item={item} confirmMinutes={confirmMinutes} open={open.includes(item.id)} onOpen={() => setOpen((o) => (o.includes(item.id) ? o : [...o, item.id]))} />
          ))}
        </ul>
      )}
    </Card>
  );
}
