// The session time in the header while logged in (UKGC RTS 13C): time since this login.
import { Timer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useConfig } from '../../app/config-context.tsx';
import { formatElapsed, useSessionPlay } from './session-play.ts';

export function SessionClock() {
  const { t } = useTranslation();
  const play = useSessionPlay();
  const { digits } = useConfig().identity.currency;
  if (!play) return null;
  const text = formatElapsed(play.elapsed, digits);
  return (
    <span className="session-clock" role="timer" aria-label={t('protection.sessionTime', { time: text })} title={t('protection.sessionTime', { time: text })}>
      <Timer aria-hidden="true" size={16} />{text}
    </span>
  );
}
