// /lottery, /seaLottery, /vnLottery and /elott: the lottery lobby (one card per game with its
// last draw in the game's own format and the time to the next one) and the selected game (query
// gameCode, else the first): its play types (query playType, default the game's), its latest
// draws and the button that launches it.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { drawFormat } from '../../../shared/games/index.ts';
import { fetchCall, useCall } from '../../api/query.ts';
import { useMoney } from '../../app/money.ts';
import { DrawView } from './DrawView.tsx';
import { gameFromWire } from './game.ts';
import { vendorParams } from '../../../shared/games/wire-names.ts';
import { lotteryGroupsFromWire, type LotteryGroup } from './lottery-groups.ts';
import { useGameLaunch } from './launch.ts';
import { LaunchLoader, MaintenanceDialog } from './MaintenanceDialog.tsx';
import './games.css';
import './lottery.css';

const VARIANT_VENDOR: Record<string, string | undefined> = { seaLottery: 'TCG_SEA', vnLottery: 'TCG_LOTTO_VN', elott: 'ELOTT', lottery: undefined };

/** Seconds until `time`, ticking once a second. */
function useCountdown(time: number | undefined): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return time === undefined ? null : Math.max(0, Math.round((time - now) / 1000));
}

const two = (n: number) => String(n).padStart(2, '0');
/** mm:ss, with hours in front for a draw an hour or more away (a once-a-day draw). */
const clock = (seconds: number) => {
  const hours = Math.floor(seconds / 3600);
  const rest = `${two(Math.floor((seconds % 3600) / 60))}:${two(seconds % 60)}`;
  return hours > 0 ? `${hours}:${rest}` : rest;
};

/** How long after a draw's time its result is asked for (the platform settles it at that time). */
const DRAW_SETTLE_MS = 1500;

/**
 * When the soonest next draw is due, `refresh` runs (the lobby then carries the following draw
 * and its countdown starts again; the latest draws get the new one). Again for each next draw.
 */
