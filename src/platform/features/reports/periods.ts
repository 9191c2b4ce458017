/**
 * The report's periods for a merchant day: the day, month-to-date, year-to-date and life-to-date,
 * each ending with the day, in the merchant's time zone (merchant-day.ts).
 */
import { dayStart, DAY_MS } from '../../merchant-day.ts';

export type ReportPeriod = 'day' | 'mtd' | 'ytd' | 'ltd';

export interface PeriodRange {
  period: ReportPeriod;
  /** First merchant day (null: since the beginning). */
  firstDay: string | null;
  from: number | null;
  to: number;
}


export function reportPeriods(day: string, utcOffsetMinutes: number): PeriodRange[] {
  const to = dayStart(day, utcOffsetMinutes) + DAY_MS;
  const starting = (period: ReportPeriod, firstDay: string): PeriodRange => ({ period, firstDay, from: dayStart(firstDay, utcOffsetMinutes), to });
  return [
    starting('day', day),
    starting('mtd', `${day.slice(0, 7)}-01`),
    starting('ytd', `${day.slice(0, 4)}-01-01`),
    { period: 'ltd', firstDay: null, from: null, to },
  ];
}
