// "Open an account" on the downline page: the agent opens a direct player's account (CreateMember)
// and is told its name; the page's downline filter turns to the direct players, where it shows.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/index.ts';
import { usePageFilter } from '../../engine/use-page-filter.ts';
import { downlineFilter } from '../../blocks/downline/filter.ts';
import { CreateMember } from './CreateMember.tsx';

export function OpenAccount() {
  const { t } = useTranslation();
  const [, change] = usePageFilter('downline', downlineFilter);
  const [creating, setCreating] = useState(false);
  const [opened, setOpened] = useState<string | null>(null);
  return (
    <div className="downline-head">
      <Button variant="primary" onClick={() => setCreating(true)}>{t('agentDownline.create')}</Button>
      {opened ? <p role="status" className="form-hint">{t('agentDownline.opened', { username: opened })}</p> : null}
      {creating ? <CreateMember onClose={() => setCreating(false)} onCreated={(username) => { setCreating(false); setOpened(username); change({ type: 'players' }); }} /> : null}
    </div>
  );
}
