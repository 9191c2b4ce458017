// What the turnover the withdraw page asks for is made of: the deposit and each bonus credited
// since it, with its multiplier, what it asks and how much of it is wagered. The platform's
// turnover rule (shared/withdrawal-rules.ts settleTurnover) decides the figures; this only lists them.
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../app/money.ts';
import type { CallResponse } from '../../../shared/api/index.ts';

type Line = CallResponse<'withdrawInfo'>['turnover']['lines'][number];

export function TurnoverBreakdown({ lines }: { lines: Line[] }) {
  const { t } = useTranslation();
  const money = useMoney();
  if (lines.length === 0) return null;
  return (
    <section className="turnover-breakdown" aria-labelledby="turnover-breakdown-title">
      <h3 id="turnover-breakdown-title">{t('withdraw.turnoverMadeOf')}</h3>
      <ul data-testid="turnover-lines">
        {lines.map((line) => (
          <li key={`${line.source}:${line.at}`} className={line.doneMinor >= line.requiredMinor ? 'turnover-done' : undefined}>
            <span className="turnover-name">{line.label ?? t(`history.kind.${line.source}`, { defaultValue: t('withdraw.turnoverBonus') })}</span>
            {' · '}
            <span className="turnover-figures">
              {t('withdraw.turnoverLine', {
                amount: money.format(line.amountMinor), multiplier: money.digits(String(line.multiplier)),
                required: money.format(line.requiredMinor), done: money.format(line.doneMinor),
              })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
