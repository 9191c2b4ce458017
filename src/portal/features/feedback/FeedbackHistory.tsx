// The member's feedback, newest first, each with the desk's answer once there is one (the peers
// keep no history; here a member can always see what they sent and what came back).
import { useTranslation } from 'react-i18next';
import type { CallResponse } from '../../../shared/api/index.ts';
import { useMoney } from '../../app/money.ts';
import { Badge, EmptyState } from '../../ui/index.ts';

type Item = CallResponse<'feedbackList'>['items'][number];

export function FeedbackHistory({ items }: { items: Item[] }) {
  const { t } = useTranslation();
  const { dateTime } = useMoney();
  if (!items.length) return <EmptyState title={t('feedback.history.empty')} />;
  return (
    <ol className="feedback-list">
      {items.map((item) => (
        <li key={item.id} className="feedback-item" data-testid={`feedback-${item.id}`}>
          <div className="feedback-head">
            <strong>{t(`feedback.type.${item.type}`)}</strong>
            <Badge tone={item.reply === null ? 'warning' : 'success'}>{t(item.reply === null ? 'feedback.waiting' : 'feedback.answered')}</Badge>
          </div>
          <p className="feedback-meta">
            {dateTime(item.createdAt)}{item.hasImage ? ` · ${t('feedback.imageAttached')}` : ''}
          </p>
          <p className="feedback-text">{item.content}</p>
          {item.reply !== null ? (
            <div className="feedback-reply">
              <p className="feedback-reply-title">{t('feedback.reply')}{item.repliedAt ? ` · ${dateTime(item.repliedAt)}` : ''}</p>
              <p className="feedback-text">{item.reply}</p>
            </div>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
