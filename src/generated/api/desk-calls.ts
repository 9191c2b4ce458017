/* Generated from schemas/api/*.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

import type { DeskAuditRequest, DeskAuditResponse } from './deskAudit.ts';
import type { DeskContractOfferRequest, DeskContractOfferResponse } from './deskContractOffer.ts';
import type { DeskContractsRequest, DeskContractsResponse } from './deskContracts.ts';
import type { DeskDepositDecideRequest, DeskDepositDecideResponse } from './deskDepositDecide.ts';
import type { DeskDepositReceiptRequest, DeskDepositReceiptResponse } from './deskDepositReceipt.ts';
import type { DeskDepositsRequest, DeskDepositsResponse } from './deskDeposits.ts';
import type { DeskDevTotpRequest, DeskDevTotpResponse } from './deskDevTotp.ts';
import type { DeskEventsRequest, DeskEventsResponse } from './deskEvents.ts';
import type { DeskExclusionRegisterRequest, DeskExclusionRegisterResponse } from './deskExclusionRegister.ts';
import type { DeskExclusionRegisterSetRequest, DeskExclusionRegisterSetResponse } from './deskExclusionRegisterSet.ts';
import type { DeskFeedbackRequest, DeskFeedbackResponse } from './deskFeedback.ts';
import type { DeskFeedbackImageRequest, DeskFeedbackImageResponse } from './deskFeedbackImage.ts';
import type { DeskFeedbackReplyRequest, DeskFeedbackReplyResponse } from './deskFeedbackReply.ts';
import type { DeskLoginRequest, DeskLoginResponse } from './deskLogin.ts';
import type { DeskLogoutRequest, DeskLogoutResponse } from './deskLogout.ts';
import type { DeskMeRequest, DeskMeResponse } from './deskMe.ts';
import type { DeskOperatorSetDisabledRequest, DeskOperatorSetDisabledResponse } from './deskOperatorSetDisabled.ts';
import type { DeskOperatorsRequest, DeskOperatorsResponse } from './deskOperators.ts';
import type { DeskPlayerRequest, DeskPlayerResponse } from './deskPlayer.ts';
import type { DeskPlayerNoteAddRequest, DeskPlayerNoteAddResponse } from './deskPlayerNoteAdd.ts';
import type { DeskPlayerNotesRequest, DeskPlayerNotesResponse } from './deskPlayerNotes.ts';
import type { DeskPlayerRoundsRequest, DeskPlayerRoundsResponse } from './deskPlayerRounds.ts';
import type { DeskPlayerStatementRequest, DeskPlayerStatementResponse } from './deskPlayerStatement.ts';
import type { DeskPlayersRequest, DeskPlayersResponse } from './deskPlayers.ts';
import type { DeskPointRedemptionDecideRequest, DeskPointRedemptionDecideResponse } from './deskPointRedemptionDecide.ts';
import type { DeskPointRedemptionsRequest, DeskPointRedemptionsResponse } from './deskPointRedemptions.ts';
import type { DeskPromotionApplicationsRequest, DeskPromotionApplicationsResponse } from './deskPromotionApplications.ts';
import type { DeskPromotionDecideRequest, DeskPromotionDecideResponse } from './deskPromotionDecide.ts';
import type { DeskPromotionImageRequest, DeskPromotionImageResponse } from './deskPromotionImage.ts';
import type { DeskProtectionLiftDecideRequest, DeskProtectionLiftDecideResponse } from './deskProtectionLiftDecide.ts';
import type { DeskProtectionLiftsRequest, DeskProtectionLiftsResponse } from './deskProtectionLifts.ts';
import type { DeskRebateLevelSetRequest, DeskRebateLevelSetResponse } from './deskRebateLevelSet.ts';
import type { DeskRebateMembersRequest, DeskRebateMembersResponse } from './deskRebateMembers.ts';
import type { DeskReportRequest, DeskReportResponse } from './deskReport.ts';
import type { DeskSettlementDecideRequest, DeskSettlementDecideResponse } from './deskSettlementDecide.ts';
import type { DeskSettlementsRequest, DeskSettlementsResponse } from './deskSettlements.ts';
import type { DeskWithdrawalDecideRequest, DeskWithdrawalDecideResponse } from './deskWithdrawalDecide.ts';
import type { DeskWithdrawalProofRequest, DeskWithdrawalProofResponse } from './deskWithdrawalProof.ts';
import type { DeskWithdrawalsRequest, DeskWithdrawalsResponse } from './deskWithdrawals.ts';

/** Every call's method, path, module id and flags (token: the client sends Authorization). */
export const deskCalls = {
  deskAudit: { method: 'GET', path: '/wps/desk/audit', modId: 'DESK', auth: 'operator', token: true, encrypt: false, silent: false, form: false, roles: ['admin'] },
  deskContractOffer: { method: 'POST', path: '/wps/desk/contract/offer', modId: 'DESK', auth: 'operator', token: true, encrypt: false, silent: false, form: false, roles: ['admin'] },
  deskContracts: { method: 'GET', path: '/wps/desk/contracts', modId: 'DESK', auth: 'operator', token: true, encrypt: false, silent: false, form: false, roles: ['admin', 'finance'] },
  deskDepositDecide: { method: 'POST', path: '/wps/desk/deposits/decide', modId: 'DESK', auth: 'operator', token: true, encrypt: false, silent: false, form: false, roles: ['finance', 'admin'] },
  deskDepositReceipt: { method: 'GET', path: '/wps/desk/deposits/receipt', modId: 'DESK', auth: 'operator', token: true, encrypt: false, silent: false, form: false, roles: ['finance', 'admin'] },
  deskDeposits: { method: 'GET', path: '/wps/desk/deposits', modId: 'DESK', auth: 'operator', token: true, encrypt: false, silent: false, form: false, roles: ['finance', 'admin'] },
  deskDevTotp: { method: 'GET', path: '/dev/desk/totp', modId: 'DEV', auth: 'none', token: false, encrypt: false, silent: false, form: false },
  deskEvents: { method: 'GET', path: '/wps/desk/events', modId: 'DESK', auth: 'operator', token: true, encrypt: false, silent: false, form: false, roles: ['support', 'admin'] },
  deskExclusionRegister: { method: 'GET', path: '/wps/desk/protection/register', modId: 'DESK', auth: 'operator', token: true, encrypt: false, silent: false, form: false, roles: ['support', 'admin'] },
  deskExclusionRegisterSet: { method: 'POST', path: '/wps/desk/protection/register', modId: 'DESK', auth: 'operator', token: true, encrypt: false, silent: false, form: false, roles: ['support', 'admin'] },
  deskFeedback: { method: 'GET', path: '/wps/desk/feedback', modId: 'DESK', auth: 'operator', token: true, encrypt: false, silent: false, form: false, roles: ['support', 'admin'] },
  deskFeedbackImage: { method: 'GET', path: '/wps/desk/feedback/image', modId: 'DESK', auth: 'operator', token: true, encrypt: false, silent: false, form: false, roles: ['support', 'admin'] },
  deskFeedbackReply: { method: 'POST', path: '/wps/desk/feedback/reply', modId: 'DESK', auth: 'operator', token: true, encrypt: false, silent: false, form: false, roles: ['support', 'admin'] },
  deskLogin: { method: 'POST', path: '/wps/desk/login', modId: 'DESK', auth: 'none', token: false, encrypt: false, silent: false, form: false },
  deskLogout: { method: 'POST', path: '/wps/desk/logout', modId: 'DESK', auth: 'operator', token: true, encrypt: false, silent: false, form: false, roles: ['finance', 'support', 'admin'] },
  deskMe: { method: 'GET', path: '/wps/desk/me', modId: 'DESK', auth: 'operator', token: true, encrypt: false, silent: false, form: false, roles: ['finance', 'support', 'admin'] },
  deskOperatorSetDisabled: { method: 'POST', path: '/wps/desk/operators/disabled', modId: 'DESK', auth: 'operator', token: true, encrypt: false, silent: false, form: false, roles: ['admin'] },
  deskOperators: { method: 'GET', path: '/wps/desk/operators', modId: 'DESK', auth: 'operator', token: true, encrypt: false, silent: false, form: false, roles: ['admin'] },
  deskPlayer: { method: 'GET', path: '/wps/desk/player', modId: 'DESK', auth: 'operator', token: true, encrypt: false, silent: false, form: false, roles: ['support', 'admin'] },
  deskPlayerNoteAdd: { method: 'POST', path: '/wps/desk/player/notes/add', modId: 'DESK', auth: 'operator', token: true, encrypt: false, silent: false, form: false, roles: ['support', 'admin'] },
  deskPlayerNotes: { method: 'GET', path: '/wps/desk/player/notes', modId: 'DESK', auth: 'operator', token: true, encrypt: false, silent: false, form: false, roles: ['support', 'admin'] },
  deskPlayerRounds: { method: 'GET', path: '/wps/desk/player/rounds', modId: 'DESK', auth: 'operator', token: true, encrypt: false, silent: false, form: false, roles: ['support', 'admin'] },
  deskPlayerStatement: { method: 'GET', path: '/wps/desk/player/statement', modId: 'DESK', auth: 'operator', token: true, encrypt: false, silent: false, form: false, roles: ['support', 'admin'] },
  deskPlayers: { method: 'GET', path: '/wps/desk/players', modId: 'DESK', auth: 'operator', token: true, encrypt: false, silent: false, form: false, roles: ['support', 'admin'] },
  deskPointRedemptionDecide: { method: 'POST', path: '/wps/desk/points/redemptions/decide', modId: 'DESK', auth: 'operator', token: true, encrypt: false, silent: false, form: false, roles: ['finance', 'admin'] },
  deskPointRedemptions: { method: 'GET', path: '/wps/desk/points/redemptions', modId: 'DESK', auth: 'operator', token: true, encrypt: false, silent: false, form: false, roles: ['finance', 'admin'] },
  deskPromotionApplications: { method: 'GET', path: '/wps/desk/promotions', modId: 'DESK', auth: 'operator', token: true, encrypt: false, silent: false, form: false, roles: ['finance', 'support', 'admin'] },
  deskPromotionDecide: { method: 'POST', path: '/wps/desk/promotions/decide', modId: 'DESK', auth: 'operator', token: true, encrypt: false, silent: false, form: false, roles: ['finance', 'admin'] },
  deskPromotionImage: { method: 'GET', path: '/wps/desk/promotions/image', modId: 'DESK', auth: 'operator', token: true, encrypt: false, silent: false, form: false, roles: ['finance', 'support', 'admin'] },
  deskProtectionLiftDecide: { method: 'POST', path: '/wps/desk/protection/lifts/decide', modId: 'DESK', auth: 'operator', token: true, encrypt: false, silent: false, form: false, roles: ['support', 'admin'] },
  deskProtectionLifts: { method: 'GET', path: '/wps/desk/protection/lifts', modId: 'DESK', auth: 'operator', token: true, encrypt: false, silent: false, form: false, roles: ['support', 'admin'] },
  deskRebateLevelSet: { method: 'POST', path: '/wps/desk/rebates/level', modId: 'DESK', auth: 'operator', token: true, encrypt: false, silent: false, form: false, roles: ['finance', 'admin'] },
  deskRebateMembers: { method: 'GET', path: '/wps/desk/rebates/members', modId: 'DESK', auth: 'operator', token: true, encrypt: false, silent: false, form: false, roles: ['finance', 'admin'] },
  deskReport: { method: 'GET', path: '/wps/desk/report', modId: 'DESK', auth: 'operator', token: true, encrypt: false, silent: false, form: false, roles: ['finance', 'admin'] },
  deskSettlementDecide: { method: 'POST', path: '/wps/desk/settlements/decide', modId: 'DESK', auth: 'operator', token: true, encrypt: false, silent: false, form: false, roles: ['finance', 'admin'] },
  deskSettlements: { method: 'GET', path: '/wps/desk/settlements', modId: 'DESK', auth: 'operator', token: true, encrypt: false, silent: false, form: false, roles: ['admin', 'finance'] },
  deskWithdrawalDecide: { method: 'POST', path: '/wps/desk/withdrawals/decide', modId: 'DESK', auth: 'operator', token: true, encrypt: false, silent: false, form: false, roles: ['finance', 'admin'] },
  deskWithdrawalProof: { method: 'GET', path: '/wps/desk/withdrawals/proof', modId: 'DESK', auth: 'operator', token: true, encrypt: false, silent: false, form: false, roles: ['finance', 'admin'] },
  deskWithdrawals: { method: 'GET', path: '/wps/desk/withdrawals', modId: 'DESK', auth: 'operator', token: true, encrypt: false, silent: false, form: false, roles: ['finance', 'admin'] },
} as const;

