// A filter's date range on screen: the preset buttons (one pressed) and, for a custom range, two
// dates. A preset adds a history entry (back returns to the previous range); a date replaces the
// current one, since a date typed digit by digit changes many times. Two kinds: the history pages'
// presets in the member's own days (date-range.ts: 12 months long, 12 months back) and the team
// reports' periods in the merchant's days (team-range.ts: 90 days long). A pair the calls do not
// take says why under the dates and the list keeps its default meanwhile.
import { useTranslation } from 'react-i18next';
import { Button, Input } from '../../ui/index.ts';
import { dateInputValue, MAX_DAYS, PRESETS } from './range.ts';
import type { FilterChange } from '../../engine/use-page-filter.ts';
import { filterRange, rangeProblem, type RangePreset, type RangeValue } from './date-range.ts';
import { useConfig } from '../../app/config-context.tsx';
import { merchantDate, merchantOffset, TEAM_MAX_DAYS, TEAM_PERIODS, teamRangeProblem } from './team-range.ts';

type Change = (next: Partial<RangeValue>, how?: FilterChange) => void;

interface Props {
  name: string;
  value: RangeValue;
  change: Change;
}

const DAY = 86_400_000;

export function DateRange({ name, value, preset, change }: Props & { preset: RangePreset }) {
  const { t } = useTranslation();
  const now = new Date();
  const problem = rangeProblem(value, now);
  // Custom starts from the range shown, so the dates are never empty.
  const custom = () => {
    const shown = filterRange(value, preset, now);
    return { from: dateInputValue(shown.from), to: dateInputValue(shown.to - 1) };
  };
  return (
    <RangeControl name={name} value={value} change={change} custom={custom} label={t('history.range')}
      presets={PRESETS.map((p) => [p, t(`history.preset.${p}`)])}
      fromMin={dateInputValue(now.getTime() - (MAX_DAYS - 1) * DAY)} toMax={dateInputValue(now.getTime())}
      problem={problem ? t(`history.rangeProblem.${problem}`) : undefined} />
  );
}

export function TeamPeriodRange({ name, value, change }: Props) {
  const { t } = useTranslation();
  const offset = merchantOffset(useConfig().constants);
  const now = Date.now();
  const problem = teamRangeProblem(value, offset, now);
  // Custom starts on the last 7 of the merchant's days, as the team reports always have.
  const custom = () => ({ from: merchantDate(now - 6 * DAY, offset), to: merchantDate(now, offset) });
  return (
    <RangeControl name={name} value={value} change={change} custom={custom} label={t('agentTeam.period')}
      presets={TEAM_PERIODS.map((p) => [p, p === 'custom' ? t('history.preset.custom') : t(`agentTeam.period.${p}`)])}
      toMax={merchantDate(now, offset)}
      problem={problem ? t(`agentReport.rangeProblem.${problem}`, { count: TEAM_MAX_DAYS }) : undefined} />
  );
}

interface ControlProps extends Props {
  label: string;
  presets: [string, string][];
  custom: () => { from: string; to: string };
  fromMin?: string;
  toMax: string;
  problem: string | undefined;
}

function RangeControl({ name, value, change, label, presets, custom, fromMin, toMax, problem }: ControlProps) {
  const { t } = useTranslation();
  const choose = (next: string) => next !== value.range && change(next === 'custom' ? { range: 'custom', ...custom() } : { range: next, from: '', to: '' });
  return (
    <div className="list-filter-range">
      <div className="list-filter-presets" role="group" aria-label={label}>
        {presets.map(([p, text]) => (
          <Button key={p} size="small" variant={p === value.range ? 'primary' : 'secondary'} aria-pressed={p === value.range} onClick={() => choose(p)}>
            {text}
          </Button>
        ))}
      </div>
      {value.range === 'custom' ? (
        <div className="list-filter-dates">
          <Input label={t('history.from')} type="date" name={`${name}-from`} value={value.from} min={fromMin} max={value.to || undefined}
            onChange={(e) => change({ from: e.target.value }, { replace: true })} />
          <Input label={t('history.to')} type="date" name={`${name}-to`} value={value.to} min={value.from || undefined} max={toMax}
            onChange={(e) => change({ to: e.target.value }, { replace: true })}
            error={problem} />
        </div>
      ) : null}
    </div>
  );
}
