// Category screens whose vendors are lobbies rather than game lists (sports, esports, cockfight:
// spec section 3's vendor map puts esports and cockfight under sports): one hero card per vendor
// (its art, name, what it offers, one clear action) that launches the vendor's lobby; `?vendor=`
// (the header's bet button) puts that vendor first.
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { gameTypeForCategory } from '../../../shared/games/index.ts';
import { useConfig } from '../../app/config-context.tsx';
import { useCategory } from './catalogue.ts';
import { imageUrl } from './GameTile.tsx';
import { useImageBase } from './image-base.ts';
import { useGameLaunch } from './launch.ts';
import { LaunchLoader, MaintenanceDialog } from './MaintenanceDialog.tsx';
import { Button } from '../../ui/index.ts';
import './games.css';

export function CategoryScreen({ category = 'sports' }: { category?: string }) {
  const { t } = useTranslation();
  const config = useConfig();
  const vendor = new URLSearchParams(useSearch()).get('vendor');
  const catalogue = useCategory(gameTypeForCategory(category) ?? 'SPORTS');
  const { launch, launching, maintenance, closeMaintenance } = useGameLaunch();
  const imageBase = useImageBase();
  const vendorName = (code: string) => (config.vendors as Record<string, { displayName: string } | undefined>)[code]?.displayName ?? code;
  const lobbies = catalogue.state === 'ready'
    ? [...catalogue.index.games].filter((g) => g.isGame === 'VASSALAGE').sort((a, b) => Number(b.vendor === vendor) - Number(a.vendor === vendor))
    : [];
  return (
    <section className="section games-screen" aria-labelledby="section-title">
      <h1 id="section-title">{t(`nav.${category}`)}</h1>
      {catalogue.state === 'loading' ? <p role="status">{t('common.loading')}</p> : null}
      {catalogue.state === 'unavailable' ? <p role="status" className="unavailable">{t('section.notAvailable')}</p> : null}
      {catalogue.state === 'ready' && lobbies.length === 0 ? <p role="status">{t('common.empty')}</p> : null}
      <ul className="lobby-cards" aria-label={t('games.vendors')}>
        {lobbies.map((game) => (
          <li key={game.gameId} className={`lobby-card lobby-card-${category}`}>
            <img className="lobby-card-art" src={imageUrl(imageBase, game.imagePath)} alt="" width={200} height={200} decoding="async" />
            <div className="lobby-card-body">
              <h2>{vendorName(game.vendor)}</h2>
              <p>{t(`lobby.tagline.${category}`)}</p>
              <Button variant="primary" onClick={() => launch(game)}>{t('games.play', { name: vendorName(game.vendor) })}</Button>
            </div>
          </li>
        ))}
      </ul>
      {launching ? <LaunchLoader /> : null}
      {maintenance ? <MaintenanceDialog info={maintenance} vendorName={vendorName(maintenance.vendor)} onClose={closeMaintenance} onLaunch={launch} /> : null}
    </section>
  );
}
