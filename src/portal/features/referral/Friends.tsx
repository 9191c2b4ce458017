// The friends who registered through the member's link, newest first: masked account, the day
// they joined, whether they have deposited yet, what they earned the member and where they stand
// against each referral rule. Pages go on with the platform's cursor.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCall } from '../../api/query.ts';
import { useMoney } from '../../app/money.ts';
import { errorText } from '../../i18n/error-text.ts';
import { Badge, Button, Card, DataTable, TableSkeleton, type Column } from '../../ui/index.ts';
import { PlatformError, type CallResponse } from '../../../shared/api/index.ts';

type Friend = CallResponse<'referralFriends'>['items'][number];
type Rule = CallResponse<'referral'>['rules'][number];
// In progress is not a problem (neutral); a first deposit below the threshold can never pay (warning).
const TONE = { paid: 'success', inProgress: 'neutral', missed: 'warning' } as const;

export function Friends({ rules }: { rules: Rule[] }) {
  const { t } = useTranslation();
  const money = useMoney();
  const [cursors, setCursors] = useState<string[]>([]);
  const cursor = cursors.at(-1);
  const page = useCall('referralFriends', { request: cursor ? { cursor } : {} });
  const next = page.data?.nextCursor ?? null;
  const columns: Column<Friend>[] = [
    { key: 'account', header: t('referral.col.account'), label: t('referral.col.account'), primary: true, cell: (f) => f.account },
    { key: 'joined', header: t('referral.col.joined'), label: t('referral.col.joined'), cell: (f) => money.dateTime(f.joinedAt) },
    {
      key: 'deposit', header: t('referral.col.deposit'), label: t('referral.col.deposit'),
      cell: (f) => (f.firstDepositAt === null
        ? <Badge tone="neutral">{t('referral.noDeposit')}</Badge>
        : <Badge tone="success">{t('referral.depositedOn', { date: money.dateTime(f.firstDepositAt) })}</Badge>),
    },
    ...(rules.length ? [
      { key: 'earned', header: t('referral.col.earned'), label: t('referral.col.earned'), cell: (f: Friend) => money.format(f.earnedMinor) },
      {
        key: 'rewards', header: t('referral.col.rewards'), label: t('referral.col.rewards'),
        cell: (f: Friend) => (
          <span className="referral-rewards">
            {f.rewards.map((r) => {
              const rule = rules.find((x) => x.id === r.ruleId);
              if (!rule) return null;
              const values = { rule: t(`referral.reward.${rule.kind}`), amount: money.format(r.amountMinor), progress: money.format(r.progressMinor), threshold: money.format(rule.thresholdMinor) };
              return <Badge key={r.ruleId} tone={TONE[r.state]}>{t(`referral.reward.${r.state}`, values)}</Badge>;
            })}
          </span>
        ),
      },
    ] satisfies Column<Friend>[] : []),
  ];
  return (
    <Card title={t('referral.friends')}>
      {page.isPending ? <TableSkeleton label={t('common.loading')} /> : null}
      {page.isError ? <p className="field-error" role="alert">{errorText(t, page.error instanceof PlatformError ? page.error : null)}</p> : null}
      {page.data ? <DataTable columns={columns} rows={page.data.items} rowKey={(f) => `${f.account}-${f.joinedAt}`} caption={t('referral.friends')} empty={t('referral.empty')} /> : null}
      {cursors.length || next ? (
        <div className="referral-paging">
          {cursors.length ? <Button size="small" onClick={() => setCursors(cursors.slice(0, -1))}>{t('referral.newer')}</Button> : null}
          {next ? <Button size="small" onClick={() => setCursors([...cursors, next])}>{t('referral.older')}</Button> : null}
        </div>
      ) : null}
    </Card>
  );
}
