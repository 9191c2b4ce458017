// The winner board (GCSGAME_getRankList): entries `{ vo: { winAmount, ... } }`, biggest first,
// amounts written by the one money formatter like every other amount (the spec's "currency-limit
// number": limited to the currency's decimals). Not compact notation: its words ("45 N", "4.5K")
// belong to a language, and money is written one way per merchant whatever the language.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useMoney } from '../../app/money.ts';
import { useCall } from '../../api/query.ts';

export interface WinnerEntry {
  /** winAmount in major units (the protocol); winAmountMinor exact, when the platform sends it. */
  vo: { account: string; gameName: string; winAmount: number; winAmountMinor?: number };
}

export const WINNERS_REFRESH_MS = 30_000;

export function sortWinners<E extends WinnerEntry>(entries: readonly E[]): E[] {
  return [...entries].sort((a, b) => Number(b.vo.winAmount) - Number(a.vo.winAmount));
}

export function WinnerBoard({ limit = 10, title }: { limit?: number; title?: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  // Asked again while shown, so a new big win appears without a reload (as on the full page).
  // One selector per limit: a new one each render would sort and compare the answer again each render.
  const select = useCallback((winners: WinnerEntry[]) => sortWinners(winners).slice(0, limit), [limit]);
  const result = useCall('winners', { select, refetchInterval: WINNERS_REFRESH_MS });
  const entries: WinnerEntry[] | null = result.isError ? [] : result.data ?? null;
  const amount = (vo: WinnerEntry['vo']) => (Number.isSafeInteger(vo.winAmountMinor) ? money.format(vo.winAmountMinor as number) : money.formatMajor(vo.winAmount));
  return (
    <section className="block winner-board" aria-labelledby="winner-board-title">
      <h2 id="winner-board-title">{title ?? t('home.winners', { defaultValue: 'Winners' })}</h2>
      {entries === null ? <p role="status" className="ui-visually-hidden">{t('common.loading')}</p> : null}
      {entries?.length === 0 ? <p role="status">{t('common.empty')}</p> : null}
      {/* While loading, the rows that will come keep their space (the first paint is server-rendered). */}
      {entries === null ? (
        <ol aria-hidden="true" className="winner-placeholder">
          {Array.from({ length: limit }, (_, i) => <li key={i}>{'\u00a0'}</li>)}
        </ol>
      ) : null}
      <ol>
        {(entries ?? []).map((e, i) => (
          <li key={i}><span>{e.vo.account}</span> <span>{e.vo.gameName}</span> <span className="winner-amount">{amount(e.vo)}</span></li>
        ))}
      </ol>
      <Link href="/winners" className="winner-board-all">{t('home.winnersAll')}</Link>
    </section>
  );
}
