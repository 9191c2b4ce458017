// A filter's date range on screen: the preset buttons (one pressed) and, for a custom range, two
// dates. A preset adds a history entry (back returns to the previous range); a date replaces the
// current one, since a date typed digit by digit changes many times. The calls' limits (12 months
// long, 12 months back) bound the dates; a pair they do not take says why under them and the list
// keeps its default range meanwhile.
import { useTranslation } from 'react-i18next';
import { Button, Input } from '../../ui/index.ts';
import { dateInputValue, MAX_DAYS, PRESETS } from './range.ts';
import type { FilterChange } from '../../engine/use-page-filter.ts';
import { filterRange, rangeProblem, type RangePreset, type RangeValue } from './date-range.ts';

interface Props {
  name: string;
  value: RangeValue;
  preset: RangePreset;
  change: (next: Partial<RangeValue>, how?: FilterChange) => void;
}

export function DateRange({ name, value, preset, change }: Props) {
  const { t } = useTranslation();
  const now = new Date();
  const problem = rangeProblem(value, now);
  const choose = (next: string) => {
    if (next !== 'custom') return change({ range: next, from: '', to: '' });
    // Custom starts from the range shown, so the dates are never empty.
    const shown = filterRange(value, preset, now);
    change({ range: 'custom', from: dateInputValue(shown.from), to: dateInputValue(shown.to - 1) });
  };
  return (
    <div className="list-filter-range">
      <div className="list-filter-presets" role="group" aria-label={t('history.range')}>
        {PRESETS.map((p) => (
          <Button key={p} size="small" variant={p === value.range ? 'primary' : 'secondary'} aria-pressed={p === value.range} onClick={() => choose(p)}>
            {t(`history.preset.${p}`)}
          </Button>
        ))}
      </div>
      {value.range === 'custom' ? (
        <div className="list-filter-dates">
          <Input label={t('history.from')} type="date" name={`${name}-from`} value={value.from} min={dateInputValue(now.getTime() - (MAX_DAYS - 1) * 86_400_000)} max={value.to || undefined}
            onChange={(e) => change({ from: e.target.value }, { replace: true })} />
          <Input label={t('history.to')} type="date" name={`${name}-to`} value={value.to} min={value.from || undefined} max={dateInputValue(now.getTime())}
            onChange={(e) => change({ to: e.target.value }, { replace: true })}
            error={problem ? t(`history.rangeProblem.${problem}`) : undefined} />
        </div>
      ) : null}
    </div>
  );
}
