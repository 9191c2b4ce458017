import type { Database } from '../db/database.ts';
import { createDepositsStore, type DepositsStore } from './deposits.ts';
import { createDepositLimitsStore, type DepositLimitsStore } from './deposit-limits.ts';
import { createManualDepositsStore, type ManualDepositsStore } from './manual-deposits.ts';
import { createAnnouncementsStore, type AnnouncementsStore } from './announcements.ts';
import { createCaptchaStore, type CaptchaStore } from './captcha.ts';
import { createDeskAuditStore, type DeskAuditStore } from './desk-audit.ts';
import { createDeskOperatorsStore, type DeskOperatorsStore } from './desk-operators.ts';
import { createLedgerStore, type LedgerStore } from './ledger.ts';
import { createMembersStore, type MembersStore } from './members.ts';
import { createMessagesStore, type MessagesStore } from './messages.ts';
import { createQuickLoginStore, type QuickLoginStore } from './quick-login.ts';
import { createProtectionStore, type ProtectionStore } from './protection.ts';
import { createPasswordResetStore, type PasswordResetStore } from './password-resets.ts';
import { createRateLimitStore, type RateLimitStore } from './rate-limits.ts';
import { createSessionsStore, type SessionsStore } from './sessions.ts';
import { createSettingsStore, type SettingsStore } from './settings.ts';
import { createSmsStore, type SmsStore } from './sms.ts';
import { createTotpStore, type TotpStore } from './totp.ts';
import { createPayoutAccountsStore, type PayoutAccountsStore } from './payout-accounts.ts';
import { createWithdrawalsStore, type WithdrawalsStore } from './withdrawals.ts';
import { createTeamStore, type TeamStore } from './team.ts';
import { createTeamReportsStore, type TeamReportsStore } from './team-reports.ts';
import { createFeedbackStore, type FeedbackStore } from './feedback.ts';
import { createPromotionsStore, type PromotionsStore } from './promotions.ts';
import { createContractsStore, type ContractsStore } from './contracts.ts';
import { createTransfersStore, type TransfersStore } from './transfers.ts';
import { createRegisterLinksStore, type RegisterLinksStore } from './register-links.ts';
import { createReferralsStore, type ReferralsStore } from './referrals.ts';
import { createPointsStore, type PointsStore } from './points.ts';
import { createHistoryStore, type HistoryStore } from './history.ts';
import { createBetRecordsStore, type BetRecordsStore } from './bet-records.ts';
import { createMemberSecurityStore, type MemberSecurityStore } from './member-security.ts';
import { createRebatesStore, type RebatesStore } from './rebates.ts';
import { createSettlementsStore, type SettlementsStore } from './settlements.ts';
import { createMissionsStore, type MissionsStore } from './missions.ts';
import { createReferralRewardsStore, type ReferralRewardsStore } from './referral-rewards.ts';
import { createRewardsStore, type RewardsStore } from './rewards.ts';
import { createRewardClaimsStore, type RewardClaimsStore } from './reward-claims.ts';

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
