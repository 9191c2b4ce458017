// The SMS code button on the smsCountdown machine: states sms, loading, countdown (spec 4).
import { useEffect, useState } from 'react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { smsCountdownMachine } from '../../../../flows/smsCountdown.machine.ts';

export function SmsButton({ actor, onSend, disabled = false }: { actor: ActorRefFrom<typeof smsCountdownMachine>; onSend: () => void; disabled?: boolean }) {
  const { t } = useTranslation();
  const { tag, deadline } = useSelector(actor, (s) => ({
    tag: s.hasTag('loading') ? 'loading' : s.hasTag('countdown') ? 'countdown' : 'sms',
    deadline: s.context.deadline,
  }));
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (tag !== 'countdown') return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [tag]);
  const seconds = deadline ? Math.max(0, Math.ceil((deadline - now) / 1000)) : 0;
  return (
    <button type="button" className="btn btn-small sms-button" data-state={tag} disabled={disabled || tag !== 'sms'} onClick={onSend}>
      {tag === 'loading' ? t('sms.sending') : tag === 'countdown' ? t('sms.countdown', { seconds }) : t('sms.getCode')}
    </button>
  );
}
