// Agent centre: only for agent types 1, 2, 41, 42; the trial account sees the true-account warning.
import { useTranslation } from 'react-i18next';
import { isAgentCentreType } from '../../../shared/member-types.ts';
import { usePortal } from '../../state/store.ts';
import { TrialGate } from '../../sections/TrialGate.tsx';
import { Unavailable } from '../../sections/Unavailable.tsx';

export function AgentSection() {
  return (
    <TrialGate>
      <AgentCentre />
    </TrialGate>
  );
}

function AgentCentre() {
  const { t } = useTranslation();
  const type = usePortal((s) => s.member?.type);
  if (type === undefined || !isAgentCentreType(type)) {
    return <section className="section" role="alert"><p>{t('error.nonAgent')}</p></section>;
  }
  return <Unavailable titleKey="nav.agent" />;
}
