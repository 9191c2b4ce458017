// /game: the launched game in a sandboxed frame. Only a URL on one of the permission response's
// launch hosts is framed; the frame may run scripts, keep its origin, submit forms and open
// pop-ups, but never navigate the portal; no referrer is sent. A round reported by the game
// (postMessage from the frame's own origin) refreshes the header balance.
// The game is a stage: on a phone it fills the screen under a slim bar (back, balance, session
// clock) that covers the site header; on a desktop it sits centred at its aspect ratio under the
// collapsed header (games.css).
import { lazy, Suspense, useEffect } from 'react';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { BalanceButton } from '../../shell/Balance.tsx';
import { showToast } from '../../ui/index.ts';
import { errorText } from '../../i18n/error-text.ts';
import { useMoney } from '../../app/money.ts';
import { loadSessionClock } from '../protection/index.ts';
import { getSession } from '../../state/session.ts';
import { refreshBalance } from '../session/index.ts';
import { selectPermission } from './api.ts';
import { useCall } from '../../api/query.ts';
import { isAllowedLaunchUrl } from './launch-hosts.ts';
import { useGameLaunch } from './launch.ts';
import { LaunchLoader } from './MaintenanceDialog.tsx';
import './games.css';

export const FRAME_SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups';

const SessionClock = lazy(() => loadSessionClock().then((m) => ({ default: m.SessionClock })));

type Check = { state: 'checking' } | { state: 'allowed'; url: string } | { state: 'refused' } | { state: 'none' };

export function GameFrame({ url, title }: { url: string; title: string }) {
  const origin = new URL(url).origin;
  const { t } = useTranslation();
  const money = useMoney();
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin) return;
      const data = event.data as { type?: unknown; win?: unknown; errorCode?: unknown; value?: unknown } | null;
      if (data && data.type === 'demo-game:refused' && typeof data.errorCode === 'string') {
        // A round the platform refused (a loss, wager or session limit): which rule and when it resets.
        showToast(errorText(t, { errorCode: data.errorCode, value: data.value }), 'danger');
        return;
      }
      if (!data || data.type !== 'demo-game:round') return;
      void refreshBalance();
      // A win gets a toast over the portal (the game shows its own result too).
      if (typeof data.win === 'number' && Number.isSafeInteger(data.win) && data.win > 0) showToast(t('gameStage.winToast', { amount: money.format(data.win) }), 'success');
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [origin, t, money]);
  return <iframe className="game-frame" title={title} src={url} sandbox={FRAME_SANDBOX} referrerPolicy="no-referrer" allow="fullscreen" />;
}

export function GameScreen() {
  const { t } = useTranslation();
  // A launch that finishes while already on /game stores its URL without navigating.
  const { frameUrl, launching } = useGameLaunch();
  const stored = frameUrl ?? getSession('iframeUrl');
  const permission = useCall('whitelabel', { enabled: stored !== null, select: selectPermission });
  const check: Check = !stored ? { state: 'none' }
    : permission.isError ? { state: 'refused' }
    : !permission.data ? { state: 'checking' }
    : isAllowedLaunchUrl(stored, permission.data.launchGameCDNs) ? { state: 'allowed', url: stored } : { state: 'refused' };
  if (launching) return <LaunchLoader />;
  if (check.state === 'none') return <section className="section"><p role="status">{t('game.none')}</p></section>;
  if (check.state === 'checking') return <section className="section"><p role="status">{t('common.loading')}</p></section>;
  if (check.state === 'refused') {
    return <section className="section"><p role="alert">{t('games.launchHostRefused', { defaultValue: 'Invalid URL, please contact customer service' })}</p></section>;
  }
  return (
    <section className="game-stage" aria-label={t('game.frame')}>
      <GameBar />
      <div className="game-stage-fit"><GameFrame url={check.url} title={t('game.frame')} /></div>
    </section>
  );
}

/** The slim bar over a game: back to where the player came from (home when the game was opened directly), balance, session time. */
function GameBar() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const back = () => {
    if (window.history.length > 1) window.history.back();
    else navigate('/');
  };
  return (
    <div className="game-bar">
      <button type="button" className="game-back" onClick={back}><ArrowLeft aria-hidden="true" size={20} /><span>{t('gameStage.back')}</span></button>
      <Suspense fallback={null}><SessionClock /></Suspense>
      <BalanceButton />
    </div>
  );
}
