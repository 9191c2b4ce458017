// The one filter pattern of every history page: preset chips, and two dates for a custom range
// (checked here for a quick answer, and again by the platform).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Input } from '../../ui/index.ts';
import { customRange, dateInputValue, MAX_DAYS, presetRange, PRESETS, type Preset, type Range } from '../../blocks/listFilter/range.ts';

export function RangePicker({ onChange }: { onChange: (range: Range) => void }) {
  const { t } = useTranslation();
  const [preset, setPreset] = useState<Preset>('week');
  const now = new Date();
  const [fromDate, setFromDate] = useState(() => dateInputValue(presetRange('week', now).from));
  const [toDate, setToDate] = useState(() => dateInputValue(now.getTime()));
  const custom = customRange(fromDate, toDate, now);
  const choose = (next: Preset) => {
    setPreset(next);
    if (next !== 'custom') onChange(presetRange(next, new Date()));
    else if (typeof custom === 'object') onChange(custom);
  };
  const applyDates = (from: string, to: string) => {
    setFromDate(from);
    setToDate(to);
    const range = customRange(from, to, new Date());
    if (typeof range === 'object') onChange(range);
  };
  return (
    <div className="history-range">
      <div className="history-presets" role="group" aria-label={t('history.range')}>
        {PRESETS.map((p) => (
          <Button key={p} size="small" variant={p === preset ? 'primary' : 'secondary'} aria-pressed={p === preset} onClick={() => choose(p)}>
            {t(`history.preset.${p}`)}
          </Button>
        ))}
      </div>
      {preset === 'custom' ? (
        <div className="history-dates">
          <Input label={t('history.from')} type="date" value={fromDate} min={dateInputValue(Date.now() - (MAX_DAYS - 1) * 86_400_000)} max={toDate}
            onChange={(e) => applyDates(e.target.value, toDate)} />
          <Input label={t('history.to')} type="date" value={toDate} min={fromDate} max={dateInputValue(Date.now())}
            onChange={(e) => applyDates(fromDate, e.target.value)}
            error={typeof custom === 'string' ? t(`history.rangeProblem.${custom}`) : undefined} />
        </div>
      ) : null}
    </div>
  );
}
