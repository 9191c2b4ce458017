/**
 * The money report (finance, admin; GLI-19 2.9.1): deposits, withdrawals, stakes, wins, gross
 * gaming revenue and bonuses for a merchant day, month-to-date, year-to-date and life-to-date,
 * as the platform sums them from the ledger; a period without activity says so. A table on a
 * desktop, a card per period on a phone (the .rows style), and the same figures as a CSV file.
 */
import { useRef, useState } from 'react';
import { csvAmount, downloadCsv, toCsv, type CsvCell } from '../../shared/ui/csv.ts';
import { deskCall } from '../api.ts';
import { useDeskQuery } from '../data.ts';
import { errorMessage, useT, type Translate } from '../i18n/i18n.tsx';
import { useMoney } from '../session.ts';
import type { DeskCallResponse } from '../../shared/api/calls.ts';

type Report = DeskCallResponse<'deskReport'>;
type Period = Report['periods'][number];

const FIGURES = [
  ['deposits', 'depositsMinor'],
  ['withdrawals', 'withdrawalsMinor'],
  ['stakes', 'stakesMinor'],
  ['wins', 'winsMinor'],
  ['ggr', 'ggrMinor'],
  ['bonuses', 'bonusesMinor'],
] as const;

const span = (t: Translate, p: Period): string => (p.from === null ? t('reports.upTo', { to: p.to }) : p.from === p.to ? p.to : t('reports.range', { from: p.from, to: p.to }));

export function reportCsv(report: Report, t: Translate): string {
  const rows: CsvCell[][] = [
    [t('reports.period'), t('reports.from'), t('reports.to'), ...FIGURES.map(([name]) => t(`reports.${name}`)), t('reports.activity')],
    ...report.periods.map((p) => [
      t(`reports.period.${p.period}`), p.from, p.to, ...FIGURES.map(([, field]) => csvAmount(p[field], report.decimals)), p.noActivity ? t('reports.noActivity') : null,
    ]),
  ];
  return toCsv(rows);
}

export function ReportsPage() {
  const t = useT();
  const money = useMoney();
  const [day, setDay] = useState<string | null>(null);
  // What the field holds, which may be no day yet (emptied, or typed only in part); the report
  // follows only whole days.
  const [draft, setDraft] = useState<string | null>(null);
  const [dayError, setDayError] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const report = useDeskQuery(['deskReport', day], () => deskCall('deskReport', day ? { day } : {}), { keepPrevious: true });
  const data = report.data;
  // A half-typed day reads as empty and fires no change: the field's own validity tells.
  const wholeDay = (): boolean => {
    const input = field.current;
    const whole = !!input && input.value !== '' && !input.validity.badInput;
    setDayError(!whole);
    return whole;
  };
  const change = (value: string) => {
    setDraft(value);
    if (!value) return;
    setDayError(false);
    setDay(value);
  };

  return (
    <section className="queue" aria-labelledby="reports-title">
      <h1 id="reports-title">{t('page.reports')}</h1>
      <div className="filters">
        <label>
          {t('reports.day')}
          <input
            ref={field} type="date" name="day" value={draft ?? day ?? data?.day ?? ''} required
            aria-invalid={dayError ? true : undefined} aria-describedby={dayError ? 'report-day-error' : undefined}
            onChange={(e) => change(e.target.value)} onBlur={wholeDay}
          />
          {dayError ? <span className="field-error" id="report-day-error" role="alert">{t('queue.date.invalid')}</span> : null}
        </label>
        <button type="button" disabled={!data} onClick={() => data && wholeDay() && downloadCsv(`report-${data.day}.csv`, reportCsv(data, t))}>
          {t('reports.download')}
        </button>
      </div>
      {report.isError ? (
        <div className="error" role="alert">
          {errorMessage(t, report.error)} <button type="button" onClick={() => void report.refetch()}>{t('queue.retry')}</button>
        </div>
      ) : null}
      {report.isPending ? <p className="boot">{t('shell.loading')}</p> : null}
      {data ? (
        <table className="rows report" aria-busy={report.isFetching}>
          <thead>
            <tr>
              <th scope="col">{t('reports.period')}</th>
              {FIGURES.map(([name]) => <th key={name} scope="col" className="amount">{t(`reports.${name}`)}</th>)}
            </tr>
          </thead>
          <tbody>
            {data.periods.map((p) => (
              <tr key={p.period} data-period={p.period}>
                <th scope="row" data-label={t('reports.period')}>
                  {t(`reports.period.${p.period}`)}
                  <span className="report-span">{span(t, p)}</span>
                </th>
                {p.noActivity ? (
                  <td colSpan={FIGURES.length} className="empty">{t('reports.noActivity')}</td>
                ) : (
                  FIGURES.map(([name, field]) => <td key={name} className="amount" data-label={t(`reports.${name}`)}>{money(p[field])}</td>)
                )}
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
