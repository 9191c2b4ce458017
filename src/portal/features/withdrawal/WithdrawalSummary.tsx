// The withdraw page's summary block: what the member has and can withdraw now, and the rules it is
// held to (limits, the day's count, the hours, the turnover), with what the turnover is made of.
// The block's settings pick the facts and their order (`facts`) and drop the turnover lines
// (`turnoverLines: false`); the platform checks every rule again.
import './withdrawal.css';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../app/money.ts';
import { Badge, Card } from '../../ui/index.ts';
import { TurnoverBreakdown } from './TurnoverBreakdown.tsx';
import { WithWithdrawInfo, type WithdrawInfo } from './withdraw-info.tsx';

export const SUMMARY_FACTS = ['balance', 'withdrawable', 'limits', 'dailyCount', 'hours', 'turnover'] as const;
type Fact = (typeof SUMMARY_FACTS)[number];

function FactValue({ fact, info }: { fact: Fact; info: WithdrawInfo }) {
  const { t } = useTranslation();
  const money = useMoney();
  switch (fact) {
    case 'balance': return <dd data-testid="withdrawal-balance">{money.format(info.balanceMinor)}</dd>;
    case 'withdrawable': return <dd data-testid="withdrawal-withdrawable">{money.format(info.withdrawableMinor)}</dd>;
    case 'limits': return <dd>{t('withdraw.limitsValue', { min: money.format(info.minMinor), max: money.format(info.maxMinor) })}</dd>;
    case 'dailyCount': return <dd>{t('withdraw.dailyCountValue', { used: info.usedToday, count: info.dailyCount })}</dd>;
    case 'hours': {
      const hours = info.hours.from === '00:00' && info.hours.to === '24:00' ? t('withdraw.hours.allDay') : `${info.hours.from}–${info.hours.to}`;
      return <dd>{hours} {info.hours.open ? null : <Badge tone="warning">{t('withdraw.hours.closed')}</Badge>}</dd>;
    }
    case 'turnover': return <dd>{t('withdraw.turnoverValue', { done: money.format(info.turnover.doneMinor), required: money.format(info.turnover.requiredMinor) })}</dd>;
  }
}

const isFact = (value: unknown): value is Fact => (SUMMARY_FACTS as readonly unknown[]).includes(value);

export function WithdrawalSummary({ block }: { block?: { [setting: string]: unknown } }) {
  const { t } = useTranslation();
  const facts = Array.isArray(block?.facts) ? block.facts.filter(isFact) : SUMMARY_FACTS;
  return (
    <div className="withdrawal-part">
      <WithWithdrawInfo height="8rem">
        {(info) => (
          <Card className="withdrawal-summary">
            {facts.length ? (
              <dl className="withdrawal-facts">
                {facts.map((fact) => <div key={fact}><dt>{t(`withdraw.${fact}`)}</dt><FactValue fact={fact} info={info} /></div>)}
              </dl>
            ) : null}
            {block?.turnoverLines === false ? null : <TurnoverBreakdown lines={info.turnover.lines} />}
          </Card>
        )}
      </WithWithdrawInfo>
    </div>
  );
}
