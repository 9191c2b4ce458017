// Lottery game screens (header only, login required by the guard): gameCode and playType come
// from the query. The game itself arrives with a later issue.
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { TrialGate } from './TrialGate.tsx';

export function LotterySection({ variant }: { variant?: string }) {
  const { t } = useTranslation();
  const query = new URLSearchParams(useSearch());
  const gameCode = query.get('gameCode');
  return (
    <TrialGate>
      <section className="section" aria-labelledby="section-title">
        <h1 id="section-title">{t(`nav.${variant ?? 'lottery'}`)}</h1>
        {gameCode ? <p>{t('lottery.gameCode', { gameCode })}</p> : null}
        <p className="unavailable" role="status">{t('section.notAvailable')}</p>
      </section>
    </TrialGate>
  );
}
