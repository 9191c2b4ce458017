/** The image a member sent with "not received", in the dispute's queue row: the operator settles on it. */
import { deskCall } from '../api.ts';
import { useT } from '../i18n/i18n.tsx';
import { RowImage } from './RowImage.tsx';

export function ProofImage({ id }: { id: number }) {
  const t = useT();
  return (
    <RowImage
      cacheKey={['deskWithdrawalProof', id]} load={() => deskCall('deskWithdrawalProof', { id: String(id) })}
      alt={t('withdrawals.proofAlt', { id })} enlargeTitle={t('withdrawals.proofEnlarge')}
    />
  );
}