function useRefreshAtNextDraw(times: readonly number[], refresh: () => void): void {
  const soonest = times.length > 0 ? Math.min(...times) : null;
  useEffect(() => {
    if (soonest === null) return undefined;
    const timer = setTimeout(refresh, Math.max(0, soonest - Date.now()) + DRAW_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [soonest, refresh]);
}

function NextDraw({ time }: { time: number }) {
  const { t } = useTranslation();
  const left = useCountdown(time);
  const money = useMoney();
  return <span className="lottery-next">{t('lotteryPlay.nextDraw', { time: money.digits(clock(left ?? 0)) })}</span>;
}

export function LotteryScreen({ variant = 'lottery' }: { variant?: string }) {
  const { t } = useTranslation();
  // The group's name in the portal's language (labelName is the platform's English).
  const groupName = (g: { labelName: string; labelKey?: string }) => (g.labelKey ? t(g.labelKey, { defaultValue: g.labelName }) : g.labelName);
  const query = new URLSearchParams(useSearch());
  const gameCode = query.get('gameCode');
  const lotteryGroups = useCall('lotteryGroups', { request: vendorParams(VARIANT_VENDOR[variant]) });
  const groupsData = lotteryGroups.data;
  const groups: LotteryGroup[] | null = useMemo(() => (lotteryGroups.isError ? [] : groupsData ? lotteryGroupsFromWire(groupsData) : null), [lotteryGroups.isError, groupsData]);
  const lobby = useCall('lotteryLobby', { request: {} });
  const lastDraws = new Map((lobby.data ?? []).map((g) => [g.gameCode, g]));
  const { launch, launching, maintenance, closeMaintenance } = useGameLaunch();
  const menus = (groups ?? []).flatMap((g) => g.gameMenus.map((m) => ({ ...m, gameGroupCode: g.gameGroupCode })));
  const selected = menus.find((m) => m.gameCode === gameCode) ?? menus[0] ?? null;
  const playTypes = selected ? drawFormat(selected.gameCode).playTypes : [];
  const playType = query.get('playType') ?? selected?.defaultPlayType ?? playTypes[0] ?? null;
  const selectedCode = selected?.gameCode;
  const openedNumbers = useCall('openedNumbers', { request: { gameCode: selectedCode ?? '', count: 5 }, enabled: selectedCode !== undefined });
  const opened = openedNumbers.data ?? [];
  const { refetch: refetchLobby } = lobby;
  const { refetch: refetchOpened } = openedNumbers;
  const refreshDraws = useCallback(() => {
    void refetchLobby();
    void refetchOpened();
  }, [refetchLobby, refetchOpened]);
  useRefreshAtNextDraw((lobby.data ?? []).map((g) => g.nextDrawTime), refreshDraws);
  const gameHref = (code: string, type?: string) => `/${variant}?gameCode=${encodeURIComponent(code)}${type ? `&playType=${encodeURIComponent(type)}` : ''}`;
  const play = async () => {
    if (!selected) return;
    // The catalogue entry of this lottery game carries its gameId for the launch call.
    const page = await fetchCall('gameList', { ...vendorParams(selected.vendor), gameName: selected.gameName, pageSize: 50 });
    const game = page.list.find((g) => g.code === selected.gameCode);
    if (game) launch(gameFromWire(game));
  };
  const game = selected ? (
    <article aria-labelledby="lottery-game-title" className="lottery-game">
      <h2 id="lottery-game-title">{selected.gameName}</h2>
      <nav aria-label={t('lotteryPlay.types')} className="lottery-play-types">
        <ul>
          {playTypes.map((type) => (
            <li key={type}>
              <Link href={gameHref(selected.gameCode, type)} aria-current={type === playType ? 'page' : undefined}>{t(`lotteryPlay.${type}`, { defaultValue: type })}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <table className="lottery-draws">
        <caption>{t('games.openedNumbers', { defaultValue: 'Latest draws' })}</caption>
        <tbody>
          {opened.map((o) => (
            <tr key={o.numero}>
              <th scope="row">{o.numero}</th>
              <td><DrawView code={selected.gameCode} numbers={o.numbers} label={t('lotteryPlay.drawNumber', { numero: o.numero })} /></td>
            </tr>
          ))}
        </tbody>
      </table>
      <button type="button" className="btn btn-primary lottery-play" onClick={() => void play()}>{t('games.playNow', { defaultValue: 'Play now' })}</button>
    </article>
  ) : null;
  // A chosen game comes first (on a phone the lobby would push it below the fold); the lobby leads otherwise.
  const chosen = gameCode !== null && selected?.gameCode === gameCode;
  return (
    <section className="section lottery-screen" aria-labelledby="section-title">
      <h1 id="section-title">{t(`nav.${variant}`)}</h1>
      {groups === null ? <p role="status">{t('common.loading')}</p> : null}
      {groups?.length === 0 ? <p role="status">{t('common.empty')}</p> : null}
      {chosen ? game : null}
      {(groups ?? []).map((g) => (
        <nav key={g.gameGroupCode} aria-label={groupName(g)} className="lottery-group">
          <h2>{groupName(g)}</h2>
          <ul className="lottery-cards">
            {g.gameMenus.map((m) => {
              const last = lastDraws.get(m.gameCode);
              return (
                <li key={m.gameCode}>
                  <Link className="lottery-card" href={gameHref(m.gameCode)} aria-current={selected?.gameCode === m.gameCode ? 'page' : undefined}>
                    <span className="lottery-card-name">{m.gameName}</span>
                    {last ? <DrawView code={m.gameCode} numbers={last.lastNumbers} label={t('lotteryPlay.lastDraw')} /> : <span className="draw draw-pending" />}
                    {last ? <NextDraw time={last.nextDrawTime} /> : null}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      ))}
      {chosen ? null : game}
      {launching ? <LaunchLoader /> : null}
      {maintenance ? <MaintenanceDialog info={maintenance} vendorName={maintenance.vendor} onClose={closeMaintenance} onLaunch={launch} /> : null}
    </section>
  );
}
