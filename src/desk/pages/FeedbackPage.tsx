/** Members' feedback (support, admin): waiting ones first; answer each once (the member reads it in their feedback page). */
import decide from '../../../schemas/api/deskFeedbackReply.json';
import { QueuePage } from '../queue/QueuePage.tsx';
import { queueAction, textForm, type QueueConfig, type RowOf } from '../queue/types.ts';
import { FeedbackImage } from './FeedbackImage.tsx';

type Row = RowOf<'deskFeedback'>;

const config: QueueConfig<'deskFeedback'> = {
  list: 'deskFeedback',
  titleKey: 'page.feedback',
  rowKey: (row) => row.id,
  columns: [
    { key: 'id', labelKey: 'feedback.id' },
    { key: 'member', labelKey: 'feedback.member' },
    { key: 'type', labelKey: 'feedback.type', render: (row, { t }) => t(`feedback.type.${row.type}`) },
    { key: 'content', labelKey: 'feedback.content', render: (row) => <span className="feedback-text">{row.content}</span> },
    { key: 'image', labelKey: 'feedback.image', render: (row, { t }) => (row.hasImage ? <FeedbackImage id={row.id} /> : t('feedback.noImage')) },
    { key: 'createdAt', labelKey: 'feedback.created', render: (row, { time }) => time(row.createdAt) },
    {
      key: 'reply', labelKey: 'feedback.reply',
      render: (row, { t, time }) => (row.reply === null ? t('feedback.waiting') : <span className="feedback-text">{row.reply} ({row.repliedBy}, {time(row.repliedAt ?? 0)})</span>),
    },
  ],
  filters: [{ name: 'answered', labelKey: 'feedback.state', options: [{ value: 'no', labelKey: 'feedback.waiting' }, { value: 'yes', labelKey: 'feedback.answered' }] }],
  initialFilters: { answered: 'no' },
  emptyKey: 'feedback.none',
  refreshSeconds: 30,
  actions: [
    queueAction<'deskFeedbackReply', Row>({
      key: 'reply', labelKey: 'feedback.answer', confirmKey: 'feedback.confirmAnswer', confirmVars: (row) => ({ id: row.id, member: row.member }),
      form: textForm(decide.request, 'reply', 'feedback.reply'),
      call: 'deskFeedbackReply', when: (row) => row.reply === null, request: (row, values) => ({ id: row.id, reply: values.reply ?? '' }),
    }),
  ],
};

export function FeedbackPage() {
  return <QueuePage config={config} />;
}
