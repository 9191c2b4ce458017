import type { Database } from './db/database.ts';
import { createDepositsStore, type DepositsStore } from './features/deposits/index.ts';
import { createDepositLimitsStore, type DepositLimitsStore } from './features/deposit-limits/index.ts';
import { createManualDepositsStore, type ManualDepositsStore } from './features/deposits/index.ts';
import { createAnnouncementsStore, type AnnouncementsStore } from './features/notices/index.ts';
import { createCaptchaStore, type CaptchaStore } from './security/captcha-store.ts';
import { createDeskAuditStore, type DeskAuditStore } from './features/desk/index.ts';
import { createDeskOperatorsStore, type DeskOperatorsStore } from './features/desk/index.ts';
import { createLedgerStore, type LedgerStore } from './ledger/store.ts';
import { createMembersStore, type MembersStore } from './features/members/index.ts';
import { createMessagesStore, type MessagesStore } from './features/messages/index.ts';
import { createQuickLoginStore, type QuickLoginStore } from './features/sessions/index.ts';
import { createProtectionStore, type ProtectionStore } from './features/protection/index.ts';
import { createPasswordResetStore, type PasswordResetStore } from './features/sessions/index.ts';
import { createRateLimitStore, type RateLimitStore } from './security/rate-limits-store.ts';
import { createSessionsStore, type SessionsStore } from './features/sessions/index.ts';
import { createSettingsStore, type SettingsStore } from './settings/store.ts';
import { createSmsStore, type SmsStore } from './features/sessions/index.ts';
import { createTotpStore, type TotpStore } from './features/two-factor/index.ts';
import { createPayoutAccountsStore, type PayoutAccountsStore } from './features/payout-accounts/index.ts';
import { createWithdrawalsStore, type WithdrawalsStore } from './features/withdrawals/index.ts';
import { createTeamStore, type TeamStore } from './features/team/index.ts';
import { createTeamReportsStore, type TeamReportsStore } from './features/team/index.ts';
import { createFeedbackStore, type FeedbackStore } from './features/feedback/index.ts';
import { createPromotionsStore, type PromotionsStore } from './features/promotions/index.ts';
import { createContractsStore, type ContractsStore } from './features/agent-contracts/index.ts';
import { createTransfersStore, type TransfersStore } from './features/transfers/index.ts';
import { createRegisterLinksStore, type RegisterLinksStore } from './features/register-links/index.ts';
import { createReferralsStore, type ReferralsStore } from './features/referrals/index.ts';
import { createPointsStore, type PointsStore } from './features/points/index.ts';
import { createHistoryStore, type HistoryStore } from './features/history/index.ts';
import { createBetRecordsStore, type BetRecordsStore } from './features/bet-records/index.ts';
import { createMemberSecurityStore, type MemberSecurityStore } from './features/security-centre/index.ts';
import { createRebatesStore, type RebatesStore } from './features/rebates/index.ts';
import { createSettlementsStore, type SettlementsStore } from './features/settlements/index.ts';
import { createMissionsStore, type MissionsStore } from './features/missions/index.ts';
import { createReferralRewardsStore, type ReferralRewardsStore } from './features/referrals/index.ts';
import { createRewardsStore, type RewardsStore } from './features/rewards/index.ts';
import { createRewardClaimsStore, type RewardClaimsStore } from './features/rewards/index.ts';

