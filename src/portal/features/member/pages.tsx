// The member centre's page registry, keyed by the generated MemberPage enum (the key
// navigation.memberMenu[].page uses): every page has a renderer, an unbuilt one a clear
// placeholder until its issue lands. A new enum value without an entry fails to compile.
import { lazy, Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberPage } from '../../../generated/merchant.ts';
import type { PageRenderer } from '../../sections/Unavailable.tsx';
import { MessagesPage } from '../messages/index.ts';
import { loadResponsibleGaming } from '../protection/index.ts';
import { loadPaymentPassword, loadPayoutAccounts, loadWithdrawPage } from '../withdrawal/index.ts';
import { loadDepositPage } from '../deposit/index.ts';
import { loadFeedbackPage } from '../feedback/index.ts';
import { loadTransferPage } from '../transfer/index.ts';
import { loadBetRecords, loadProfitLoss, loadTransactionHistory } from '../history/index.ts';
import { loadDevices, loadSecurityOverview } from '../security/index.ts';
import { loadBonusDetailsPage, loadManualRebatePage } from '../rebate/index.ts';
import { loadReferralPage } from '../referral/index.ts';
import { loadMissionsPage, loadRewardCenterPage } from '../missions/index.ts';

/** A page in its feature's own chunk. */
function lazyPage(load: () => Promise<ComponentType>): ComponentType {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  return function LazyPage() {
    const { t } = useTranslation();
    return <Suspense fallback={<p role="status">{t('common.loading')}</p>}><Lazy /></Suspense>;
  };
}

// The security centre's parts, each in its chunk (loaded when the page opens): the score with its
// items (security feature), the withdrawal feature's transaction password and payout accounts
// (the score's items scroll to them by these ids), and the signed-in devices.
const SecurityOverviewPart = lazyPage(() => loadSecurityOverview().then((m) => m.SecurityOverview));
const PaymentPasswordPart = lazyPage(() => loadPaymentPassword().then((m) => m.PaymentPassword));
const PayoutAccountsPart = lazyPage(() => loadPayoutAccounts().then((m) => m.PayoutAccounts));
const DevicesPart = lazyPage(() => loadDevices().then((m) => m.Devices));

function SecurityCentre() {
  return (
    <div className="security-centre">
      <SecurityOverviewPart />
      <div id="security-payment-password"><PaymentPasswordPart /></div>
      <div id="security-payout-accounts"><PayoutAccountsPart /></div>
      <DevicesPart />
    </div>
  );
}

export const memberPages: Record<MemberPage, PageRenderer> = {
  securityCenter: { component: SecurityCentre, built: true },
  transferUpline: { component: lazyPage(() => loadTransferPage().then((m) => m.MemberTransferPage)), built: true },
  personalHistoryCopy: { component: lazyPage(() => loadBetRecords().then((m) => m.BetRecords)), built: true },
  transactionHistory: { component: lazyPage(() => loadTransactionHistory().then((m) => m.TransactionHistory)), built: true },
  personalProfit: { component: lazyPage(() => loadProfitLoss().then((m) => m.ProfitLoss)), built: true },
  bonusDetails: { component: lazyPage(() => loadBonusDetailsPage().then((m) => m.BonusDetailsPage)), built: true },
  rewardCenter: { component: lazyPage(() => loadRewardCenterPage().then((m) => m.RewardCenterPage)), built: true },
  referral: { component: lazyPage(() => loadReferralPage().then((m) => m.ReferralPage)), built: true },
  missionLeaderboard: { component: lazyPage(() => loadMissionsPage().then((m) => m.MissionsPage)), built: true },
  messageV2: { component: MessagesPage, built: true },
  manualRebate: { component: lazyPage(() => loadManualRebatePage().then((m) => m.ManualRebatePage)), built: true },
  depositv2: { component: lazyPage(() => loadDepositPage().then((m) => m.DepositPage)), built: true },
  withdraw: { component: lazyPage(() => loadWithdrawPage().then((m) => m.WithdrawPage)), built: true },
  responsibleGaming: { component: lazyPage(() => loadResponsibleGaming().then((m) => m.ResponsibleGaming)), built: true },
  feedback: { component: lazyPage(() => loadFeedbackPage().then((m) => m.FeedbackPage)), built: true },
};

export function isMemberPage(page: string): page is MemberPage {
  return Object.hasOwn(memberPages, page);
}
