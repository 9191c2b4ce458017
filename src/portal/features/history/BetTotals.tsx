// The range's totals as labelled figures (a definition list: a label and its amount).
import { useTranslation } from 'react-i18next';
import type { CallResponse } from '../../../shared/api/index.ts';
import { useMoney } from '../../app/money.ts';
import { Signed } from './bet-labels.tsx';

export function BetTotals({ totals }: { totals: CallResponse<'betRecords'>['totals'] }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <dl className="bets-figures" data-testid="bet-totals">
      <div><dt>{t('bets.count')}</dt><dd>{totals.count}</dd></div>
      <div><dt>{t('bets.col.bet')}</dt><dd>{money.format(totals.betMinor)}</dd></div>
      <div><dt>{t('bets.col.validBet')}</dt><dd>{money.format(totals.validBetMinor)}</dd></div>
      <div><dt>{t('bets.col.win')}</dt><dd>{money.format(totals.winMinor)}</dd></div>
      <div><dt>{t('bets.col.profit')}</dt><dd><Signed minor={totals.profitMinor} format={money.format} /></dd></div>
    </dl>
  );
}