/** Request and success-value types by call name. */
export interface DeskApiCalls {
  deskAudit: { request: DeskAuditRequest; response: DeskAuditResponse };
  deskContractOffer: { request: DeskContractOfferRequest; response: DeskContractOfferResponse };
  deskContracts: { request: DeskContractsRequest; response: DeskContractsResponse };
  deskDepositDecide: { request: DeskDepositDecideRequest; response: DeskDepositDecideResponse };
  deskDepositReceipt: { request: DeskDepositReceiptRequest; response: DeskDepositReceiptResponse };
  deskDeposits: { request: DeskDepositsRequest; response: DeskDepositsResponse };
  deskDevTotp: { request: DeskDevTotpRequest; response: DeskDevTotpResponse };
  deskEvents: { request: DeskEventsRequest; response: DeskEventsResponse };
  deskExclusionRegister: { request: DeskExclusionRegisterRequest; response: DeskExclusionRegisterResponse };
  deskExclusionRegisterSet: { request: DeskExclusionRegisterSetRequest; response: DeskExclusionRegisterSetResponse };
  deskFeedback: { request: DeskFeedbackRequest; response: DeskFeedbackResponse };
  deskFeedbackImage: { request: DeskFeedbackImageRequest; response: DeskFeedbackImageResponse };
  deskFeedbackReply: { request: DeskFeedbackReplyRequest; response: DeskFeedbackReplyResponse };
  deskLogin: { request: DeskLoginRequest; response: DeskLoginResponse };
  deskLogout: { request: DeskLogoutRequest; response: DeskLogoutResponse };
  deskMe: { request: DeskMeRequest; response: DeskMeResponse };
  deskOperatorSetDisabled: { request: DeskOperatorSetDisabledRequest; response: DeskOperatorSetDisabledResponse };
  deskOperators: { request: DeskOperatorsRequest; response: DeskOperatorsResponse };
  deskPlayer: { request: DeskPlayerRequest; response: DeskPlayerResponse };
  deskPlayerNoteAdd: { request: DeskPlayerNoteAddRequest; response: DeskPlayerNoteAddResponse };
  deskPlayerNotes: { request: DeskPlayerNotesRequest; response: DeskPlayerNotesResponse };
  deskPlayerRounds: { request: DeskPlayerRoundsRequest; response: DeskPlayerRoundsResponse };
  deskPlayerStatement: { request: DeskPlayerStatementRequest; response: DeskPlayerStatementResponse };
  deskPlayers: { request: DeskPlayersRequest; response: DeskPlayersResponse };
  deskPointRedemptionDecide: { request: DeskPointRedemptionDecideRequest; response: DeskPointRedemptionDecideResponse };
  deskPointRedemptions: { request: DeskPointRedemptionsRequest; response: DeskPointRedemptionsResponse };
  deskPromotionApplications: { request: DeskPromotionApplicationsRequest; response: DeskPromotionApplicationsResponse };
  deskPromotionDecide: { request: DeskPromotionDecideRequest; response: DeskPromotionDecideResponse };
  deskPromotionImage: { request: DeskPromotionImageRequest; response: DeskPromotionImageResponse };
  deskProtectionLiftDecide: { request: DeskProtectionLiftDecideRequest; response: DeskProtectionLiftDecideResponse };
  deskProtectionLifts: { request: DeskProtectionLiftsRequest; response: DeskProtectionLiftsResponse };
  deskRebateLevelSet: { request: DeskRebateLevelSetRequest; response: DeskRebateLevelSetResponse };
  deskRebateMembers: { request: DeskRebateMembersRequest; response: DeskRebateMembersResponse };
  deskReport: { request: DeskReportRequest; response: DeskReportResponse };
  deskSettlementDecide: { request: DeskSettlementDecideRequest; response: DeskSettlementDecideResponse };
  deskSettlements: { request: DeskSettlementsRequest; response: DeskSettlementsResponse };
  deskWithdrawalDecide: { request: DeskWithdrawalDecideRequest; response: DeskWithdrawalDecideResponse };
  deskWithdrawalProof: { request: DeskWithdrawalProofRequest; response: DeskWithdrawalProofResponse };
  deskWithdrawals: { request: DeskWithdrawalsRequest; response: DeskWithdrawalsResponse };
}
