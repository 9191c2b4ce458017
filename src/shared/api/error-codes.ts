// Every errorCode the platform can send, in one list. The platform's ApiError, RoundError and
// fail() take only these (a new code is a type error until it is listed here), and the locale
// test asks for errorCode.<code> in every shipped language, so the portal can always show the
// member's language instead of the platform's English message.

export const PLATFORM_ERROR_CODES = [
  // session and sign-in
  'CUSTOMER_NOT_LOGIN',
  'user.or.token.invalid',
  'login.not.session',
  'user.or.password.invalid',
  'captcha.required',
  'captcha.invalid',
  'login_verify_required',
  'quick.login.invalid',
  'identity.token.invalid',
  'identity.conflict',
  'freeplay.retry',
  'in_need_true_account',
  'password.change.required',
  'TOO_MANY_REQUESTS',
  // player protection (time-out, self-exclusion, reality check)
  'protection.timeout.active',
  'protection.selfExclusion.active',
  'protection.duration.invalid',
  'protection.shorter',
  'realityCheck.interval.invalid',
  // verification codes and two-factor
  'sms.code.missing',
  'sms.code.invalid',
  'sms.code.expired',
  'sms.code.attempts',
  'verification.code.invalid',
  'verification.code.used',
  'twoFactor.enabled',
  'twoFactor.setup.required',
  // security centre (issue 13)
  'twoFactor.notEnabled',
  'mobile.format',
  'email.format',
  'contact.unchanged',
  'session.not.found',
  'session.current',
  // agent centre
  'agent.only',
  'agent.downline.unknown',
  'agent.promote.invalid',
  // agent centre team reports (issue 14): a member outside the agent's team, a custom range over 90 days
  'agent.team.unknown',
  'agent.range.tooLong',
  'login.blocked',
  // agent contracts (issue 14)
  'contract.not.found',
  'contract.state.invalid',
  'contract.tiers.fields',
  'contract.tiers.order',
  'contract.rate.negative',
  'contract.rate.range',
  'contract.period.invalid',
  'contract.rate.aboveOwn',
  'contract.offer.open',
  'contract.downline.terminates',
  'contract.holder.invalid',
  // member
  'username.exists',
  'mobile.exists',
  'affiliate.invalid',
  'affiliate.not.found',
  'password.old.invalid',
  'password.unchanged',
  'password.reset.invalid',
  'language.unsupported',
  // wallet
  'amount.invalid',
  'balance.insufficient',
  'transfer.target.invalid',
  // transfers inside a team (issues 13, 14) and agents' invite links
  'transfer.disabled',
  'transfer.recipient.invalid',
  'transfer.recipient.unavailable',
  'transfer.upline.none',
  'transfer.key.conflict',
  'registerLink.expired',
  'registerLink.notFound',
  // members' own invite links (referral page)
  'referral.invalid',
  // deposits (issue 12)
  'deposit.disabled',
  'deposit.not.found',
  'deposit.channel.invalid',
  'deposit.amount.range',
  'deposit.amount.chip',
  'deposit.returnUrl.invalid',
  'deposit.key.conflict',
  'deposit.state.invalid',
  'deposit.callback.signature',
  'deposit.callback.replayed',
  'deposit.callback.late',
  'deposit.callback.amount',
  // manual bank transfers and deposit limits (issue 12)
  'deposit.manual.pending',
  'deposit.reference.invalid',
  'deposit.receipt.required',
  'deposit.receipt.invalid',
  'deposit.receipt.tooLarge',
  'deposit.limit.day',
  'deposit.limit.week',
  'deposit.limit.month',
  'deposit.limit.invalid',
  // member history: transactions, deposits, withdrawals, bet records, profit (issue 13)
  'history.range.invalid',
  'history.range.tooLong',
  'history.cursor.invalid',
  'history.pageSize.invalid',
  'history.category.invalid',
  // withdrawals (issue 12)
  'withdraw.disabled',
  'withdraw.amount.range',
  'withdraw.daily.limit',
  'withdraw.hours.closed',
  'withdraw.turnover.insufficient',
  'withdraw.key.conflict',
  'withdraw.not.found',
  'withdraw.state.invalid',
  'paymentPassword.required',
  'paymentPassword.invalid',
  'paymentPassword.format',
  'paymentPassword.confirm',
  'paymentPassword.sameAsLogin',
  'paymentPassword.exists',
  'paymentPassword.unchanged',
  'mobile.missing',
  'payoutAccount.invalid',
  'payoutAccount.limit',
  'payoutAccount.duplicate',
  'payoutAccount.name.mismatch',
  'payoutAccount.provider.invalid',
  'payoutAccount.number.invalid',
  'proof.required',
  'proof.invalid',
  'proof.tooLarge',
  // points mall (issue 15)
  'points.disabled',
  'points.product.unknown',
  'points.quantity.invalid',
  'points.stock.insufficient',
  'points.balance.insufficient',
  'points.recipient.invalid',
  'points.convert.invalid',
  'points.key.conflict',
  // games
  'game_not_found',
  'game_vendor_unknown',
  'game_ticket_invalid',
  'game_launch_unavailable',
  'game_launch_mode_invalid',
  'game_maintenance_invalid',
  'game_bet_invalid',
  'game_pick_invalid',
  'game_round_conflict',
  'game_round_invalid',
  'game_filter_invalid',
  'game_id_invalid',
  'game_limit_invalid',
  'game_name_invalid',
  'game_page_invalid',
  'game_type_invalid',
  'lottery_count_invalid',
  'lottery_game_invalid',
  'vendor_under_maintenance',
  'launch_game_balance_not_enough',
  // requests
  'feature.disabled',
  'validation.failed',
  'encryption.required',
  'encryption.unsupported',
  'encryption.key.invalid',
  'json.malformed',
  'payload.too.large',
  'unsupported.media.type',
  'request.invalid',
  'request.too.large',
  'request.timeout',
  'not_found',
  // feedback and rebates (issue 15)
  'feedback.disabled',
  'feedback.type.invalid',
  'feedback.content.empty',
  'feedback.content.tooShort',
  'feedback.content.tooLong',
  'feedback.image.invalid',
  'feedback.image.tooLarge',
  'rebate.disabled',
  'rebate.nothing',
  'rebate.belowMinimum',
  // missions (issue 15)
  'mission.disabled',
  'mission.unknown',
  'mission.notReached',
  'mission.claimed',
  'mission.closed',
  // promotions and activity applications (issue 15)
  'promotion.not.found',
  'promotion.claim.invalid',
  'promotion.notStarted',
  'promotion.ended',
  'promotion.comment.tooLong',
  'promotion.image.tooMany',
  'promotion.image.invalid',
  'promotion.image.tooLarge',
  'promotion.application.exists',
  'promotion.join.already',
  'promotion.raffle.claimed',
  // messages
  'message.not.found',
  'message.reply.noUpline',
  'message.content.empty',
  'internal.error',
] as const;

/**
 * Codes only the payments desk's calls send (src/desk). The desk translates them in its own
 * locale files (src/desk/i18n/locales), so the portal's locales do not carry them.
 */
export const DESK_ERROR_CODES = ['desk.role.forbidden', 'desk.key.reused', 'desk.state.changed', 'desk.action.refused', 'desk.member.notFound', 'desk.rebateLevel.invalid'] as const;

export type DeskErrorCode = (typeof DESK_ERROR_CODES)[number];

export type PlatformErrorCode = (typeof PLATFORM_ERROR_CODES)[number] | DeskErrorCode;

/** Codes the portal's client makes itself when no envelope arrived (see CLIENT_ERROR_CODES). */
export const PORTAL_ERROR_CODES = ['network_error', 'timeout', 'gateway_timeout', 'bad_response', 'call_unavailable', 'unknown', 'launch_host_refused', 'popup.blocked', 'idp.popup.closed'] as const;

export type PortalErrorCode = (typeof PORTAL_ERROR_CODES)[number];

/** The translation key of an errorCode's message. */
export const errorCodeKey = (code: string): string => `errorCode.${code}`;
