// One game-list screen for rng, bgs, bingo, live, fish and pvp (route parameter pageType; the
// page query names the tab). Game lists arrive with a later issue.
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';

export const GAME_LIST_TABS = ['ALL', 'HOT', 'NEW', 'FAV', 'RECENT'] as const;

export function GameListSection({ pageType }: { pageType?: string }) {
  const { t } = useTranslation();
  const tab = new URLSearchParams(useSearch()).get('page') ?? 'ALL';
  return (
    <section className="section" aria-labelledby="section-title">
      <h1 id="section-title">{t(`nav.${pageType ?? 'rng'}`)}</h1>
      <div role="tablist" aria-label={t('games.filter')}>
        {GAME_LIST_TABS.map((name) => (
          <span key={name} role="tab" aria-selected={name === tab}>{t(`games.tab.${name}`)}</span>
        ))}
      </div>
      <p className="unavailable" role="status">{t('section.notAvailable')}</p>
    </section>
  );
}
