// The reality check (UKGC RTS 13): at every multiple of the member's interval since login, a
// dialog with the time played and the net result this session, to continue, view the bet history
// or log out. It lives
// with the portal's overlays, so it shows over a game in the game frame too. Which reminder was
// answered is kept per session in sessionStorage, so a reload does not ask again.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Button, Dialog } from '../../ui/index.ts';
import { useMoney } from '../../app/money.ts';
import { runLogout } from '../session/index.ts';
import { formatElapsed, useSessionPlay } from './session-play.ts';

interface Answered {
  minutes: number;
  count: number;
}

const keyOf = (sessionStartedAt: number) => `realityCheck:${sessionStartedAt}`;

function readAnswered(key: string): Answered | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(key) ?? 'null') as Answered | null;
    return value && typeof value.minutes === 'number' && typeof value.count === 'number' ? value : null;
  } catch {
    return null;
  }
}

export function RealityCheck() {
  const { t } = useTranslation();
  const money = useMoney();
  const play = useSessionPlay();
  const [, setAnswers] = useState(0);
  const [, navigate] = useLocation();
  const minutes = play?.status.realityCheckMinutes ?? null;
  const key = play ? keyOf(play.status.sessionStartedAt) : null;
  const due = play && minutes ? Math.floor(play.elapsed / (minutes * 60_000)) : 0;
  let answered = key ? readAnswered(key) : null;
  // A new interval counts from now: the next reminder is its next multiple, not one at once.
  if (key && minutes && answered?.minutes !== minutes) {
    answered = { minutes, count: due };
    sessionStorage.setItem(key, JSON.stringify(answered));
  }
  const open = Boolean(minutes && answered && due > answered.count);
  const refetch = play?.refetch;
  // Fresh figures for the dialog: rounds played in the game frame since the last answer.
  useEffect(() => {
    if (open) refetch?.();
  }, [open]); // eslint-disable-line react-hooks/exhaustive-deps -- once per opening
  if (!play || !open || !key || !minutes) return null;
  const { betMinor, winMinor, netMinor, rounds } = play.status.play;
  const answer = () => {
    sessionStorage.setItem(key, JSON.stringify({ minutes, count: due }));
    setAnswers((n) => n + 1);
  };
  // Only an explicit choice answers it, continue, history or log out: no close button, and neither Escape
  // nor a click beside it (which a member makes without reading) closes it (a Dialog without
  // onClose). The keyboard is not trapped (WCAG 2.1.2): Tab reaches every button, and focus starts
  // on Continue, the first one, the choice that ends nothing.
  return (
    <Dialog
      title={t('protection.realityCheck.dialogTitle')}
      closeLabel={t('common.close')}
      role="alertdialog"
      size="small"
      className="reality-check"
      footer={(
        <>
          <Button variant="primary" onClick={answer}>{t('protection.realityCheck.continue')}</Button>
          <Button onClick={() => { answer(); navigate('/member?page=betRecords'); }}>{t('protection.realityCheck.history')}</Button>
          <Button onClick={() => { answer(); void runLogout(); }}>{t('protection.realityCheck.logout')}</Button>
        </>
      )}
    >
      <p>{t('protection.realityCheck.played', { time: money.digits(formatElapsed(play.elapsed)) })}</p>
      <p className={netMinor < 0 ? 'net net-loss' : 'net'}>{t('protection.realityCheck.net', { net: money.format(netMinor) })}</p>
      <p className="form-hint">{t('protection.realityCheck.figures', { bet: money.format(betMinor), win: money.format(winMinor), rounds })}</p>
    </Dialog>
  );
}

export { RestrictedBanner, RestrictedView } from './RestrictedView.tsx';
