// The winner board (GCSGAME_getRankList): entries `{ vo: { winAmount, ... } }`, biggest first,
// amounts as compact currency numbers.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfig } from '../app/config-context.tsx';
import { gameCall } from './api.ts';

export interface WinnerEntry {
  vo: { account: string; gameName: string; winAmount: number; vassalage?: string };
}

export function sortWinners(entries: readonly WinnerEntry[]): WinnerEntry[] {
  return [...entries].sort((a, b) => Number(b.vo.winAmount) - Number(a.vo.winAmount));
}

export function WinnerBoard({ limit = 10, title }: { limit?: number; title?: string }) {
  const { t } = useTranslation();
  const config = useConfig();
  const [entries, setEntries] = useState<WinnerEntry[] | null>(null);
  useEffect(() => {
    let live = true;
    gameCall<WinnerEntry[]>('winners').then((v) => live && setEntries(sortWinners(v).slice(0, limit)), () => live && setEntries([]));
    return () => { live = false; };
  }, [limit]);
  const currency = config.identity.currency;
  const format = new Intl.NumberFormat(currency.locale, { maximumFractionDigits: currency.decimals, notation: 'compact' });
  return (
    <section className="block winner-board" aria-labelledby="winner-board-title">
      <h2 id="winner-board-title">{title ?? t('home.winners', { defaultValue: 'Winners' })}</h2>
      {entries === null ? <p role="status">{t('common.loading')}</p> : null}
      {entries?.length === 0 ? <p role="status">{t('common.empty')}</p> : null}
      <ol>
        {(entries ?? []).map((e, i) => (
          <li key={i}><span>{e.vo.account}</span> <span>{e.vo.gameName}</span> <span>{currency.symbol}{format.format(e.vo.winAmount)}</span></li>
        ))}
      </ol>
    </section>
  );
}
