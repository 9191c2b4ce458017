// The manualRebate page's claims block: the member's last rebate claims, newest first, each with
// what it covered per game category (`categories: false` leaves that out), the last `limit` of them.
// It reads the claim block's query, so a claim shows here at once.
import './rebate.css';
import { useTranslation } from 'react-i18next';
import { useCall } from '../../api/query.ts';
import { useMoney } from '../../app/money.ts';
import { Card, EmptyState, Skeleton } from '../../ui/index.ts';
import { categoryName } from './labels.ts';

export function RebateClaims({ block }: { block?: { [setting: string]: unknown } }) {
  const { t } = useTranslation();
  const money = useMoney();
  const now = useCall('rebateClaimable');
  // The claim block beside it says why the rebate cannot be read.
  if (now.isError && !now.data) return null;
  if (!now.data) return <Skeleton height="8rem" label={t('common.loading')} />;
  const claims = typeof block?.limit === 'number' ? now.data.claims.slice(0, block.limit) : now.data.claims;
  return (
    <div className="rebate-part">
    <Card title={t('rebate.history')}>
      {claims.length ? (
        <ol className="rebate-claims">
          {claims.map((c) => (
            <li key={c.id} className="rebate-claim">
              <span>{money.dateTime(c.createdAt)}</span>
              <strong>{money.format(c.amountMinor)}</strong>
              {block?.categories === false ? null : <span className="rebate-claim-items">{c.items.map((i) => `${categoryName(t, i.category)} ${money.format(i.amountMinor)}`).join(' · ')}</span>}
            </li>
          ))}
        </ol>
      ) : <EmptyState title={t('rebate.history.empty')} />}
    </Card>
    </div>
  );
}
