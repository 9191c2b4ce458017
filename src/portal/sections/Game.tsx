// /game: the launched game in an embedded frame (URL stored as iframeUrl). Without a stored
// URL there is nothing to show.
import { useTranslation } from 'react-i18next';
import { getSession } from '../state/session.ts';

export function GameSection() {
  const { t } = useTranslation();
  const url = getSession('iframeUrl');
  const safe = url && /^https?:\/\//i.test(url) ? url : null;
  if (!safe) return <section className="section"><p role="status">{t('game.none')}</p></section>;
  return <iframe className="game-frame" title={t('game.frame')} src={safe} allow="fullscreen" />;
}
