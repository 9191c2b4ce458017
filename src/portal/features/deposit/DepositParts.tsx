// The deposit page's parts below its forms, each a block of its own so a merchant can move or
// hide it: the deposit limits (with the way to the other play limits) and the member's deposits.
import './deposit.css';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { DepositLimits } from './DepositLimits.tsx';
import { DepositList } from './DepositList.tsx';

/** `limitsLink: false` leaves out the way to the other play limits (on the page that shows them). */
export function DepositLimitsPart({ block }: { block?: { [setting: string]: unknown } }) {
  const { t } = useTranslation();
  return (
    <div className="deposit-part">
      <DepositLimits />
      {block?.limitsLink === false ? null : <p className="deposit-limits-link"><Link href="/member?page=responsibleGaming#play-limits">{t('deposit.limitsLink')}</Link></p>}
    </div>
  );
}

export function DepositHistoryPart() {
  return (
    <div className="deposit-part">
      <DepositList />
    </div>
  );
}
