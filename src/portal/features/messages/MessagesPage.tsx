// messages: the member's inbox of the last 90 days, a page at a time (newest first). Select
// messages to mark them read or delete them, open one (it is then read) and reply to the upline
// agent. Every change answers the new unread count, which the header badge takes at once.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCall, runCall } from '../../api/query.ts';
import { setState } from '../../state/store.ts';
import { useMoney } from '../../app/money.ts';
import { errorText } from '../../i18n/error-text.ts';
import { Badge, Button, EmptyState } from '../../ui/index.ts';
import { Checkbox } from '../../ui/Checkbox.tsx';
import { eventText } from '../notifications/index.ts';
import type { InboxMessage } from '../../../generated/api/common/inbox-message.ts';
import { MessageView } from './MessageView.tsx';

const PAGE_SIZE = '10';

export function MessagesPage() {
  const { t } = useTranslation();
  const money = useMoney();
  const [cursors, setCursors] = useState<string[]>([]);
  const cursor = cursors[cursors.length - 1];
  const [selected, setSelected] = useState<number[]>([]);
  const [open, setOpen] = useState<InboxMessage | null>(null);
  const [error, setError] = useState<string | null>(null);
  const page = useCall('messageList', { request: { pageSize: PAGE_SIZE, ...(cursor ? { cursor } : {}) } });
  const nextCursor = page.data?.nextCursor;
  const list = page.data?.list ?? [];

  const change = async (name: 'messageRead' | 'messageDelete', ids: number[]) => {
    const [first, ...rest] = ids;
    if (first === undefined) return;
    setError(null);
    try {
      const { unread } = await runCall(name, { ids: [first, ...rest] });
      setState({ unread });
      setSelected([]);
    } catch (e) {
      setError(errorText(t, e as { errorCode?: string }));
    }
  };

  if (open) {
    return <MessageView message={open} onBack={() => setOpen(null)} />;
  }
  if (page.isPending) return <p role="status">{t('common.loading')}</p>;
  if (list.length === 0 && cursors.length === 0) return <EmptyState title={t('messages.empty')} />;
  const allSelected = list.length > 0 && list.every((m) => selected.includes(m.id));
  return (
    <div className="messages">
      <div className="messages-actions">
        <Checkbox label={t('messages.selectAll')} checked={allSelected} onChange={() => setSelected(allSelected ? [] : list.map((m) => m.id))} />
        <Button size="small" disabled={selected.length === 0} onClick={() => void change('messageRead', selected)}>{t('messages.markRead')}</Button>
        <Button size="small" variant="danger" disabled={selected.length === 0} onClick={() => void change('messageDelete', selected)}>{t('messages.delete')}</Button>
      </div>
      {error ? <p className="field-error" role="alert">{error}</p> : null}
      <ul className="messages-list">
        {list.map((m) => {
          const text = eventText(t, money, m);
          return (
            <li key={m.id} className={m.read ? 'message read' : 'message unread'}>
              <Checkbox
                className="message-pick"
                aria-label={t('messages.select', { title: text.title })}
                checked={selected.includes(m.id)}
                onChange={() => setSelected((s) => (s.includes(m.id) ? s.filter((x) => x !== m.id) : [...s, m.id]))}
              />
              <button
                type="button"
                className="message-open"
                onClick={() => {
                  setOpen(m);
                  if (!m.read) void change('messageRead', [m.id]);
                }}
              >
                <span className="message-title">{text.title}</span>
                <span className="message-meta">
                  {m.read ? null : <Badge tone="primary">{t('messages.unread')}</Badge>} {money.dateTime(m.createdAt)}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <div className="messages-paging">
        {cursors.length > 0 ? <Button size="small" onClick={() => setCursors([])}>{t('messages.back')}</Button> : null}
        {nextCursor ? <Button size="small" onClick={() => setCursors([...cursors, nextCursor])}>{t('messages.more')}</Button> : null}
      </div>
    </div>
  );
}
