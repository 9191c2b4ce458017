/** One member as the desk sees them (deskPlayer): balance, exclusion, limits, payout accounts, the paged statement and bet records, events, and the notes. */
import { deskCall } from '../api.ts';
import { useDeskQuery } from '../data.ts';
import { errorMessage, useT, type Translate } from '../i18n/i18n.tsx';
import { useMoney } from '../session.ts';
import type { DeskCallResponse } from '../../shared/api/calls.ts';
import { PlayerNotes } from './PlayerNotes.tsx';
import { PlayerRounds } from './PlayerRounds.tsx';
import { PlayerStatement } from './PlayerStatement.tsx';

type Player = DeskCallResponse<'deskPlayer'>;
type Limit = { period: string; limitMinor: number | null; nextLimitMinor: number | null; nextFrom: number | null; kind?: string };

const time = (ms: number) => new Date(ms).toLocaleString();

function amountOf(t: Translate, money: (minor: number) => string, limit: Limit, minor: number | null): string {
  if (minor === null) return t('players.noLimit');
  // A session limit is in minutes (its label says so), the others in money.
  return limit.kind === 'session' ? String(minor) : money(minor);
}

function Limits({ titleKey, rows }: { titleKey: string; rows: Limit[] }) {
  const t = useT();
  const money = useMoney();
  return (
    <section className="card player-section">
      <h3>{t(titleKey)}</h3>
      {rows.length === 0 ? <p className="empty">{t('players.noLimits')}</p> : (
        <dl>
          {rows.map((row) => (
            <div key={`${row.kind ?? ''}.${row.period}`}>
              <dt>{row.kind ? `${t(`players.kind.${row.kind}`)} · ` : ''}{t(`players.period.${row.period}`)}</dt>
              <dd>
                {amountOf(t, money, row, row.limitMinor)}
                {row.nextFrom !== null ? <span className="player-next"> {t('players.next', { amount: amountOf(t, money, row, row.nextLimitMinor), from: time(row.nextFrom) })}</span> : null}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

function Summary({ player }: { player: Player }) {
  const t = useT();
  const money = useMoney();
  const { member, protection } = player;
  return (
    <section className="card player-section">
      <h2>{member.username}</h2>
      <dl>
        <div><dt>{t('players.balance')}</dt><dd className="player-balance">{money(player.balanceMinor)}</dd></div>
        <div><dt>{t('players.mobile')}</dt><dd>{member.mobile ?? '-'}</dd></div>
        <div><dt>{t('players.email')}</dt><dd>{member.email ?? '-'}</dd></div>
        <div><dt>{t('players.registered')}</dt><dd>{time(member.registeredAt)}</dd></div>
        <div>
          <dt>{t('players.protection')}</dt>
          <dd>{protection ? t(`players.protection.${protection.kind}`, { until: time(protection.until) }) : t('players.protection.none')}</dd>
        </div>
      </dl>
    </section>
  );
}

function Accounts({ player }: { player: Player }) {
  const t = useT();
  return (
    <section className="card player-section">
      <h3>{t('players.accounts')}</h3>
      {player.payoutAccounts.length === 0 ? <p className="empty">{t('players.noAccounts')}</p> : (
        <ul>
          {player.payoutAccounts.map((a) => <li key={a.id}>{a.provider} · {a.accountNumber} · {a.holderName}</li>)}
        </ul>
      )}
    </section>
  );
}

function Events({ player }: { player: Player }) {
  const t = useT();
  return (
    <section className="card player-section">
      <h3>{t('players.events')}</h3>
      {player.events.length === 0 ? <p className="empty">{t('events.empty')}</p> : (
        <ul>
          {player.events.map((e) => <li key={e.id}><time>{time(e.at)}</time> · {t(`events.type.${e.type}`)}{e.ip ? ` · ${e.ip}` : ''}</li>)}
        </ul>
      )}
    </section>
  );
}

export function PlayerView({ id }: { id: number }) {
  const t = useT();
  const query = useDeskQuery(['deskPlayer', id], () => deskCall('deskPlayer', { id: String(id) }));
  if (query.isError) return <p className="error" role="alert">{errorMessage(t, query.error)}</p>;
  if (!query.data) return <p className="boot">{t('shell.loading')}</p>;
  const player = query.data;
  return (
    <article className="player-view" aria-label={player.member.username}>
      <Summary player={player} />
      <Limits titleKey="players.depositLimits" rows={player.depositLimits} />
      <Limits titleKey="players.playLimits" rows={player.playLimits} />
      <Accounts player={player} />
      <PlayerStatement id={player.member.id} />
      <PlayerRounds id={player.member.id} />
      <PlayerNotes memberId={player.member.id} />
      <Events player={player} />
    </article>
  );
}
