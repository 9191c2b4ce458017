/** A manual deposit's receipt in its queue row (finance and admin, like the queue). */
import { deskCall } from '../api.ts';
import { useT } from '../i18n/i18n.tsx';
import { RowImage } from './RowImage.tsx';

export function ReceiptImage({ id }: { id: number }) {
  const t = useT();
  return (
    <RowImage
      cacheKey={['deskDepositReceipt', id]} load={() => deskCall('deskDepositReceipt', { id: String(id) })}
      alt={t('deposits.receiptAlt', { id })} enlargeTitle={t('deposits.receiptEnlarge')}
    />
  );
}
