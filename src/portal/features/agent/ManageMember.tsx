// One direct downline member's actions (platform agentDownlineUpdate): the agent's note, blocking
// or allowing their login, making a player an agent. Each answers the member's new row; the
// downline list and the team figures are fetched again (query layer INVALIDATES).
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
    </Dialog>
  );
}
