// /game: the launched game in a sandboxed frame. Only a URL on one of the permission response's
// launch hosts is framed; the frame may run scripts, keep its origin, submit forms and open
// pop-ups, but never navigate the portal; no referrer is sent. A round reported by the game
// (postMessage from the frame's own origin) refreshes the header balance.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { getSession } from '../../state/session.ts';
import { refreshBalance } from '../session/index.ts';
import { selectPermission } from './api.ts';
import { useCall } from '../../api/query.ts';
import { isAllowedLaunchUrl } from './launch-hosts.ts';
import { useGameLaunch } from './launch.ts';
import { LaunchLoader } from './MaintenanceDialog.tsx';
import './games.css';

export const FRAME_SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups';

type Check = { state: 'checking' } | { state: 'allowed'; url: string } | { state: 'refused' } | { state: 'none' };

export function GameFrame({ url, title }: { url: string; title: string }) {
  const origin = new URL(url).origin;
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin) return;
      const data = event.data as { type?: unknown } | null;
      if (data && data.type === 'demo-game:round') void refreshBalance();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [origin]);
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
    <section className="game-frame-wrap">
      <GameFrame url={check.url} title={t('game.frame')} />
    </section>
  );
}