export interface Stores {
  members: MembersStore;
  sessions: SessionsStore;
  captcha: CaptchaStore;
  sms: SmsStore;
  rateLimits: RateLimitStore;
  ledger: LedgerStore;
  settings: SettingsStore;
  announcements: AnnouncementsStore;
  totp: TotpStore;
  quickLogin: QuickLoginStore;
  messages: MessagesStore;
  passwordResets: PasswordResetStore;
  protection: ProtectionStore;
  payoutAccounts: PayoutAccountsStore;
  withdrawals: WithdrawalsStore;
  /** Deposit requests and their provider callbacks. */
  deposits: DepositsStore;
  /** Manual bank transfers for the desk: the queue, receipts, the decision's row lock. */
  manualDeposits: ManualDepositsStore;
  /** The member's deposit limits (UKGC RTS 12). */
  depositLimits: DepositLimitsStore;
  /** The agent centre: an agent's downline and its figures. */
  team: TeamStore;
  /** The agent centre's team reports: rounds, money and profit of the downline (issue 14). */
  teamReports: TeamReportsStore;
  /** Agent contracts and their audit trail (issue 14). */
  contracts: ContractsStore;
  /** Transfers to the upline or the downline (money through the ledger). */
  transfers: TransfersStore;
  /** Agents' invite links. */
  registerLinks: RegisterLinksStore;
  /** Members' own invite codes and the friends who registered through them. */
  referrals: ReferralsStore;
  /** The member's history pages: wallet movements, deposits, withdrawals, rounds (issue 13). */
  history: HistoryStore;
  /** Bet records and profit and loss: rounds and wallet sums by range (issue 13). */
  betRecords: BetRecordsStore;
  /** The payments desk (src/desk): operators with their sessions, and the audit log. */
  deskOperators: DeskOperatorsStore;
  deskAudit: DeskAuditStore;
  /** Members' feedback and the desk's replies. */
  feedback: FeedbackStore;
  /** The points mall: the points ledger, live stock and redemptions. */
  points: PointsStore;
  /** The security centre: recovery codes, codes for a new mobile or email (migration 350). */
  memberSecurity: MemberSecurityStore;
  /** Rebate levels and claims. */
  rebates: RebatesStore;
  /** Contract settlements: agents' salaries and dividends per period (issue 14). */
  settlements: SettlementsStore;
  /** Mission progress, leaderboards and claims (migration 530). */
  missions: MissionsStore;
  referralRewards: ReferralRewardsStore;
  /** The reward centre's ledger reads. */
  rewards: RewardsStore;
  rewardClaims: RewardClaimsStore;
  /** Promotion applications, opt-ins and raffle draws (migration 520). */
  promotions: PromotionsStore;
}

export function createStores(db: Database): Stores {
  return {
    members: createMembersStore(db),
    sessions: createSessionsStore(db),
    captcha: createCaptchaStore(db),
    sms: createSmsStore(db),
    rateLimits: createRateLimitStore(db),
    ledger: createLedgerStore(db),
    settings: createSettingsStore(db),
    announcements: createAnnouncementsStore(db),
    totp: createTotpStore(db),
    quickLogin: createQuickLoginStore(db),
    messages: createMessagesStore(db),
    passwordResets: createPasswordResetStore(db),
    protection: createProtectionStore(db),
    payoutAccounts: createPayoutAccountsStore(db),
    withdrawals: createWithdrawalsStore(db),
    deposits: createDepositsStore(db),
    manualDeposits: createManualDepositsStore(db),
    depositLimits: createDepositLimitsStore(db),
    team: createTeamStore(db),
    teamReports: createTeamReportsStore(db),
    contracts: createContractsStore(db),
    transfers: createTransfersStore(db),
    registerLinks: createRegisterLinksStore(db),
    referrals: createReferralsStore(db),
    history: createHistoryStore(db),
    betRecords: createBetRecordsStore(db),
    deskOperators: createDeskOperatorsStore(db),
    deskAudit: createDeskAuditStore(db),
    feedback: createFeedbackStore(db),
    points: createPointsStore(db),
    memberSecurity: createMemberSecurityStore(db),
    rebates: createRebatesStore(db),
    settlements: createSettlementsStore(db),
    missions: createMissionsStore(db),
    referralRewards: createReferralRewardsStore(db),
    rewards: createRewardsStore(db),
    rewardClaims: createRewardClaimsStore(db),
    promotions: createPromotionsStore(db),
  };
}
