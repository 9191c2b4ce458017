/* Generated from schemas/api/*.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

import type { AddFavouriteRequest, AddFavouriteResponse } from './addFavourite.ts';
import type { AffiliateRequest, AffiliateResponse } from './affiliate.ts';
import type { AgentContractDecideRequest, AgentContractDecideResponse } from './agentContractDecide.ts';
import type { AgentContractOfferRequest, AgentContractOfferResponse } from './agentContractOffer.ts';
import type { AgentContractRequestRequest, AgentContractRequestResponse } from './agentContractRequest.ts';
import type { AgentContractsRequest, AgentContractsResponse } from './agentContracts.ts';
import type { AgentDownlineRequest, AgentDownlineResponse } from './agentDownline.ts';
import type { AgentDownlineCreateRequest, AgentDownlineCreateResponse } from './agentDownlineCreate.ts';
import type { AgentDownlineMessageRequest, AgentDownlineMessageResponse } from './agentDownlineMessage.ts';
import type { AgentDownlineUpdateRequest, AgentDownlineUpdateResponse } from './agentDownlineUpdate.ts';
import type { AgentIncomeRequest, AgentIncomeResponse } from './agentIncome.ts';
import type { AgentRegisterLinkCreateRequest, AgentRegisterLinkCreateResponse } from './agentRegisterLinkCreate.ts';
import type { AgentRegisterLinkDeleteRequest, AgentRegisterLinkDeleteResponse } from './agentRegisterLinkDelete.ts';
import type { AgentRegisterLinksRequest, AgentRegisterLinksResponse } from './agentRegisterLinks.ts';
import type { AgentTeamBetsRequest, AgentTeamBetsResponse } from './agentTeamBets.ts';
import type { AgentTeamOverviewRequest, AgentTeamOverviewResponse } from './agentTeamOverview.ts';
import type { AgentTeamProfitRequest, AgentTeamProfitResponse } from './agentTeamProfit.ts';
import type { AgentTeamTransactionsRequest, AgentTeamTransactionsResponse } from './agentTeamTransactions.ts';
import type { AgentTransferRequest, AgentTransferResponse } from './agentTransfer.ts';
import type { AnnouncementsRequest, AnnouncementsResponse } from './announcements.ts';
import type { BalanceRequest, BalanceResponse } from './balance.ts';
import type { BetRecordsRequest, BetRecordsResponse } from './betRecords.ts';
import type { CaptchaRequest, CaptchaResponse } from './captcha.ts';
import type { CaptchaRequiredRequest, CaptchaRequiredResponse } from './captchaRequired.ts';
import type { ChangePasswordRequest, ChangePasswordResponse } from './changePassword.ts';
import type { ConsolidatedRequest, ConsolidatedResponse } from './consolidated.ts';
import type { CustomerServiceRequest, CustomerServiceResponse } from './customerService.ts';
import type { DemoGameRoundRequest, DemoGameRoundResponse } from './demoGameRound.ts';
import type { DemoGameStateRequest, DemoGameStateResponse } from './demoGameState.ts';
import type { DepositCallbackRequest, DepositCallbackResponse } from './depositCallback.ts';
import type { DepositCancelRequest, DepositCancelResponse } from './depositCancel.ts';
import type { DepositChannelsRequest, DepositChannelsResponse } from './depositChannels.ts';
import type { DepositCreateRequest, DepositCreateResponse } from './depositCreate.ts';
import type { DepositLimitSetRequest, DepositLimitSetResponse } from './depositLimitSet.ts';
import type { DepositLimitsRequest, DepositLimitsResponse } from './depositLimits.ts';
import type { DepositListRequest, DepositListResponse } from './depositList.ts';
import type { DepositManualCreateRequest, DepositManualCreateResponse } from './depositManualCreate.ts';
import type { DevAnnouncementRequest, DevAnnouncementResponse } from './devAnnouncement.ts';
import type { DevCaptchaAnswerRequest, DevCaptchaAnswerResponse } from './devCaptchaAnswer.ts';
import type { DevGameMaintenanceRequest, DevGameMaintenanceResponse } from './devGameMaintenance.ts';
import type { DevMailOutboxRequest, DevMailOutboxResponse } from './devMailOutbox.ts';
import type { DevMerchantSettingsRequest, DevMerchantSettingsResponse } from './devMerchantSettings.ts';
import type { DevNotifyRequest, DevNotifyResponse } from './devNotify.ts';
import type { DevSettlementRunRequest, DevSettlementRunResponse } from './devSettlementRun.ts';
import type { DevSmsOutboxRequest, DevSmsOutboxResponse } from './devSmsOutbox.ts';
import type { DevThemesRequest, DevThemesResponse } from './devThemes.ts';
import type { DevTotpRequest, DevTotpResponse } from './devTotp.ts';
import type { DevWithdrawalActionRequest, DevWithdrawalActionResponse } from './devWithdrawalAction.ts';
import type { DevWithdrawalFundRequest, DevWithdrawalFundResponse } from './devWithdrawalFund.ts';
import type { DevWithdrawalJobRequest, DevWithdrawalJobResponse } from './devWithdrawalJob.ts';
import type { DomainRouteRequest, DomainRouteResponse } from './domainRoute.ts';
import type { FavouriteIdsRequest, FavouriteIdsResponse } from './favouriteIds.ts';
import type { FavouriteListRequest, FavouriteListResponse } from './favouriteList.ts';
import type { FeedbackListRequest, FeedbackListResponse } from './feedbackList.ts';
import type { FeedbackSubmitRequest, FeedbackSubmitResponse } from './feedbackSubmit.ts';
import type { FirstLoginRequest, FirstLoginResponse } from './firstLogin.ts';
import type { ForgotPasswordEmailRequest, ForgotPasswordEmailResponse } from './forgotPasswordEmail.ts';
import type { ForgotPasswordPhoneRequest, ForgotPasswordPhoneResponse } from './forgotPasswordPhone.ts';
import type { FreePlayRequest, FreePlayResponse } from './freePlay.ts';
import type { GameListRequest, GameListResponse } from './gameList.ts';
import type { GameMenusRequest, GameMenusResponse } from './gameMenus.ts';
import type { HelpCenterRequest, HelpCenterResponse } from './helpCenter.ts';
import type { HotGamesRequest, HotGamesResponse } from './hotGames.ts';
import type { IdpTokenRequest, IdpTokenResponse } from './idpToken.ts';
import type { LaunchGameRequest, LaunchGameResponse } from './launchGame.ts';
import type { LoginRequest, LoginResponse } from './login.ts';
import type { LoginSmsRequest, LoginSmsResponse } from './loginSms.ts';
import type { LogoutRequest, LogoutResponse } from './logout.ts';
import type { LotteryGroupsRequest, LotteryGroupsResponse } from './lotteryGroups.ts';
import type { LotteryLobbyRequest, LotteryLobbyResponse } from './lotteryLobby.ts';
import type { MemberIconRequest, MemberIconResponse } from './memberIcon.ts';
import type { MemberInfoRequest, MemberInfoResponse } from './memberInfo.ts';
import type { MessageDeleteRequest, MessageDeleteResponse } from './messageDelete.ts';
import type { MessageListRequest, MessageListResponse } from './messageList.ts';
import type { MessageReadRequest, MessageReadResponse } from './messageRead.ts';
import type { MessageReplyRequest, MessageReplyResponse } from './messageReply.ts';
import type { MissionClaimRequest, MissionClaimResponse } from './missionClaim.ts';
import type { MissionsRequest, MissionsResponse } from './missions.ts';
import type { NewGameVendorsRequest, NewGameVendorsResponse } from './newGameVendors.ts';
import type { NotificationStreamRequest, NotificationStreamResponse } from './notificationStream.ts';
import type { OpenedNumbersRequest, OpenedNumbersResponse } from './openedNumbers.ts';
import type { PaymentPasswordChangeRequest, PaymentPasswordChangeResponse } from './paymentPasswordChange.ts';
import type { PaymentPasswordResetRequest, PaymentPasswordResetResponse } from './paymentPasswordReset.ts';
import type { PaymentPasswordSetRequest, PaymentPasswordSetResponse } from './paymentPasswordSet.ts';
import type { PaymentPasswordSmsRequest, PaymentPasswordSmsResponse } from './paymentPasswordSms.ts';
import type { PayoutAccountAddRequest, PayoutAccountAddResponse } from './payoutAccountAdd.ts';
import type { PayoutAccountRemoveRequest, PayoutAccountRemoveResponse } from './payoutAccountRemove.ts';
import type { PayoutAccountsRequest, PayoutAccountsResponse } from './payoutAccounts.ts';
import type { PointBalanceRequest, PointBalanceResponse } from './pointBalance.ts';
import type { PointConfigRequest, PointConfigResponse } from './pointConfig.ts';
import type { PointConvertRequest, PointConvertResponse } from './pointConvert.ts';
import type { PointDetailsRequest, PointDetailsResponse } from './pointDetails.ts';
import type { PointProductsRequest, PointProductsResponse } from './pointProducts.ts';
import type { PointRedeemRequest, PointRedeemResponse } from './pointRedeem.ts';
import type { PointRedemptionsRequest, PointRedemptionsResponse } from './pointRedemptions.ts';
import type { PopularRequest, PopularResponse } from './popular.ts';
import type { PortalConfigRequest, PortalConfigResponse } from './portalConfig.ts';
import type { PortalTextsRequest, PortalTextsResponse } from './portalTexts.ts';
import type { ProfitLossRequest, ProfitLossResponse } from './profitLoss.ts';
import type { PromoCodeRedeemRequest, PromoCodeRedeemResponse } from './promoCodeRedeem.ts';
import type { PromotionApplicationsRequest, PromotionApplicationsResponse } from './promotionApplications.ts';
import type { PromotionApplyRequest, PromotionApplyResponse } from './promotionApply.ts';
import type { PromotionJoinRequest, PromotionJoinResponse } from './promotionJoin.ts';
import type { PromotionRaffleClaimRequest, PromotionRaffleClaimResponse } from './promotionRaffleClaim.ts';
import type { PromotionsRequest, PromotionsResponse } from './promotions.ts';
import type { ProtectionStartRequest, ProtectionStartResponse } from './protectionStart.ts';
import type { ProtectionStatusRequest, ProtectionStatusResponse } from './protectionStatus.ts';
import type { QuickLoginRequest, QuickLoginResponse } from './quickLogin.ts';
import type { RealityCheckSetRequest, RealityCheckSetResponse } from './realityCheckSet.ts';
import type { RebateClaimRequest, RebateClaimResponse } from './rebateClaim.ts';
import type { RebateClaimableRequest, RebateClaimableResponse } from './rebateClaimable.ts';
import type { RebateRatesRequest, RebateRatesResponse } from './rebateRates.ts';
import type { RecentRequest, RecentResponse } from './recent.ts';
import type { ReferralRequest, ReferralResponse } from './referral.ts';
import type { ReferralFriendsRequest, ReferralFriendsResponse } from './referralFriends.ts';
import type { RegisterRequest, RegisterResponse } from './register.ts';
import type { RegisterMobileRequest, RegisterMobileResponse } from './registerMobile.ts';
import type { RegisterSettingsRequest, RegisterSettingsResponse } from './registerSettings.ts';
import type { RemoveFavouriteRequest, RemoveFavouriteResponse } from './removeFavourite.ts';
import type { ResetPasswordRequest, ResetPasswordResponse } from './resetPassword.ts';
import type { RewardClaimRequest, RewardClaimResponse } from './rewardClaim.ts';
import type { RewardsRequest, RewardsResponse } from './rewards.ts';
import type { RoomsRequest, RoomsResponse } from './rooms.ts';
import type { RsaKeyRequest, RsaKeyResponse } from './rsaKey.ts';
import type { SecurityDeviceSignOutRequest, SecurityDeviceSignOutResponse } from './securityDeviceSignOut.ts';
import type { SecurityDevicesRequest, SecurityDevicesResponse } from './securityDevices.ts';
import type { SecurityDevicesSignOutOthersRequest, SecurityDevicesSignOutOthersResponse } from './securityDevicesSignOutOthers.ts';
import type { SecurityEmailBindRequest, SecurityEmailBindResponse } from './securityEmailBind.ts';
import type { SecurityEmailCodeRequest, SecurityEmailCodeResponse } from './securityEmailCode.ts';
import type { SecurityMobileBindRequest, SecurityMobileBindResponse } from './securityMobileBind.ts';
import type { SecurityMobileCodeRequest, SecurityMobileCodeResponse } from './securityMobileCode.ts';
import type { SecurityOverviewRequest, SecurityOverviewResponse } from './securityOverview.ts';
import type { SmsNoLoginRequest, SmsNoLoginResponse } from './smsNoLogin.ts';
import type { SmsRegisterRequest, SmsRegisterResponse } from './smsRegister.ts';
import type { StatusRequest, StatusResponse } from './status.ts';
import type { TouchRequest, TouchResponse } from './touch.ts';
import type { TransactionHistoryRequest, TransactionHistoryResponse } from './transactionHistory.ts';
import type { TransferInfoRequest, TransferInfoResponse } from './transferInfo.ts';
import type { TransferUplineRequest, TransferUplineResponse } from './transferUpline.ts';
import type { TwoFactorDisableRequest, TwoFactorDisableResponse } from './twoFactorDisable.ts';
import type { TwoFactorEnableRequest, TwoFactorEnableResponse } from './twoFactorEnable.ts';
import type { TwoFactorSetupRequest, TwoFactorSetupResponse } from './twoFactorSetup.ts';
import type { UnreadCountRequest, UnreadCountResponse } from './unreadCount.ts';
import type { UpdateLanguageRequest, UpdateLanguageResponse } from './updateLanguage.ts';
import type { VendorGameTypesRequest, VendorGameTypesResponse } from './vendorGameTypes.ts';
import type { WalletTransferRequest, WalletTransferResponse } from './walletTransfer.ts';
import type { WhitelabelRequest, WhitelabelResponse } from './whitelabel.ts';
import type { WinnersRequest, WinnersResponse } from './winners.ts';
import type { WithdrawConfirmRequest, WithdrawConfirmResponse } from './withdrawConfirm.ts';
import type { WithdrawDetailRequest, WithdrawDetailResponse } from './withdrawDetail.ts';
import type { WithdrawInfoRequest, WithdrawInfoResponse } from './withdrawInfo.ts';
import type { WithdrawListRequest, WithdrawListResponse } from './withdrawList.ts';
import type { WithdrawRequestRequest, WithdrawRequestResponse } from './withdrawRequest.ts';
import type { WithdrawSecurityRequest, WithdrawSecurityResponse } from './withdrawSecurity.ts';

/** Every call's method, path, module id and flags (token: the client sends Authorization). */
export const calls = {
  addFavourite: { method: 'POST', path: '/wps/relay/MCS2_addFavGame', modId: 'MEMBER3', auth: 'member', token: true, encrypt: false, silent: false, form: false },
  affiliate: { method: 'GET', path: '/wps/agent/affiliate', modId: 'AGENT3', auth: 'none', token: false, encrypt: false, silent: true, form: false },
  agentContractDecide: { method: 'POST', path: '/wps/agent/contract/decide', modId: 'AGENT3', auth: 'agent', token: true, encrypt: false, silent: false, form: false },
  agentContractOffer: { method: 'POST', path: '/wps/agent/contract/offer', modId: 'AGENT3', auth: 'agent', token: true, encrypt: false, silent: false, form: false },
  agentContractRequest: { method: 'POST', path: '/wps/agent/contract/request', modId: 'AGENT3', auth: 'agent', token: true, encrypt: false, silent: false, form: false },
  agentContracts: { method: 'GET', path: '/wps/agent/contracts', modId: 'AGENT3', auth: 'agent', token: true, encrypt: false, silent: false, form: false },
  agentDownline: { method: 'GET', path: '/wps/agent/downline', modId: 'AGENT3', auth: 'agent', token: true, encrypt: false, silent: false, form: false },
  agentDownlineCreate: { method: 'POST', path: '/wps/agent/downline/create', modId: 'AGENT3', auth: 'agent', token: true, encrypt: true, silent: false, form: false },
  agentDownlineMessage: { method: 'POST', path: '/wps/agent/downline/message', modId: 'AGENT3', auth: 'agent', token: true, encrypt: false, silent: false, form: false },
  agentDownlineUpdate: { method: 'POST', path: '/wps/agent/downline/update', modId: 'AGENT3', auth: 'agent', token: true, encrypt: false, silent: false, form: false },
  agentIncome: { method: 'GET', path: '/wps/agent/income', modId: 'AGENT3', auth: 'agent', token: true, encrypt: false, silent: false, form: false },
  agentRegisterLinkCreate: { method: 'POST', path: '/wps/agent/register-links', modId: 'AGENT3', auth: 'agent', token: true, encrypt: false, silent: false, form: false },
  agentRegisterLinkDelete: { method: 'POST', path: '/wps/agent/register-links/delete', modId: 'AGENT3', auth: 'agent', token: true, encrypt: false, silent: false, form: false },
  agentRegisterLinks: { method: 'GET', path: '/wps/agent/register-links', modId: 'AGENT3', auth: 'agent', token: true, encrypt: false, silent: false, form: false },
  agentTeamBets: { method: 'GET', path: '/wps/agent/team/bets', modId: 'AGENT3', auth: 'agent', token: true, encrypt: false, silent: false, form: false },
  agentTeamOverview: { method: 'GET', path: '/wps/agent/team/overview', modId: 'AGENT3', auth: 'agent', token: true, encrypt: false, silent: false, form: false },
  agentTeamProfit: { method: 'GET', path: '/wps/agent/team/profit', modId: 'AGENT3', auth: 'agent', token: true, encrypt: false, silent: false, form: false },
  agentTeamTransactions: { method: 'GET', path: '/wps/agent/team/transactions', modId: 'AGENT3', auth: 'agent', token: true, encrypt: false, silent: false, form: false },
  agentTransfer: { method: 'POST', path: '/wps/agent/transfer', modId: 'AGENT3', auth: 'agent', token: true, encrypt: false, silent: false, form: false },
  announcements: { method: 'GET', path: '/wps/relay/MCSFE_getListAnnouncements', modId: 'COMM3', auth: 'none', token: false, encrypt: false, silent: true, form: false },
  balance: { method: 'GET', path: '/wps/v2/wallets/balance', modId: 'WALLET3', auth: 'member', token: true, encrypt: false, silent: true, form: false },
  betRecords: { method: 'GET', path: '/wps/member/history/bets', modId: 'REPORT3', auth: 'real', token: true, encrypt: false, silent: false, form: false },
  captcha: { method: 'GET', path: '/wps/captcha', modId: 'LOGIN3', auth: 'none', token: false, encrypt: false, silent: true, form: false },
  captchaRequired: { method: 'GET', path: '/wps/captcha/required', modId: 'LOGIN3', auth: 'none', token: false, encrypt: false, silent: true, form: false },
  changePassword: { method: 'POST', path: '/wps/member/password', modId: 'MEMBER3', auth: 'member', token: true, encrypt: true, silent: false, form: false },
  consolidated: { method: 'GET', path: '/wps/member/info/funds/consolidated', modId: 'COMM3', auth: 'real', token: true, encrypt: false, silent: false, form: false },
  customerService: { method: 'GET', path: '/wps/system/customerService', modId: 'COMM3', auth: 'none', token: false, encrypt: false, silent: false, form: false },
  demoGameRound: { method: 'POST', path: '/demo-games/api/round', modId: 'DEV', auth: 'none', token: false, encrypt: false, silent: false, form: false },
  demoGameState: { method: 'GET', path: '/demo-games/api/state', modId: 'DEV', auth: 'none', token: false, encrypt: false, silent: false, form: false },
  depositCallback: { method: 'POST', path: '/wps/deposit/callback', modId: 'WALLET4', auth: 'none', token: false, encrypt: false, silent: false, form: false },
  depositCancel: { method: 'POST', path: '/wps/member/deposit/cancel', modId: 'WALLET4', auth: 'real', token: true, encrypt: false, silent: false, form: false },
  depositChannels: { method: 'GET', path: '/wps/member/deposit/channels', modId: 'WALLET4', auth: 'real', token: true, encrypt: false, silent: false, form: false },
  depositCreate: { method: 'POST', path: '/wps/member/deposit', modId: 'WALLET4', auth: 'real', token: true, encrypt: false, silent: false, form: false },
  depositLimitSet: { method: 'POST', path: '/wps/member/deposit/limits', modId: 'WALLET4', auth: 'real', token: true, encrypt: false, silent: false, form: false },
  depositLimits: { method: 'GET', path: '/wps/member/deposit/limits', modId: 'WALLET4', auth: 'real', token: true, encrypt: false, silent: false, form: false },
  depositList: { method: 'GET', path: '/wps/member/deposit/list', modId: 'WALLET4', auth: 'real', token: true, encrypt: false, silent: false, form: false },
  depositManualCreate: { method: 'POST', path: '/wps/member/deposit/manual', modId: 'WALLET4', auth: 'real', token: true, encrypt: false, silent: false, form: false },
  devAnnouncement: { method: 'POST', path: '/dev/announcements', modId: 'DEV', auth: 'none', token: false, encrypt: false, silent: false, form: false },
  devCaptchaAnswer: { method: 'GET', path: '/dev/captcha-answer', modId: 'DEV', auth: 'none', token: false, encrypt: false, silent: false, form: false },
  devGameMaintenance: { method: 'POST', path: '/dev/games/maintenance', modId: 'DEV', auth: 'none', token: false, encrypt: false, silent: false, form: false },
  devMailOutbox: { method: 'GET', path: '/dev/mail-outbox', modId: 'DEV', auth: 'none', token: false, encrypt: false, silent: false, form: false },
  devMerchantSettings: { method: 'PUT', path: '/dev/merchant-settings', modId: 'DEV', auth: 'none', token: false, encrypt: false, silent: false, form: false },
  devNotify: { method: 'POST', path: '/dev/notify', modId: 'DEV', auth: 'none', token: false, encrypt: false, silent: false, form: false },
  devSettlementRun: { method: 'POST', path: '/dev/settlement/run', modId: 'DEV', auth: 'none', token: false, encrypt: false, silent: false, form: false },
  devSmsOutbox: { method: 'GET', path: '/dev/sms-outbox', modId: 'DEV', auth: 'none', token: false, encrypt: false, silent: false, form: false },
  devThemes: { method: 'GET', path: '/dev/themes', modId: 'DEV', auth: 'none', token: false, encrypt: false, silent: false, form: false },
  devTotp: { method: 'GET', path: '/dev/totp', modId: 'DEV', auth: 'none', token: false, encrypt: false, silent: false, form: false },
  devWithdrawalAction: { method: 'POST', path: '/dev/withdrawals/action', modId: 'DEV', auth: 'none', token: false, encrypt: false, silent: false, form: false },
  devWithdrawalFund: { method: 'POST', path: '/dev/withdrawals/fund', modId: 'DEV', auth: 'none', token: false, encrypt: false, silent: false, form: false },
  devWithdrawalJob: { method: 'POST', path: '/dev/withdrawals/job', modId: 'DEV', auth: 'none', token: false, encrypt: false, silent: false, form: false },
  domainRoute: { method: 'GET', path: '/wps/system/domainRoute', modId: 'COMM3', auth: 'none', token: false, encrypt: false, silent: true, form: false },
  favouriteIds: { method: 'GET', path: '/wps/relay/MCSFE_getFavoriteGames', modId: 'MEMBER3', auth: 'member', token: true, encrypt: false, silent: false, form: false },
  favouriteList: { method: 'GET', path: '/wps/relay/getFavoriteGamesList', modId: 'MEMBER3', auth: 'member', token: true, encrypt: false, silent: false, form: false },
  feedbackList: { method: 'GET', path: '/wps/feedback/list', modId: 'MEMBER3', auth: 'real', token: true, encrypt: false, silent: false, form: false },
  feedbackSubmit: { method: 'POST', path: '/wps/feedback', modId: 'MEMBER3', auth: 'real', token: true, encrypt: false, silent: false, form: false },
  firstLogin: { method: 'POST', path: '/wps/member/firstLogin', modId: 'MEMBER3', auth: 'member', token: true, encrypt: false, silent: true, form: false },
  forgotPasswordEmail: { method: 'POST', path: '/wps/member/password/email', modId: 'MEMBER3', auth: 'none', token: false, encrypt: false, silent: false, form: true },
  forgotPasswordPhone: { method: 'POST', path: '/wps/member/password/verification', modId: 'MEMBER3', auth: 'none', token: false, encrypt: true, silent: false, form: false },
  freePlay: { method: 'POST', path: '/wps/session/login/freeplay', modId: 'LOGIN3', auth: 'none', token: false, encrypt: false, silent: false, form: false },
  gameList: { method: 'GET', path: '/wps/relay/GCSGAME_gameList', modId: 'GAMELO3', auth: 'optional', token: true, encrypt: false, silent: false, form: false },
  gameMenus: { method: 'GET', path: '/lgw/games/game_menus', modId: 'GAMELO3', auth: 'none', token: false, encrypt: false, silent: false, form: false },
  helpCenter: { method: 'GET', path: '/wps/system/helpCenter', modId: 'COMM3', auth: 'none', token: false, encrypt: false, silent: false, form: false },
  hotGames: { method: 'GET', path: '/wps/relay/hotGamesV2', modId: 'GAMELO3', auth: 'none', token: false, encrypt: false, silent: false, form: false },
  idpToken: { method: 'POST', path: '/idp/token', modId: 'DEV', auth: 'none', token: false, encrypt: false, silent: false, form: false },
  launchGame: { method: 'POST', path: '/wps/game/launchGame', modId: 'GAMELO3', auth: 'member', token: true, encrypt: false, silent: false, form: false },
  login: { method: 'POST', path: '/wps/session/login', modId: 'LOGIN3', auth: 'none', token: false, encrypt: true, silent: false, form: false },
  loginSms: { method: 'POST', path: '/wps/verification/sms/login', modId: 'LOGIN3', auth: 'none', token: false, encrypt: false, silent: false, form: false },
  logout: { method: 'POST', path: '/wps/session/logout', modId: 'LOGIN3', auth: 'member', token: true, encrypt: false, silent: true, form: false },
  lotteryGroups: { method: 'GET', path: '/lgw/games/lottery_groups', modId: 'LOTTO3', auth: 'none', token: false, encrypt: false, silent: false, form: false },
  lotteryLobby: { method: 'GET', path: '/lotto/lgw/games/lobby', modId: 'LOTTO3', auth: 'none', token: false, encrypt: false, silent: false, form: false },
  memberIcon: { method: 'GET', path: '/wps/member/info/icon', modId: 'MEMBER3', auth: 'member', token: true, encrypt: false, silent: true, form: false },
  memberInfo: { method: 'GET', path: '/wps/member/info', modId: 'MEMBER3', auth: 'member', token: true, encrypt: false, silent: false, form: false },
  messageDelete: { method: 'POST', path: '/wps/member/messages/delete', modId: 'MEMBER3', auth: 'real', token: true, encrypt: false, silent: false, form: false },
  messageList: { method: 'GET', path: '/wps/member/messages', modId: 'MEMBER3', auth: 'real', token: true, encrypt: false, silent: false, form: false },
  messageRead: { method: 'POST', path: '/wps/member/messages/read', modId: 'MEMBER3', auth: 'real', token: true, encrypt: false, silent: false, form: false },
  messageReply: { method: 'POST', path: '/wps/member/messages/reply', modId: 'MEMBER3', auth: 'real', token: true, encrypt: false, silent: false, form: false },
  missionClaim: { method: 'POST', path: '/wps/member/missions/claim', modId: 'MEMBER3', auth: 'real', token: true, encrypt: false, silent: false, form: false },
  missions: { method: 'GET', path: '/wps/member/missions', modId: 'MEMBER3', auth: 'real', token: true, encrypt: false, silent: false, form: false },
  newGameVendors: { method: 'GET', path: '/wps/relay/newGameVendor', modId: 'GAMELO3', auth: 'none', token: false, encrypt: false, silent: false, form: false },
  notificationStream: { method: 'GET', path: '/wps/member/notifications/stream', modId: 'MEMBER3', auth: 'real', token: true, encrypt: false, silent: true, form: false },
  openedNumbers: { method: 'GET', path: '/lotto/lgw/games/opened/numero', modId: 'LOTTO3', auth: 'none', token: false, encrypt: false, silent: false, form: false },
  paymentPasswordChange: { method: 'POST', path: '/wps/member/paymentPassword/change', modId: 'MEMBER3', auth: 'real', token: true, encrypt: false, silent: false, form: false },
  paymentPasswordReset: { method: 'POST', path: '/wps/member/paymentPassword/reset', modId: 'MEMBER3', auth: 'real', token: true, encrypt: false, silent: false, form: false },
  paymentPasswordSet: { method: 'POST', path: '/wps/member/paymentPassword', modId: 'MEMBER3', auth: 'real', token: true, encrypt: false, silent: false, form: false },
  paymentPasswordSms: { method: 'POST', path: '/wps/member/paymentPassword/sms', modId: 'MEMBER3', auth: 'real', token: true, encrypt: false, silent: false, form: false },
  payoutAccountAdd: { method: 'POST', path: '/wps/member/payoutAccounts', modId: 'MEMBER3', auth: 'real', token: true, encrypt: false, silent: false, form: false },
  payoutAccountRemove: { method: 'POST', path: '/wps/member/payoutAccounts/remove', modId: 'MEMBER3', auth: 'real', token: true, encrypt: false, silent: false, form: false },
  payoutAccounts: { method: 'GET', path: '/wps/member/payoutAccounts', modId: 'MEMBER3', auth: 'real', token: true, encrypt: false, silent: false, form: false },
  pointBalance: { method: 'GET', path: '/wps/relay/MCS2_getPointBalance', modId: 'MCS2', auth: 'real', token: true, encrypt: false, silent: false, form: false },
  pointConfig: { method: 'GET', path: '/wps/relay/MCS2_getPointConfig', modId: 'MCS2', auth: 'real', token: true, encrypt: false, silent: false, form: false },
  pointConvert: { method: 'POST', path: '/wps/relay/passwordCheck/MCS2_convertPoint', modId: 'MCS2', auth: 'real', token: true, encrypt: true, silent: false, form: false },
  pointDetails: { method: 'GET', path: '/wps/relay/MCS2_getPointDetails', modId: 'MCS2', auth: 'real', token: true, encrypt: false, silent: false, form: false },
  pointProducts: { method: 'GET', path: '/wps/relay/MCS2_getPointReward', modId: 'MCS2', auth: 'real', token: true, encrypt: false, silent: false, form: false },
  pointRedeem: { method: 'POST', path: '/wps/relay/passwordCheck/MCS2_redeemPointReward', modId: 'MCS2', auth: 'real', token: true, encrypt: true, silent: false, form: false },
  pointRedemptions: { method: 'GET', path: '/wps/relay/MCS2_getRedeemPointList', modId: 'MCS2', auth: 'real', token: true, encrypt: false, silent: false, form: false },
  popular: { method: 'GET', path: '/lgw/games/popular', modId: 'GAMELO3', auth: 'none', token: false, encrypt: false, silent: false, form: false },
  portalConfig: { method: 'GET', path: '/wps/portal/config', modId: 'COMM3', auth: 'none', token: false, encrypt: false, silent: false, form: false },
  portalTexts: { method: 'GET', path: '/wps/portal/texts', modId: 'COMM3', auth: 'none', token: false, encrypt: false, silent: false, form: false },
  profitLoss: { method: 'GET', path: '/wps/member/history/profit', modId: 'REPORT3', auth: 'real', token: true, encrypt: false, silent: false, form: false },
  promoCodeRedeem: { method: 'POST', path: '/wps/member/rewards/promo-code', modId: 'MEMBER3', auth: 'real', token: true, encrypt: false, silent: false, form: false },
  promotionApplications: { method: 'GET', path: '/wps/promotions/applications', modId: 'MEMBER3', auth: 'member', token: true, encrypt: false, silent: false, form: false },
  promotionApply: { method: 'POST', path: '/wps/relay/MCSFE_signUpRequestReward', modId: 'MEMBER3', auth: 'real', token: true, encrypt: false, silent: false, form: false },
  promotionJoin: { method: 'POST', path: '/wps/promotions/join', modId: 'MEMBER3', auth: 'real', token: true, encrypt: false, silent: false, form: false },
  promotionRaffleClaim: { method: 'POST', path: '/wps/relay/MCS2_claimRafflePromotion', modId: 'MEMBER3', auth: 'real', token: true, encrypt: false, silent: false, form: false },
  promotions: { method: 'GET', path: '/wps/promotions', modId: 'COMM3', auth: 'optional', token: true, encrypt: false, silent: true, form: false },
  protectionStart: { method: 'POST', path: '/wps/member/protection/start', modId: 'MEMBER3', auth: 'member', token: true, encrypt: false, silent: false, form: false },
  protectionStatus: { method: 'GET', path: '/wps/member/protection', modId: 'MEMBER3', auth: 'member', token: true, encrypt: false, silent: true, form: false },
  quickLogin: { method: 'POST', path: '/wps/session/login/quick', modId: 'LOGIN3', auth: 'none', token: false, encrypt: true, silent: false, form: false },
  realityCheckSet: { method: 'POST', path: '/wps/member/protection/reality-check', modId: 'MEMBER3', auth: 'member', token: true, encrypt: false, silent: false, form: false },
  rebateClaim: { method: 'POST', path: '/wps/member/rebate/claim', modId: 'MEMBER3', auth: 'real', token: true, encrypt: false, silent: false, form: false },
  rebateClaimable: { method: 'GET', path: '/wps/member/rebate', modId: 'MEMBER3', auth: 'real', token: true, encrypt: false, silent: false, form: false },
  rebateRates: { method: 'GET', path: '/wps/member/rebate/rates', modId: 'MEMBER3', auth: 'real', token: true, encrypt: false, silent: false, form: false },
  recent: { method: 'GET', path: '/wps/relay/GCS_recentGame', modId: 'GAMELO3', auth: 'member', token: true, encrypt: false, silent: false, form: false },
  referral: { method: 'GET', path: '/wps/member/referral', modId: 'MEMBER9', auth: 'real', token: true, encrypt: false, silent: false, form: false },
  referralFriends: { method: 'GET', path: '/wps/member/referral/friends', modId: 'MEMBER9', auth: 'real', token: true, encrypt: false, silent: false, form: false },
  register: { method: 'PUT', path: '/wps/member/register', modId: 'REGISTER3', auth: 'none', token: false, encrypt: true, silent: false, form: false },
  registerMobile: { method: 'PUT', path: '/wps/member/register/mobile', modId: 'REGISTER3', auth: 'none', token: false, encrypt: true, silent: false, form: false },
  registerSettings: { method: 'GET', path: '/wps/system/setting/register', modId: 'COMM3', auth: 'none', token: false, encrypt: false, silent: false, form: false },
  removeFavourite: { method: 'POST', path: '/wps/relay/MCS2_removeFavGame', modId: 'MEMBER3', auth: 'member', token: true, encrypt: false, silent: false, form: false },
  resetPassword: { method: 'POST', path: '/wps/member/password/reset', modId: 'MEMBER3', auth: 'none', token: false, encrypt: true, silent: false, form: false },
  rewardClaim: { method: 'POST', path: '/wps/member/rewards/claim', modId: 'MEMBER3', auth: 'real', token: true, encrypt: false, silent: false, form: false },
  rewards: { method: 'GET', path: '/wps/member/rewards', modId: 'MEMBER3', auth: 'real', token: true, encrypt: false, silent: false, form: false },
  rooms: { method: 'GET', path: '/wps/relay/GLS2_roomList', modId: 'GAMELO3', auth: 'none', token: false, encrypt: false, silent: false, form: false },
  rsaKey: { method: 'GET', path: '/wps/session/key/rsa', modId: 'LOGIN3', auth: 'none', token: false, encrypt: false, silent: false, form: false },
  securityDeviceSignOut: { method: 'POST', path: '/wps/member/security/devices/signOut', modId: 'MEMBER3', auth: 'member', token: true, encrypt: false, silent: false, form: false },
  securityDevices: { method: 'GET', path: '/wps/member/security/devices', modId: 'MEMBER3', auth: 'member', token: true, encrypt: false, silent: false, form: false },
  securityDevicesSignOutOthers: { method: 'POST', path: '/wps/member/security/devices/signOutOthers', modId: 'MEMBER3', auth: 'member', token: true, encrypt: false, silent: false, form: false },
  securityEmailBind: { method: 'POST', path: '/wps/member/security/email', modId: 'MEMBER3', auth: 'real', token: true, encrypt: false, silent: false, form: false },
  securityEmailCode: { method: 'POST', path: '/wps/member/security/email/code', modId: 'MEMBER3', auth: 'real', token: true, encrypt: false, silent: false, form: false },
  securityMobileBind: { method: 'POST', path: '/wps/member/security/mobile', modId: 'MEMBER3', auth: 'real', token: true, encrypt: false, silent: false, form: false },
  securityMobileCode: { method: 'POST', path: '/wps/member/security/mobile/code', modId: 'MEMBER3', auth: 'real', token: true, encrypt: false, silent: false, form: false },
  securityOverview: { method: 'GET', path: '/wps/member/security', modId: 'MEMBER3', auth: 'member', token: true, encrypt: false, silent: false, form: false },
  smsNoLogin: { method: 'POST', path: '/wps/verification/sms/noLogin', modId: 'LOGIN3', auth: 'none', token: false, encrypt: false, silent: false, form: false },
  smsRegister: { method: 'GET', path: '/wps/verification/sms/register', modId: 'REGISTER3', auth: 'none', token: false, encrypt: false, silent: false, form: false },
  status: { method: 'GET', path: '/wps/system/status', modId: 'COMM3', auth: 'none', token: false, encrypt: false, silent: true, form: false },
  touch: { method: 'POST', path: '/wps/session/touch', modId: 'COMM3', auth: 'member', token: true, encrypt: false, silent: true, form: false },
  transactionHistory: { method: 'GET', path: '/wps/member/history/transactions', modId: 'REPORT3', auth: 'real', token: true, encrypt: false, silent: false, form: false },
  transferInfo: { method: 'GET', path: '/wps/member/transfer/info', modId: 'WALLET3', auth: 'real', token: true, encrypt: false, silent: false, form: false },
  transferUpline: { method: 'POST', path: '/wps/member/transfer/upline', modId: 'WALLET3', auth: 'real', token: true, encrypt: false, silent: false, form: false },
  twoFactorDisable: { method: 'POST', path: '/wps/member/2fa/disable', modId: 'MEMBER3', auth: 'real', token: true, encrypt: false, silent: false, form: false },
  twoFactorEnable: { method: 'POST', path: '/wps/member/2fa/enable', modId: 'MEMBER3', auth: 'real', token: true, encrypt: false, silent: false, form: false },
  twoFactorSetup: { method: 'POST', path: '/wps/member/2fa/setup', modId: 'MEMBER3', auth: 'real', token: true, encrypt: false, silent: false, form: false },
  unreadCount: { method: 'GET', path: '/wps/relay/CSP_unreadCount', modId: 'MEMBER3', auth: 'member', token: true, encrypt: false, silent: true, form: false },
  updateLanguage: { method: 'PUT', path: '/wps/member/language', modId: 'MEMBER3', auth: 'member', token: true, encrypt: false, silent: true, form: false },
  vendorGameTypes: { method: 'GET', path: '/wps/relay/getVassGameType', modId: 'GAMELO3', auth: 'none', token: false, encrypt: false, silent: false, form: false },
  walletTransfer: { method: 'POST', path: '/wps/relay/GCS_walletTransfer', modId: 'WALLET3', auth: 'real', token: true, encrypt: false, silent: false, form: false },
  whitelabel: { method: 'GET', path: '/wps/system/whitelabel', modId: 'COMM3', auth: 'none', token: false, encrypt: false, silent: false, form: false },
  winners: { method: 'GET', path: '/wps/relay/GCSGAME_getRankList', modId: 'GAMELO3', auth: 'none', token: false, encrypt: false, silent: false, form: false },
  withdrawConfirm: { method: 'POST', path: '/wps/member/withdraw/confirm', modId: 'WALLET3', auth: 'real', token: true, encrypt: false, silent: false, form: false },
  withdrawDetail: { method: 'GET', path: '/wps/member/withdraw/detail', modId: 'WALLET3', auth: 'real', token: true, encrypt: false, silent: false, form: false },
  withdrawInfo: { method: 'GET', path: '/wps/member/withdraw/info', modId: 'WALLET3', auth: 'real', token: true, encrypt: false, silent: false, form: false },
  withdrawList: { method: 'GET', path: '/wps/member/withdraw/list', modId: 'WALLET3', auth: 'real', token: true, encrypt: false, silent: false, form: false },
  withdrawRequest: { method: 'POST', path: '/wps/member/withdraw', modId: 'WALLET3', auth: 'real', token: true, encrypt: false, silent: false, form: false },
  withdrawSecurity: { method: 'GET', path: '/wps/member/withdraw/security', modId: 'MEMBER3', auth: 'real', token: true, encrypt: false, silent: false, form: false },
} as const;

