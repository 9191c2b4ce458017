// The statement's filter (a listFilter block's list `statement`): its period, the last 12 months
// (the default, what regulators ask a statement to cover) or one calendar month of the last 12, in
// the member's own calendar. The summary block (statementSummary) reads it too.
import i18next from 'i18next';
import type { FilterSchema } from '../../engine/page-filter.ts';
import type { Range } from '../listFilter/range.ts';
import type { Control, FilteredList } from '../listFilter/filtered-list.ts';
// Named imports: the bundle keeps these two of the declaration, not the defaults validate reads.
import { controls, list } from './filter.json';

export type Period = 'last12' | `month:${number}`;

export const PERIODS: readonly Period[] = ['last12', ...Array.from({ length: 12 }, (_, n) => `month:${n}` as const)];

/** The last 12 months up to the end of today (365 days: inside the platform's 12-month range), or a month. */
export function periodRange(period: Period, now: Date): Range {
  if (period === 'last12') {
    return { from: new Date(now.getFullYear(), now.getMonth(), now.getDate() - 364).getTime(), to: new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1).getTime() };
  }
  const back = Number(period.slice('month:'.length));
  const from = new Date(now.getFullYear(), now.getMonth() - back, 1).getTime();
  // The oldest month starts at most 12 months back: its first days before that are cut off.
  const earliest = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 364).getTime();
  return { from: Math.max(from, earliest), to: new Date(now.getFullYear(), now.getMonth() - back + 1, 1).getTime() };
}

export const statementFilter = {
  period: { kind: 'choice', values: PERIODS, default: 'last12' },
} as const satisfies FilterSchema;

export const filter: FilteredList = {
  name: list,
  schema: statementFilter,
  controls: controls as Control[],
  selects: {
    period: {
      label: (t) => t('listFilter.statement.period'),
      option: (t, key) => (key === 'last12'
        ? t('listFilter.statement.last12')
        : new Intl.DateTimeFormat(i18next.language, { month: 'long', year: 'numeric' }).format(periodRange(key as Period, new Date()).to - 1)),
    },
  },
};
