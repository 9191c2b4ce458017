/**
 * Players (support, admin; GLI-19 2.8.1): find a member by part of the username, the mobile
 * number or the email address, then read their balance, limits, exclusion, payout accounts,
 * newest significant events and the desk's notes, and add a note. Search and view are one page:
 * on a phone the view follows the list.
 */
import { useState, type FormEvent } from 'react';
import { errorMessage, useT } from '../i18n/i18n.tsx';
import { Paging, usePagedList } from '../queue/paging.tsx';
import { PlayerView } from './PlayerView.tsx';
import './players.css';

function Results({ q, chosen, choose }: { q: string; chosen: number | null; choose: (id: number) => void }) {
  const t = useT();
  const list = usePagedList('deskPlayers', { q }, { pageSize: 10 });
  const { query, data } = list;
  return (
    <div className="player-results">
      {query.isError ? <p className="error" role="alert">{errorMessage(t, query.error)}</p> : null}
      {query.isPending ? <p className="boot">{t('shell.loading')}</p> : null}
      {data && data.items.length === 0 ? <p className="empty">{t('players.none')}</p> : null}
      {data && data.items.length > 0 ? (
        <ul className="player-hits" aria-label={t('players.results')}>
          {data.items.map((hit) => (
            <li key={hit.id}>
              <button type="button" aria-pressed={hit.id === chosen} onClick={() => choose(hit.id)}>
                <strong>{hit.username}</strong>
                <span>{[hit.mobile, hit.email].filter(Boolean).join(' · ')}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {list.pages > 1 ? <Paging list={list} /> : null}
    </div>
  );
}

export function PlayersPage() {
  const t = useT();
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const [chosen, setChosen] = useState<number | null>(null);
  const search = (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    if (!text) return;
    setQ(text);
    setChosen(null);
  };
  return (
    <section className="players" aria-labelledby="players-title">
      <h1 id="players-title">{t('page.players')}</h1>
      <form className="filters" role="search" onSubmit={search}>
        <label>
          {t('players.search')}
          <input type="search" value={draft} maxLength={64} autoComplete="off" onChange={(e) => setDraft(e.target.value)} />
        </label>
        <button type="submit">{t('players.find')}</button>
      </form>
      <div className="players-layout">
        {q ? <Results q={q} chosen={chosen} choose={setChosen} /> : <p className="empty">{t('players.hint')}</p>}
        {chosen !== null ? <PlayerView id={chosen} /> : null}
      </div>
    </section>
  );
}
