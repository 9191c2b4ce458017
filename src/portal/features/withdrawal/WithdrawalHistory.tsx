// The withdraw page's history block: the member's recent withdrawals, each payout waiting for an
// answer with its confirmation (the confirmation window comes from withdrawInfo, whose failure
// the form and the summary report).
import './withdrawal.css';
import { WithdrawalList } from './WithdrawalList.tsx';
import { WithWithdrawInfo } from './withdraw-info.tsx';

export function WithdrawalHistory() {
  return (
    <div className="withdrawal-part">
      <WithWithdrawInfo height="8rem">
        {(info) => <WithdrawalList confirmMinutes={info.confirmMinutes} />}
      </WithWithdrawInfo>
    </div>
  );
}
