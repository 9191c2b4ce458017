// What the statement's blocks read of the page's filter (blocks/statement/filter.ts): the period
// and its range, fixed when the period is first shown (a list's pages keep one range), and the
// first page's request, the same for the list and the summary (one call).
import { useMemo } from 'react';
import { usePageFilter } from '../../engine/use-page-filter.ts';
import { periodRange, statementFilter, filter, type Period } from '../../blocks/statement/filter.ts';
import type { Range } from '../../blocks/listFilter/range.ts';

export function useStatementRange(): [Period, Range] {
  const [value] = usePageFilter(filter.name, statementFilter);
  const period = value.period as Period;
  const range = useMemo(() => periodRange(period, new Date()), [period]);
  return [period, range];
}

export const statementRequest = (range: Range, cursor?: string) => ({ from: String(range.from), to: String(range.to), ...(cursor ? { cursor } : {}) });
