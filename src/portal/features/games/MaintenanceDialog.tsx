// A vendor under maintenance: its window, and popular games to play instead.
import { useTranslation } from 'react-i18next';
import { gamesFromWire, type Game } from './game.ts';
import { useMoney } from '../../app/money.ts';
import { useCall } from '../../api/query.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import type { MaintenanceInfo } from './launch.ts';

export function MaintenanceDialog({ info, vendorName, onClose, onLaunch }: {
  info: MaintenanceInfo;
  vendorName: string;
  onClose(): void;
  onLaunch(game: Game): void;
}) {
  const { t } = useTranslation();
  const popularGames = useCall('popular', { request: { limit: 12 }, select: gamesFromWire });
  const popular = (popularGames.data ?? []).filter((g) => g.vendor !== info.vendor).slice(0, 6);
  const money = useMoney();
  // The merchant's number format, not the browser's locale: the same digits as every amount.
  const time = (ms: number | null) => (ms === null ? '—' : money.dateTime(ms));
  // The design system's Dialog: focus moves in and stays, Escape closes, focus returns to the tile.
  return (
    <Dialog
      title={t('games.maintenanceTitle', { vendor: vendorName })}
      onClose={onClose}
      closeLabel={t('common.close')}
      className="game-dialog"
      footer={<Button onClick={onClose}>{t('common.close')}</Button>}
    >
      <p>{t('games.maintenanceWindow', { from: time(info.maintainTime), to: time(info.endTime) })}</p>
      <h3>{t('games.tryPopular')}</h3>
      <ul aria-label={t('games.popular')}>
        {popular.map((g) => (
          <li key={g.gameId}>
            <Button block onClick={() => { onClose(); onLaunch(g); }}>{g.gameName}</Button>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}

/** The launch loader: shown while the launch address is requested. */
export function LaunchLoader() {
  const { t } = useTranslation();
  return <div className="loader game-launch-loader" role="progressbar" aria-label={t('games.launching')} />;
}
