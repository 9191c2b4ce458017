// A withdrawal's timeline as the member may read it (operators by role only): the dispute case.
import { useTranslation } from 'react-i18next';
import { useCall } from '../../api/query.ts';
import { useMoney } from '../../app/money.ts';

export function DisputeTimeline({ id, follow }: { id: number; follow: boolean }) {
  const { t } = useTranslation();
  const money = useMoney();
  const detail = useCall('withdrawDetail', { request: { id: String(id) }, ...(follow ? { refetchInterval: 5_000 } : {}) });
  if (!detail.data) return null;
  return (
    <div className="dispute-case">
      <h4>{t('withdraw.dispute.title', { id })}</h4>
      <ol className="dispute-timeline" aria-label={t('withdraw.dispute.timeline')}>
        {detail.data.events.map((e, i) => (
          <li key={i}>
            <time>{money.dateTime(e.at)}</time> <span>{t(`withdraw.actor.${e.actor}`)}</span>: {t(`withdraw.event.${e.event}`, { defaultValue: e.event })}
            {e.note ? <q>{e.note}</q> : null}
          </li>
        ))}
      </ol>
    </div>
  );
}
