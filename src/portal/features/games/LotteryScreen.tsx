// /lottery, /seaLottery and /vnLottery (login required by the route guard): the lottery groups
// (gameGroupCode, labelName, gameMenus), the selected game (query gameCode, and for /lottery an
// optional playType defaulting to the game's defaultPlayType), its latest opened numbers, and a
// button that launches the game's draw.
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import type { LotteryGameGroup } from '../../../shared/games/index.ts';
import { fetchCall, useCall } from '../../api/query.ts';
import { useGameLaunch } from './launch.ts';
import { LaunchLoader, MaintenanceDialog } from './MaintenanceDialog.tsx';
import './games.css';

const VARIANT_VENDOR: Record<string, string | undefined> = { seaLottery: 'TCG_SEA', vnLottery: 'TCG_LOTTO_VN', elott: 'ELOTT', lottery: undefined };

export function LotteryScreen({ variant = 'lottery' }: { variant?: string }) {
  const { t } = useTranslation();
  // The group's name in the portal's language (labelName is the platform's English).
  const groupName = (g: { labelName: string; labelKey?: string }) => (g.labelKey ? t(g.labelKey, { defaultValue: g.labelName }) : g.labelName);
  const query = new URLSearchParams(useSearch());
  const gameCode = query.get('gameCode');
  const lotteryGroups = useCall('lotteryGroups', { request: { vassalage: VARIANT_VENDOR[variant] } });
  const groups: LotteryGameGroup[] | null = lotteryGroups.isError ? [] : lotteryGroups.data ?? null;
  const { launch, launching, maintenance, closeMaintenance } = useGameLaunch();
  const menus = (groups ?? []).flatMap((g) => g.gameMenus.map((m) => ({ ...m, gameGroupCode: g.gameGroupCode })));
  const selected = menus.find((m) => m.gameCode === gameCode) ?? menus[0] ?? null;
  const playType = variant === 'lottery' ? query.get('playType') ?? selected?.defaultPlayType ?? null : selected?.defaultPlayType ?? null;
  const selectedCode = selected?.gameCode;
  const openedNumbers = useCall('openedNumbers', {
    request: { gameCode: selectedCode ?? '', count: 5 },
    enabled: selectedCode !== undefined,
  });
  const opened = openedNumbers.data ?? [];
  const play = async () => {
    if (!selected) return;
    // The catalogue entry of this lottery game carries its gameId for the launch call.
    const page = await fetchCall('gameList', { vassalage: selected.vassalage, gameName: selected.gameName, pageSize: 50 });
    const game = page.list.find((g) => g.code === selected.gameCode);
    if (game) launch(game);
  };
  return (
    <section className="section lottery-screen" aria-labelledby="section-title">
      <h1 id="section-title">{t(`nav.${variant}`)}</h1>
      {groups === null ? <p role="status">{t('common.loading')}</p> : null}
      {groups?.length === 0 ? <p role="status">{t('common.empty')}</p> : null}
      {(groups ?? []).map((g) => (
        <nav key={g.gameGroupCode} aria-label={groupName(g)}>
          <h2>{groupName(g)}</h2>
          <ul>
            {g.gameMenus.map((m) => (
              <li key={m.gameCode}>
                <Link href={`/${variant}?gameCode=${encodeURIComponent(m.gameCode)}`} aria-current={selected?.gameCode === m.gameCode ? 'page' : undefined}>{m.gameName}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ))}
      {selected ? (
        <article aria-labelledby="lottery-game-title">
          <h2 id="lottery-game-title">{selected.gameName}</h2>
          {playType ? <p>{t('games.playType', { defaultValue: 'Play type: {{playType}}', playType })}</p> : null}
          <table>
            <caption>{t('games.openedNumbers', { defaultValue: 'Latest draws' })}</caption>
            <tbody>
              {opened.map((o) => <tr key={o.numero}><th scope="row">{o.numero}</th><td>{o.numbers}</td></tr>)}
            </tbody>
          </table>
          <button type="button" className="btn" onClick={() => void play()}>{t('games.playNow', { defaultValue: 'Play now' })}</button>
        </article>
      ) : null}
      {launching ? <LaunchLoader /> : null}
      {maintenance ? <MaintenanceDialog info={maintenance} vendorName={maintenance.vassalage} onClose={closeMaintenance} onLaunch={launch} /> : null}
    </section>
  );
}