/** Request and success-value types by call name. */
export interface ApiCalls {
  addFavourite: { request: AddFavouriteRequest; response: AddFavouriteResponse };
  affiliate: { request: AffiliateRequest; response: AffiliateResponse };
  agentContractDecide: { request: AgentContractDecideRequest; response: AgentContractDecideResponse };
  agentContractOffer: { request: AgentContractOfferRequest; response: AgentContractOfferResponse };
  agentContractRequest: { request: AgentContractRequestRequest; response: AgentContractRequestResponse };
  agentContracts: { request: AgentContractsRequest; response: AgentContractsResponse };
  agentDownline: { request: AgentDownlineRequest; response: AgentDownlineResponse };
  agentDownlineCreate: { request: AgentDownlineCreateRequest; response: AgentDownlineCreateResponse };
  agentDownlineMessage: { request: AgentDownlineMessageRequest; response: AgentDownlineMessageResponse };
  agentDownlineUpdate: { request: AgentDownlineUpdateRequest; response: AgentDownlineUpdateResponse };
  agentIncome: { request: AgentIncomeRequest; response: AgentIncomeResponse };
  agentRegisterLinkCreate: { request: AgentRegisterLinkCreateRequest; response: AgentRegisterLinkCreateResponse };
  agentRegisterLinkDelete: { request: AgentRegisterLinkDeleteRequest; response: AgentRegisterLinkDeleteResponse };
  agentRegisterLinks: { request: AgentRegisterLinksRequest; response: AgentRegisterLinksResponse };
  agentTeamBets: { request: AgentTeamBetsRequest; response: AgentTeamBetsResponse };
  agentTeamOverview: { request: AgentTeamOverviewRequest; response: AgentTeamOverviewResponse };
  agentTeamProfit: { request: AgentTeamProfitRequest; response: AgentTeamProfitResponse };
  agentTeamTransactions: { request: AgentTeamTransactionsRequest; response: AgentTeamTransactionsResponse };
  agentTransfer: { request: AgentTransferRequest; response: AgentTransferResponse };
  announcements: { request: AnnouncementsRequest; response: AnnouncementsResponse };
  balance: { request: BalanceRequest; response: BalanceResponse };
  betRecords: { request: BetRecordsRequest; response: BetRecordsResponse };
  captcha: { request: CaptchaRequest; response: CaptchaResponse };
  captchaRequired: { request: CaptchaRequiredRequest; response: CaptchaRequiredResponse };
  changePassword: { request: ChangePasswordRequest; response: ChangePasswordResponse };
  consolidated: { request: ConsolidatedRequest; response: ConsolidatedResponse };
  customerService: { request: CustomerServiceRequest; response: CustomerServiceResponse };
  demoGameRound: { request: DemoGameRoundRequest; response: DemoGameRoundResponse };
  demoGameState: { request: DemoGameStateRequest; response: DemoGameStateResponse };
  depositCallback: { request: DepositCallbackRequest; response: DepositCallbackResponse };
  depositCancel: { request: DepositCancelRequest; response: DepositCancelResponse };
  depositChannels: { request: DepositChannelsRequest; response: DepositChannelsResponse };
  depositCreate: { request: DepositCreateRequest; response: DepositCreateResponse };
  depositLimitSet: { request: DepositLimitSetRequest; response: DepositLimitSetResponse };
  depositLimits: { request: DepositLimitsRequest; response: DepositLimitsResponse };
  depositList: { request: DepositListRequest; response: DepositListResponse };
  depositManualCreate: { request: DepositManualCreateRequest; response: DepositManualCreateResponse };
  devAnnouncement: { request: DevAnnouncementRequest; response: DevAnnouncementResponse };
  devCaptchaAnswer: { request: DevCaptchaAnswerRequest; response: DevCaptchaAnswerResponse };
  devGameMaintenance: { request: DevGameMaintenanceRequest; response: DevGameMaintenanceResponse };
  devMailOutbox: { request: DevMailOutboxRequest; response: DevMailOutboxResponse };
  devMerchantSettings: { request: DevMerchantSettingsRequest; response: DevMerchantSettingsResponse };
  devNotify: { request: DevNotifyRequest; response: DevNotifyResponse };
  devSettlementRun: { request: DevSettlementRunRequest; response: DevSettlementRunResponse };
  devSmsOutbox: { request: DevSmsOutboxRequest; response: DevSmsOutboxResponse };
  devThemes: { request: DevThemesRequest; response: DevThemesResponse };
  devTotp: { request: DevTotpRequest; response: DevTotpResponse };
  devWithdrawalAction: { request: DevWithdrawalActionRequest; response: DevWithdrawalActionResponse };
  devWithdrawalFund: { request: DevWithdrawalFundRequest; response: DevWithdrawalFundResponse };
  devWithdrawalJob: { request: DevWithdrawalJobRequest; response: DevWithdrawalJobResponse };
  domainRoute: { request: DomainRouteRequest; response: DomainRouteResponse };
  favouriteIds: { request: FavouriteIdsRequest; response: FavouriteIdsResponse };
  favouriteList: { request: FavouriteListRequest; response: FavouriteListResponse };
  feedbackList: { request: FeedbackListRequest; response: FeedbackListResponse };
  feedbackSubmit: { request: FeedbackSubmitRequest; response: FeedbackSubmitResponse };
  firstLogin: { request: FirstLoginRequest; response: FirstLoginResponse };
  forgotPasswordEmail: { request: ForgotPasswordEmailRequest; response: ForgotPasswordEmailResponse };
  forgotPasswordPhone: { request: ForgotPasswordPhoneRequest; response: ForgotPasswordPhoneResponse };
  freePlay: { request: FreePlayRequest; response: FreePlayResponse };
  gameList: { request: GameListRequest; response: GameListResponse };
  gameMenus: { request: GameMenusRequest; response: GameMenusResponse };
  helpCenter: { request: HelpCenterRequest; response: HelpCenterResponse };
  hotGames: { request: HotGamesRequest; response: HotGamesResponse };
  idpToken: { request: IdpTokenRequest; response: IdpTokenResponse };
  launchGame: { request: LaunchGameRequest; response: LaunchGameResponse };
  login: { request: LoginRequest; response: LoginResponse };
  loginSms: { request: LoginSmsRequest; response: LoginSmsResponse };
  logout: { request: LogoutRequest; response: LogoutResponse };
  lotteryGroups: { request: LotteryGroupsRequest; response: LotteryGroupsResponse };
  lotteryLobby: { request: LotteryLobbyRequest; response: LotteryLobbyResponse };
  memberIcon: { request: MemberIconRequest; response: MemberIconResponse };
  memberInfo: { request: MemberInfoRequest; response: MemberInfoResponse };
  messageDelete: { request: MessageDeleteRequest; response: MessageDeleteResponse };
  messageList: { request: MessageListRequest; response: MessageListResponse };
  messageRead: { request: MessageReadRequest; response: MessageReadResponse };
  messageReply: { request: MessageReplyRequest; response: MessageReplyResponse };
  missionClaim: { request: MissionClaimRequest; response: MissionClaimResponse };
  missions: { request: MissionsRequest; response: MissionsResponse };
  newGameVendors: { request: NewGameVendorsRequest; response: NewGameVendorsResponse };
  notificationStream: { request: NotificationStreamRequest; response: NotificationStreamResponse };
  openedNumbers: { request: OpenedNumbersRequest; response: OpenedNumbersResponse };
  paymentPasswordChange: { request: PaymentPasswordChangeRequest; response: PaymentPasswordChangeResponse };
  paymentPasswordReset: { request: PaymentPasswordResetRequest; response: PaymentPasswordResetResponse };
  paymentPasswordSet: { request: PaymentPasswordSetRequest; response: PaymentPasswordSetResponse };
  paymentPasswordSms: { request: PaymentPasswordSmsRequest; response: PaymentPasswordSmsResponse };
  payoutAccountAdd: { request: PayoutAccountAddRequest; response: PayoutAccountAddResponse };
  payoutAccountRemove: { request: PayoutAccountRemoveRequest; response: PayoutAccountRemoveResponse };
  payoutAccounts: { request: PayoutAccountsRequest; response: PayoutAccountsResponse };
  pointBalance: { request: PointBalanceRequest; response: PointBalanceResponse };
  pointConfig: { request: PointConfigRequest; response: PointConfigResponse };
  pointConvert: { request: PointConvertRequest; response: PointConvertResponse };
  pointDetails: { request: PointDetailsRequest; response: PointDetailsResponse };
  pointProducts: { request: PointProductsRequest; response: PointProductsResponse };
  pointRedeem: { request: PointRedeemRequest; response: PointRedeemResponse };
  pointRedemptions: { request: PointRedemptionsRequest; response: PointRedemptionsResponse };
  popular: { request: PopularRequest; response: PopularResponse };
  portalConfig: { request: PortalConfigRequest; response: PortalConfigResponse };
  portalTexts: { request: PortalTextsRequest; response: PortalTextsResponse };
  profitLoss: { request: ProfitLossRequest; response: ProfitLossResponse };
  promoCodeRedeem: { request: PromoCodeRedeemRequest; response: PromoCodeRedeemResponse };
  promotionApplications: { request: PromotionApplicationsRequest; response: PromotionApplicationsResponse };
  promotionApply: { request: PromotionApplyRequest; response: PromotionApplyResponse };
  promotionJoin: { request: PromotionJoinRequest; response: PromotionJoinResponse };
  promotionRaffleClaim: { request: PromotionRaffleClaimRequest; response: PromotionRaffleClaimResponse };
  promotions: { request: PromotionsRequest; response: PromotionsResponse };
  protectionStart: { request: ProtectionStartRequest; response: ProtectionStartResponse };
  protectionStatus: { request: ProtectionStatusRequest; response: ProtectionStatusResponse };
  quickLogin: { request: QuickLoginRequest; response: QuickLoginResponse };
  realityCheckSet: { request: RealityCheckSetRequest; response: RealityCheckSetResponse };
  rebateClaim: { request: RebateClaimRequest; response: RebateClaimResponse };
  rebateClaimable: { request: RebateClaimableRequest; response: RebateClaimableResponse };
  rebateRates: { request: RebateRatesRequest; response: RebateRatesResponse };
  recent: { request: RecentRequest; response: RecentResponse };
  referral: { request: ReferralRequest; response: ReferralResponse };
  referralFriends: { request: ReferralFriendsRequest; response: ReferralFriendsResponse };
  register: { request: RegisterRequest; response: RegisterResponse };
  registerMobile: { request: RegisterMobileRequest; response: RegisterMobileResponse };
  registerSettings: { request: RegisterSettingsRequest; response: RegisterSettingsResponse };
  removeFavourite: { request: RemoveFavouriteRequest; response: RemoveFavouriteResponse };
  resetPassword: { request: ResetPasswordRequest; response: ResetPasswordResponse };
  rewardClaim: { request: RewardClaimRequest; response: RewardClaimResponse };
  rewards: { request: RewardsRequest; response: RewardsResponse };
  rooms: { request: RoomsRequest; response: RoomsResponse };
  rsaKey: { request: RsaKeyRequest; response: RsaKeyResponse };
  securityDeviceSignOut: { request: SecurityDeviceSignOutRequest; response: SecurityDeviceSignOutResponse };
  securityDevices: { request: SecurityDevicesRequest; response: SecurityDevicesResponse };
  securityDevicesSignOutOthers: { request: SecurityDevicesSignOutOthersRequest; response: SecurityDevicesSignOutOthersResponse };
  securityEmailBind: { request: SecurityEmailBindRequest; response: SecurityEmailBindResponse };
  securityEmailCode: { request: SecurityEmailCodeRequest; response: SecurityEmailCodeResponse };
  securityMobileBind: { request: SecurityMobileBindRequest; response: SecurityMobileBindResponse };
  securityMobileCode: { request: SecurityMobileCodeRequest; response: SecurityMobileCodeResponse };
  securityOverview: { request: SecurityOverviewRequest; response: SecurityOverviewResponse };
  smsNoLogin: { request: SmsNoLoginRequest; response: SmsNoLoginResponse };
  smsRegister: { request: SmsRegisterRequest; response: SmsRegisterResponse };
  status: { request: StatusRequest; response: StatusResponse };
  touch: { request: TouchRequest; response: TouchResponse };
  transactionHistory: { request: TransactionHistoryRequest; response: TransactionHistoryResponse };
  transferInfo: { request: TransferInfoRequest; response: TransferInfoResponse };
  transferUpline: { request: TransferUplineRequest; response: TransferUplineResponse };
  twoFactorDisable: { request: TwoFactorDisableRequest; response: TwoFactorDisableResponse };
  twoFactorEnable: { request: TwoFactorEnableRequest; response: TwoFactorEnableResponse };
  twoFactorSetup: { request: TwoFactorSetupRequest; response: TwoFactorSetupResponse };
  unreadCount: { request: UnreadCountRequest; response: UnreadCountResponse };
  updateLanguage: { request: UpdateLanguageRequest; response: UpdateLanguageResponse };
  vendorGameTypes: { request: VendorGameTypesRequest; response: VendorGameTypesResponse };
  walletTransfer: { request: WalletTransferRequest; response: WalletTransferResponse };
  whitelabel: { request: WhitelabelRequest; response: WhitelabelResponse };
  winners: { request: WinnersRequest; response: WinnersResponse };
  withdrawConfirm: { request: WithdrawConfirmRequest; response: WithdrawConfirmResponse };
  withdrawDetail: { request: WithdrawDetailRequest; response: WithdrawDetailResponse };
  withdrawInfo: { request: WithdrawInfoRequest; response: WithdrawInfoResponse };
  withdrawList: { request: WithdrawListRequest; response: WithdrawListResponse };
  withdrawRequest: { request: WithdrawRequestRequest; response: WithdrawRequestResponse };
  withdrawSecurity: { request: WithdrawSecurityRequest; response: WithdrawSecurityResponse };
}
