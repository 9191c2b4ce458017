// The daily profit or loss as small bars around a zero line (inline SVG: one chart does not need a
// library). Each bar's title reads its day and amount; the whole is one labelled image.
import { useTranslation } from 'react-i18next';
import type { CallResponse } from '../../../shared/api/index.ts';
import { useMoney } from '../../app/money.ts';

type Day = CallResponse<'profitLoss'>['days'][number];
const HEIGHT = 120;
const BAR = 10;

export function ProfitChart({ days }: { days: readonly Day[] }) {
  const { t } = useTranslation();
  const money = useMoney();
  const peak = Math.max(...days.map((d) => Math.abs(d.profitMinor)), 0);
  if (peak === 0) return <p className="bets-chart-empty">{t('profit.chartEmpty')}</p>;
  const up = Math.max(...days.map((d) => d.profitMinor), 0);
  const down = Math.max(...days.map((d) => -d.profitMinor), 0);
  // The zero line sits where it splits the height between the biggest gain and loss.
  const zero = (up / (up + down)) * HEIGHT;
  const scale = HEIGHT / (up + down);
  const width = days.length * BAR;
  return (
    // A few days make a narrow chart, not one bar the width of the page.
    <figure className="bets-chart" style={{ maxInlineSize: `${Math.max(days.length * 2, 8)}rem` }}>
      <svg viewBox={`0 0 ${width} ${HEIGHT}`} preserveAspectRatio="none" role="img" aria-label={t('profit.chart')}>
        {days.map((d, i) => {
          const h = Math.max(Math.abs(d.profitMinor) * scale, d.profitMinor ? 1 : 0);
          return (
            <rect key={d.day} x={i * BAR + 1} width={BAR - 2} y={d.profitMinor > 0 ? zero - h : zero} height={h} className={d.profitMinor >= 0 ? 'bets-bar-up' : 'bets-bar-down'}>
              <title>{t('profit.dayValue', { day: d.day, amount: money.format(d.profitMinor) })}</title>
            </rect>
          );
        })}
        <line x1={0} x2={width} y1={zero} y2={zero} className="bets-zero" vectorEffect="non-scaling-stroke" />
      </svg>
      <figcaption className="bets-chart-days"><span>{days[0]?.day}</span>{days.length > 1 ? <span>{days.at(-1)?.day}</span> : null}</figcaption>
    </figure>
  );
}
