// A vendor under maintenance: its window, and popular games to play instead.
import { useTranslation } from 'react-i18next';
import type { GameItem } from '../../../shared/games/index.ts';
import { useMoney } from '../../app/money.ts';
import { useCall } from '../../api/query.ts';
import type { MaintenanceInfo } from './launch.ts';

export function MaintenanceDialog({ info, vendorName, onClose, onLaunch }: {
  info: MaintenanceInfo;
  vendorName: string;
  onClose(): void;
  onLaunch(game: GameItem): void;
}) {
  const { t } = useTranslation();
  const popularGames = useCall('popular', { request: { limit: 12 } });
  const popular = (popularGames.data ?? []).filter((g) => g.vassalage !== info.vassalage).slice(0, 6);
  const money = useMoney();
  // The merchant's number format, not the browser's locale: the same digits as every amount.
  const time = (ms: number | null) => (ms === null ? '—' : money.dateTime(ms));
  return (
    <div className="game-dialog-backdrop">
      <div className="game-dialog" role="dialog" aria-modal="true" aria-labelledby="game-maintenance-title">
        <h2 id="game-maintenance-title">{t('games.maintenanceTitle', { defaultValue: '{{vendor}} is under maintenance', vendor: vendorName })}</h2>
        <p>{t('games.maintenanceWindow', { defaultValue: 'From {{from}} to {{to}}', from: time(info.maintainTime), to: time(info.endTime) })}</p>
        <h3>{t('games.tryPopular', { defaultValue: 'Try one of the popular games' })}</h3>
        <ul aria-label={t('games.popular', { defaultValue: 'Popular games' })}>
          {popular.map((g) => (
            <li key={g.gameId}>
              <button type="button" className="btn" onClick={() => { onClose(); onLaunch(g); }}>{g.gameName}</button>
            </li>
          ))}
        </ul>
        <button type="button" className="btn" onClick={onClose}>{t('common.close')}</button>
      </div>
    </div>
  );
}

/** The launch loader: shown while the launch address is requested. */
export function LaunchLoader() {
  const { t } = useTranslation();
  return <div className="loader game-launch-loader" role="progressbar" aria-label={t('games.launching', { defaultValue: 'Starting the game' })} />;
}
