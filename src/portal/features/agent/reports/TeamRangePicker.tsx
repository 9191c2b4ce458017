// The team reports' one filter pattern: period chips (the team overview's periods and custom), and
// two dates of the merchant's days for a custom range of up to 90 days.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Input } from '../../../ui/index.ts';
import { useConfig } from '../../../app/config-context.tsx';
import { customTeamRange, merchantDate, TEAM_MAX_DAYS, TEAM_PERIODS, type TeamPeriod, type TeamRangeQuery } from '../../../blocks/listFilter/team-range.ts';

const DAY = 86_400_000;

/** The merchant's UTC offset, the one the platform's team periods use. */
export function useMerchantOffset(): number {
  const constants = useConfig().constants as { withdrawals?: { hours?: { utcOffsetMinutes?: number } } };
  return constants.withdrawals?.hours?.utcOffsetMinutes ?? 0;
}

export function TeamRangePicker({ onChange }: { onChange: (range: TeamRangeQuery) => void }) {
  const { t } = useTranslation();
  const offset = useMerchantOffset();
  const [period, setPeriod] = useState<TeamPeriod>('today');
  const now = Date.now();
  const [fromDate, setFromDate] = useState(() => merchantDate(now - 6 * DAY, offset));
  const [toDate, setToDate] = useState(() => merchantDate(now, offset));
  const custom = customTeamRange(fromDate, toDate, offset, now);
  const choose = (next: TeamPeriod) => {
    setPeriod(next);
    if (next !== 'custom') onChange({ period: next });
    else if (typeof custom === 'object') onChange(custom);
  };
  const applyDates = (from: string, to: string) => {
    setFromDate(from);
    setToDate(to);
    const range = customTeamRange(from, to, offset, Date.now());
    if (typeof range === 'object') onChange(range);
  };
  return (
    <div className="report-range">
      <div className="report-presets" role="group" aria-label={t('agentTeam.period')}>
        {TEAM_PERIODS.map((p) => (
          <Button key={p} size="small" variant={p === period ? 'primary' : 'secondary'} aria-pressed={p === period} onClick={() => choose(p)}>
            {p === 'custom' ? t('history.preset.custom') : t(`agentTeam.period.${p}`)}
          </Button>
        ))}
      </div>
      {period === 'custom' ? (
        <div className="report-dates">
          <Input label={t('history.from')} type="date" value={fromDate} max={toDate} onChange={(e) => applyDates(e.target.value, toDate)} />
          <Input label={t('history.to')} type="date" value={toDate} min={fromDate} max={merchantDate(Date.now(), offset)}
            onChange={(e) => applyDates(fromDate, e.target.value)}
            error={typeof custom === 'string' ? t(`agentReport.rangeProblem.${custom}`, { count: TEAM_MAX_DAYS }) : undefined} />
        </div>
      ) : null}
    </div>
  );
}
