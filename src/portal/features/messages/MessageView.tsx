// One open message: its text in the reader's language (event messages are reworded from their
// event), and, on a message a person wrote (the upline agent, a downline's reply), a reply to
// that person rendered from messageReply's request schema with the merchant's
// forms.messageReply settings; the platform's refusal shows under the field. The site's own
// messages take none.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import callSchema from '../../../../schemas/api/messageReply.json';
import { runCall } from '../../api/query.ts';
import { useMoney } from '../../app/money.ts';
import { SchemaForm, useSchemaForm } from '../../forms/SchemaForm.tsx';
import type { FieldSpec } from '../../forms/ui-schema.ts';
import { Button } from '../../ui/index.ts';
import { eventText } from '../notifications/index.ts';
import type { InboxMessage } from '../../../generated/api/common/inbox-message.ts';

export function MessageView({ message, onBack }: { message: InboxMessage; onBack: () => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const text = eventText(t, money, message);
  const title = useRef<HTMLHeadingElement>(null);
  // The list may have been scrolled far down: the opened message starts at its title, below the
  // sticky header (the title's scroll-margin in styles.css).
  useEffect(() => title.current?.scrollIntoView({ block: 'start' }), []);
  return (
    <article className="message-view" aria-labelledby="message-view-title">
      <Button size="small" onClick={onBack}>{t('messages.back')}</Button>
      <h2 id="message-view-title" ref={title}>{text.title}</h2>
      <p className="message-meta">{message.sender ? t('messages.from', { name: message.sender }) : t('messages.system')} · {money.dateTime(message.createdAt)}</p>
      <p className="message-content">{text.content}</p>
      {message.sender ? <ReplyForm id={message.id} sender={message.sender} /> : null}
    </article>
  );
}

function ReplyForm({ id, sender }: { id: number; sender: string }) {
  const { t } = useTranslation();
  const spec = useMemo<Record<string, FieldSpec>>(() => ({
    content: { widget: 'textarea', label: 'messages.replyLabel', labelParams: { name: sender }, rows: 3, maxLength: callSchema.request.properties.content.maxLength },
  }), [sender]);
  const form = useSchemaForm('messageReply', spec, callSchema.request, {});
  const [state, setState] = useState({ busy: false, sent: false });
  // An empty reply goes to the platform too: its refusal is the one text for it, under the field.
  const send = async () => {
    if (!form.checkPatterns()) return;
    setState({ busy: true, sent: false });
    try {
      await runCall('messageReply', { id, content: form.values.content ?? '' });
      form.setValues({ ...form.values, content: '' });
      setState({ busy: false, sent: true });
    } catch (error) {
      form.refused(error);
      setState({ busy: false, sent: false });
    }
  };
  return (
    <SchemaForm state={form} className="message-reply" onSubmit={() => void send()}>
      {state.sent ? <p role="status">{t('messages.sent')}</p> : null}
      <Button type="submit" variant="primary" busy={state.busy}>{t('messages.send')}</Button>
    </SchemaForm>
  );
}
