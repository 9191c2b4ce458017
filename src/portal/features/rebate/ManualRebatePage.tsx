// manualRebate: what the member may claim now per game category (valid bets since their last
// claim at their level's rate) and one button that claims all of it after a confirmation (the
// merchant may switch it off: forms.rebateClaim.confirm). The claims made are the rebateClaims
// block (RebateClaims.tsx), from the same query. The platform
// decides the amount again under its lock; one key per claim, kept across a retry.
import './rebate.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlatformError, type CallResponse } from '../../../shared/api/index.ts';
import { runCall, useCall } from '../../api/query.ts';
import { useMoney } from '../../app/money.ts';
import { ConfirmStep } from '../../forms/ConfirmStep.tsx';
import { useFormSettings } from '../../forms/settings.ts';
import { errorText } from '../../i18n/error-text.ts';
import { Button, Card, DataTable, Skeleton, showToast, type Column } from '../../ui/index.ts';
import { categoryName, percentText } from './labels.ts';

type Claimable = CallResponse<'rebateClaimable'>;
const newKey = () => (globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random()}`).replaceAll('.', '-');

export function ManualRebatePage({ block }: { block?: { [setting: string]: unknown } }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const now = useCall('rebateClaimable');
  const [key, setKey] = useState(newKey);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const { confirm } = useFormSettings('rebateClaim');
  if (now.isError && !now.data) {
    const err = now.error instanceof PlatformError ? now.error : null;
    return <p role="alert">{err?.errorCode === 'rebate.disabled' ? t('rebate.off') : errorText(t, err)}</p>;
  }
  if (!now.data) return <Skeleton height="14rem" label={t('common.loading')} />;
  const { items, totalMinor, minClaimMinor, levelNameKey } = now.data;
  const canClaim = totalMinor > 0 && totalMinor >= minClaimMinor;
  const played = items.filter((i) => i.validBetMinor > 0);

  const claim = async () => {
    setBusy(true);
    try {
      const paid = await runCall('rebateClaim', { idempotencyKey: key });
      showToast(t('rebate.claimed', { amount: money.format(paid.claim.amountMinor) }), 'success');
      setKey(newKey());
    } catch (e) {
      const err = e instanceof PlatformError ? e : new PlatformError('unknown', 'unknown', 0);
      showToast(errorText(t, err), 'danger');
      // A refusal is final for this key (nothing was paid); a network failure keeps it for the retry.
      if (err.status > 0) setKey(newKey());
      void now.refetch();
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  const columns: Column<Claimable['items'][number]>[] = [
    { key: 'category', header: t('rebate.category'), label: t('rebate.category'), cell: (r) => categoryName(t, r.category), primary: true },
    { key: 'rate', header: t('rebate.rate'), label: t('rebate.rate'), cell: (r) => percentText(r.rate, i18n.language), align: 'end' },
    { key: 'bet', header: t('rebate.validBet'), label: t('rebate.validBet'), cell: (r) => money.format(r.validBetMinor), align: 'end' },
    { key: 'amount', header: t('rebate.amount'), label: t('rebate.amount'), cell: (r) => money.format(r.amountMinor), align: 'end' },
  ];
  return (
    <div className="rebate-part rebate-page">
      <Card>
        <div className="rebate-summary">
          <div>
            <p className="rebate-label">{t('rebate.claimable')}</p>
            <p className="rebate-total" data-testid="rebate-total">{money.format(totalMinor)}</p>
            <p className="rebate-level">{t('rebate.yourLevel', { level: t(levelNameKey) })}</p>
          </div>
          <Button variant="primary" busy={busy} disabled={!canClaim} onClick={() => (confirm ? setConfirming(true) : void claim())}>{t('rebate.claim')}</Button>
        </div>
        {minClaimMinor > 0 ? <p className="rebate-note">{t('rebate.minimum', { amount: money.format(minClaimMinor) })}</p> : null}
        {/* Only games played since the last claim; every rate is on the bonus details page. */}
        {block?.categories === false ? null : played.length ? <DataTable caption={t('rebate.claimable')} columns={columns} rows={played} rowKey={(r) => r.category} /> : <p className="rebate-note">{t('rebate.nothing')}</p>}
      </Card>
      {confirming ? (
        <ConfirmStep title={t('rebate.confirmTitle')} busy={busy} onBack={() => setConfirming(false)} onConfirm={() => void claim()}
          note={t('rebate.confirmNote')}
          rows={[
            { label: t('form.confirm.amount'), value: money.format(totalMinor) },
            { label: t('form.confirm.fee'), value: money.format(0) },
            { label: t('form.confirm.receive'), value: money.format(totalMinor) },
            { label: t('form.confirm.account'), value: t('form.confirm.wallet') },
          ]} />
      ) : null}
    </div>
  );
}

export default ManualRebatePage;
