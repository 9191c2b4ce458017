// One direct downline member's actions (platform agentDownlineUpdate): the agent's note, blocking
// or allowing their login, making a player an agent. Each answers the member's new row; the
// downline list and the team figures are fetched again (their call schemas' invalidates). The note
// and the message render from their calls' request schemas (agentDownlineUpdate,
// agentDownlineMessage) with the merchant's forms.<call> settings.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import updateCallSchema from '../../../../schemas/api/agentDownlineUpdate.json';
import messageCallSchema from '../../../../schemas/api/agentDownlineMessage.json';
import { runCall } from '../../api/query.ts';
import { SchemaForm, useSchemaForm } from '../../forms/SchemaForm.tsx';
import type { FieldSpec } from '../../forms/ui-schema.ts';
import { Button, Dialog } from '../../ui/index.ts';
import type { DownlineMember } from '../../../generated/api/common/downline-member.ts';
import type { AgentDownlineUpdateRequest } from '../../../generated/api/agentDownlineUpdate.ts';

const NOTE: Record<string, FieldSpec> = {
  remark: { widget: 'text', label: 'agentDownline.remark', maxLength: updateCallSchema.request.properties.remark.maxLength, autoComplete: 'off' },
};
const MESSAGE: Record<string, FieldSpec> = {
  title: { widget: 'text', label: 'agentDownline.messageTitle', maxLength: messageCallSchema.request.properties.title.maxLength, autoComplete: 'off' },
  content: { widget: 'textarea', label: 'agentDownline.messageContent', rows: 3, maxLength: messageCallSchema.request.properties.content.maxLength },
};

export function ManageMember({ member, onClose }: { member: DownlineMember; onClose: () => void }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(member);
  const form = useSchemaForm('agentDownlineUpdate', NOTE, updateCallSchema.request, { remark: member.remark ?? '' });
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const apply = async (change: Omit<AgentDownlineUpdateRequest, 'username'>) => {
    // Blocking or promoting the member does not send the note, so its patterns do not stop it.
    if ('remark' in change) {
      if (!form.checkPatterns()) return;
    } else {
      form.setErrors({});
      form.setFormError(null);
    }
    setBusy(true);
    setSaved(false);
    try {
      setCurrent(await runCall('agentDownlineUpdate', { username: member.username, ...change }));
      setSaved(true);
    } catch (failure) {
      form.refused(failure);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog title={t('agentDownline.manageTitle', { username: member.username })} onClose={onClose} closeLabel={t('common.close')} size="small">
      <SchemaForm state={form} onSubmit={() => void apply({ remark: form.values.remark ?? '' })}>
        <Button type="submit" variant="primary" busy={busy}>{t('agentDownline.saveRemark')}</Button>
      </SchemaForm>
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
  const form = useSchemaForm('agentDownlineMessage', MESSAGE, messageCallSchema.request, {});
  const [state, setState] = useState({ busy: false, sent: false });
  const title = form.values.title ?? '';
  const content = form.values.content ?? '';
  const send = async () => {
    if (!form.checkPatterns()) return;
    setState({ busy: true, sent: false });
    try {
      await runCall('agentDownlineMessage', { username, title, content });
      form.setValues({ ...form.values, title: '', content: '' });
      setState({ busy: false, sent: true });
    } catch (failure) {
      form.refused(failure);
      setState({ busy: false, sent: false });
    }
  };
  return (
    <SchemaForm state={form} className="manage-message" label={t('agentDownline.message')} lead={<h3>{t('agentDownline.message')}</h3>} onSubmit={() => void send()}>
      {state.sent ? <p role="status" className="form-hint">{t('agentDownline.messageSent')}</p> : null}
      <Button type="submit" busy={state.busy} disabled={!title.trim() || !content.trim()}>{t('agentDownline.messageSend')}</Button>
    </SchemaForm>
  );
}
