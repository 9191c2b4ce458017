// One open message: its text in the reader's language (event messages are reworded from their
// event), and, on a message a person wrote (the upline agent, a downline's reply), a reply to
// that person with the platform's answer beside the field. The site's own messages take none.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { runCall } from '../../api/query.ts';
import { useMoney } from '../../app/money.ts';
import { errorText } from '../../i18n/error-text.ts';
import { Button } from '../../ui/index.ts';
import { eventText } from '../notifications/index.ts';
import type { InboxMessage } from '../../../generated/api/common/inbox-message.ts';

export function MessageView({ message, onBack }: { message: InboxMessage; onBack: () => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const text = eventText(t, money, message);
  const [reply, setReply] = useState('');
  const title = useRef<HTMLHeadingElement>(null);
  // The list may have been scrolled far down: the opened message starts at its title, below the
  // sticky header (the title's scroll-margin in styles.css).
  useEffect(() => title.current?.scrollIntoView({ block: 'start' }), []);
  const [state, setState] = useState<{ busy: boolean; error: string | null; sent: boolean }>({ busy: false, error: null, sent: false });
  const send = async () => {
    setState({ busy: true, error: null, sent: false });
    try {
      await runCall('messageReply', { id: message.id, content: reply });
      setReply('');
      setState({ busy: false, error: null, sent: true });
    } catch (e) {
      setState({ busy: false, error: errorText(t, e as { errorCode?: string }), sent: false });
    }
  };
  return (
    <article className="message-view" aria-labelledby="message-view-title">
      <Button size="small" onClick={onBack}>{t('messages.back')}</Button>
      <h2 id="message-view-title" ref={title}>{text.title}</h2>
      <p className="message-meta">{message.sender ? t('messages.from', { name: message.sender }) : t('messages.system')} · {money.dateTime(message.createdAt)}</p>
      <p className="message-content">{text.content}</p>
      {message.sender ? (
        <form
          className="message-reply"
          onSubmit={(e) => {
            e.preventDefault();
            void send();
          }}
        >
          <label htmlFor="message-reply-text">{t('messages.replyLabel', { name: message.sender })}</label>
          <textarea id="message-reply-text" rows={3} maxLength={1000} value={reply} onChange={(e) => setReply(e.target.value)} aria-invalid={state.error ? true : undefined} aria-describedby={state.error ? 'message-reply-error' : undefined} />
          {state.error ? <p id="message-reply-error" className="field-error" role="alert">{state.error}</p> : null}
          {state.sent ? <p role="status">{t('messages.sent')}</p> : null}
          <Button type="submit" variant="primary" busy={state.busy}>{t('messages.send')}</Button>
        </form>
      ) : null}
    </article>
  );
}
