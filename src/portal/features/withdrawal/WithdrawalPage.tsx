// The withdraw page's form block: why a withdrawal cannot be asked for now (turnover, hours, the
// day's count, what is missing) or the request form; below it, while the member lacks them, the
// transaction password and the payout account the form needs. The page's other blocks show the
// summary (WithdrawalSummary.tsx) and the member's withdrawals (WithdrawalHistory.tsx); every rule
// is checked again by the platform.
import './withdrawal.css';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../app/money.ts';
import { Card } from '../../ui/index.ts';
import { WithdrawalForm } from './WithdrawalForm.tsx';
import { PaymentPassword } from './PaymentPassword.tsx';
import { PayoutAccounts } from './PayoutAccounts.tsx';
import { WithWithdrawInfo, type WithdrawInfo } from './withdraw-info.tsx';

/** Why the form cannot be used now, and what to do about it. */
function Blocked({ info }: { info: WithdrawInfo }) {
  const { t } = useTranslation();
  const money = useMoney();
  if (!info.blockedReason) return null;
  return (
    <p className="withdrawal-blocked" role="alert">
      {t(`withdraw.blocked.${info.blockedReason}`, { remaining: money.format(info.turnover.remainingMinor), count: info.dailyCount, min: money.format(info.minMinor) })}
    </p>
  );
}

export function WithdrawalPage() {
  return (
    <div className="withdrawal-page withdrawal-part">
      <WithWithdrawInfo height="12rem">
        {(data) => (
          <>
            {data.blockedReason === null || data.blockedReason === 'balance' ? (
              <Card>
                <Blocked info={data} />
                <WithdrawalForm info={data} />
              </Card>
            ) : <Blocked info={data} />}
            {!data.paymentPasswordSet ? <PaymentPassword /> : null}
            {data.paymentPasswordSet && data.accounts.length === 0 ? <PayoutAccounts /> : null}
          </>
        )}
      </WithWithdrawInfo>
    </div>
  );
}

export default WithdrawalPage;
