// The member centre's feedback page: the form, then what the member sent and the desk's answers.
// The form's types and bounds come with the history (feedbackList), so form and platform agree.
import './feedback.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlatformError } from '../../../shared/api/index.ts';
import { useCall } from '../../api/query.ts';
import { errorText } from '../../i18n/error-text.ts';
import { Button, Card, Skeleton } from '../../ui/index.ts';
import { FeedbackForm } from './FeedbackForm.tsx';
import { FeedbackHistory } from './FeedbackHistory.tsx';

const PAGE = 10;

export function FeedbackPage() {
  const { t } = useTranslation();
  const [shown, setShown] = useState(PAGE);
  const list = useCall('feedbackList', { request: { pageSize: String(shown) } });
  if (list.isError && !list.data) {
    const err = list.error instanceof PlatformError ? list.error : null;
    return <p role="alert">{err?.errorCode === 'feedback.disabled' ? t('feedback.off') : errorText(t, err)}</p>;
  }
  if (!list.data) return <Skeleton height="16rem" label={t('common.loading')} />;
  const { settings, items, total } = list.data;
  return (
    <div className="feedback-page">
      <Card><FeedbackForm settings={settings} /></Card>
      <Card title={t('feedback.history')}>
        <FeedbackHistory items={items} />
        {total > items.length && shown < 50 ? (
          <Button variant="ghost" block onClick={() => setShown((n) => Math.min(50, n + PAGE))}>{t('feedback.more')}</Button>
        ) : null}
      </Card>
    </div>
  );
}

export default FeedbackPage;
