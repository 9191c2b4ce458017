/**
 * A manual deposit's receipt, shown in its row as soon as the queue shows the row (the operator
 * decides on it, so it should not hide behind a click); a click enlarges it. Lists never carry
 * image bytes: each receipt is its own call, cached by id.
 */
import { useState } from 'react';
import { deskCall } from '../api.ts';
import { useDeskQuery } from '../data.ts';
import { errorMessage, useT } from '../i18n/i18n.tsx';

export function ReceiptImage({ id }: { id: number }) {
  const t = useT();
  const [large, setLarge] = useState(false);
  const receipt = useDeskQuery(['deskDepositReceipt', id], () => deskCall('deskDepositReceipt', { id: String(id) }), { freshMs: 300_000 });
  if (receipt.isError) return <span className="error" role="alert">{errorMessage(t, receipt.error)}</span>;
  if (!receipt.data) return <span className="receipt-loading">{t('shell.loading')}</span>;
  const src = `data:${receipt.data.mime};base64,${receipt.data.base64}`;
  return (
    <button type="button" className={`receipt-thumb${large ? ' is-large' : ''}`} aria-pressed={large} onClick={() => setLarge(!large)} title={t('deposits.receiptEnlarge')}>
      <img src={src} alt={t('deposits.receiptAlt', { id })} />
    </button>
  );
}
