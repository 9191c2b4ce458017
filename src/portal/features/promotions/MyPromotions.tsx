// The member's promotions in the member centre (the bonusDetails page): every application, opt-in
// and raffle draw with its status in the member's language, the bonus or prize, and a rejection's reason.
import './promotions.css';
import { useTranslation } from 'react-i18next';
import { PlatformError, type CallResponse } from '../../../shared/api/index.ts';
import { useMoney } from '../../app/money.ts';
import { useCall } from '../../api/query.ts';
import { errorText } from '../../i18n/error-text.ts';
import { Badge, Card, DataTable, Skeleton, type Column } from '../../ui/index.ts';
import { TONE } from './status.ts';

type Row = CallResponse<'promotionApplications'>['items'][number];

export function MyPromotions() {
  const { t } = useTranslation();
  const money = useMoney();
  const list = useCall('promotionApplications', { request: { pageSize: '50' } });
  const columns: Column<Row>[] = [
    { key: 'title', header: t('promotion.mine.promotion'), label: t('promotion.mine.promotion'), cell: (r) => r.title, primary: true },
    { key: 'status', header: t('promotion.mine.status'), label: t('promotion.mine.status'), cell: (r) => <Badge tone={TONE[r.status]}>{t(`promotion.status.${r.status}`)}</Badge> },
    { key: 'amount', header: t('promotion.mine.amount'), label: t('promotion.mine.amount'), cell: (r) => (r.bonusMinor === null ? '–' : money.format(r.bonusMinor)), align: 'end' },
    { key: 'when', header: t('promotion.mine.when'), label: t('promotion.mine.when'), cell: (r) => money.dateTime(r.createdAt) },
    { key: 'note', header: t('promotion.mine.note'), label: t('promotion.mine.note'), cell: (r) => r.reason ?? r.comment },
  ];
  let body;
  if (list.isError && !list.data) body = <p role="alert">{errorText(t, list.error instanceof PlatformError ? list.error : null)}</p>;
  else if (!list.data) body = <Skeleton height="6rem" label={t('common.loading')} />;
  else body = <DataTable caption={t('promotion.mine.title')} columns={columns} rows={list.data.items} rowKey={(r) => String(r.id)} empty={t('promotion.mine.empty')} />;
  return <Card title={t('promotion.mine.title')} className="promo-mine">{body}</Card>;
}

export default MyPromotions;
