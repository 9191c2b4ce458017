// One direct downline member's actions (platform agentDownlineUpdate): the agent's note, blocking
// or allowing their login, making a player an agent. Each answers the member's new row; the
// downline list and the team figures are fetched again (their contracts' invalidates).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { runCall } from '../../api/query.ts';
import { errorText } from '../../i18n/error-text.ts';
import { Button, Dialog, Input } from '../../ui/index.ts';
import type { DownlineMember } from '../../../generated/api/common/downline-member.ts';
import type { AgentDownlineUpdateRequest } from '../../../generated/api/agentDownlineUpdate.ts';

export function ManageMember({ member, onClose }: { member: DownlineMember; onClose: () => void }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(member);
  const [remark, setRemark] = useState(member.remark ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const apply = async (change: Omit<AgentDownlineUpdateRequest, 'username'>) => {
    setBusy(true);
    setError(null);
    setSaved(false);
    try {
      setCurrent(await runCall('agentDownlineUpdate', { username: member.username, ...change }));
      setSaved(true);
    } catch (failure) {
      setError(errorText(t, failure as { errorCode?: string }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog title={t('agentDownline.manageTitle', { username: member.username })} onClose={onClose} closeLabel={t('common.close')} size="small">
      <form className="form" noValidate onSubmit={(e) => { e.preventDefault(); void apply({ remark }); }}>
        <Input label={t('agentDownline.remark')} name="remark" maxLength={50} autoComplete="off" value={remark} onChange={(e) => setRemark(e.target.value)} error={error ?? undefined} />
        <Button type="submit" variant="primary" busy={busy}>{t('agentDownline.saveRemark')}</Button>
      </form>
      <div className="manage-actions">
        <Button busy={busy} onClick={() => void apply({ loginBlocked: !current.loginBlocked })}>
          {t(current.loginBlocked ? 'agentDownline.unblock' : 'agentDownline.block')}
        </Button>
        {current.isAgent ? null : <Button busy={busy} onClick={() => void apply({ makeAgent: true })}>{t('agentDownline.makeAgent')}</Button>}
      </div>
      {saved ? <p role="status" className="form-hint">{t('agentDownline.saved')}</p> : null}
      <MessageForm username={member.username} />
    </Dialog>
  );
}

/** A message to the member's inbox, from the agent (the member can reply to it there). */
function MessageForm({ username }: { username: string }) {
  const { t } = useTranslation();
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [state, setState] = useState<{ busy: boolean; sent: boolean; error: string | null }>({ busy: false, sent: false, error: null });
  const send = async () => {
    setState({ busy: true, sent: false, error: null });
    try {
      await runCall('agentDownlineMessage', { username, title, content });
      setTitle('');
      setContent('');
      setState({ busy: false, sent: true, error: null });
    } catch (failure) {
      setState({ busy: false, sent: false, error: errorText(t, failure as { errorCode?: string }) });
    }
  };
  return (
    <form className="form manage-message" noValidate onSubmit={(e) => { e.preventDefault(); void send(); }}>
      <h3>{t('agentDownline.message')}</h3>
      <Input label={t('agentDownline.messageTitle')} name="title" maxLength={60} autoComplete="off" value={title} onChange={(e) => setTitle(e.target.value)} />
      <label className="ui-field">
        <span className="ui-label">{t('agentDownline.messageContent')}</span>
        <textarea className="ui-input" name="content" rows={3} maxLength={1000} value={content} onChange={(e) => setContent(e.target.value)} />
      </label>
      {state.error ? <p className="form-error" role="alert">{state.error}</p> : null}
      {state.sent ? <p role="status" className="form-hint">{t('agentDownline.messageSent')}</p> : null}
      <Button type="submit" busy={state.busy} disabled={!title.trim() || !content.trim()}>{t('agentDownline.messageSend')}</Button>
    </form>
  );
}
