/* Generated from schemas/api/*.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/** By call, the request field each error code is about. */
export const errorFields: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  agentContractOffer: { 'agent.downline.unknown': 'username', 'contract.holder.invalid': 'username', 'contract.offer.open': 'username', 'contract.period.invalid': 'period', 'contract.tiers.fields': 'tiers', 'contract.tiers.order': 'tiers', 'contract.rate.negative': 'tiers', 'contract.rate.range': 'tiers', 'contract.rate.aboveOwn': 'tiers' },
  agentTransfer: { 'transfer.recipient.invalid': 'username', 'transfer.recipient.unavailable': 'username', 'amount.invalid': 'amount', 'balance.insufficient': 'amount', 'paymentPassword.required': 'paymentPassword', 'paymentPassword.invalid': 'paymentPassword' },
  changePassword: { 'password.old.invalid': 'oldPassword', 'password.unchanged': 'newPassword' },
  depositCreate: { 'amount.invalid': 'amount', 'deposit.amount.range': 'amount', 'deposit.amount.chip': 'amount', 'deposit.limit.day': 'amount', 'deposit.limit.week': 'amount', 'deposit.limit.month': 'amount', 'deposit.channel.invalid': 'channel' },
  depositLimitSet: { 'deposit.limit.invalid': 'amount' },
  depositManualCreate: { 'amount.invalid': 'amount', 'deposit.amount.range': 'amount', 'deposit.amount.chip': 'amount', 'deposit.limit.day': 'amount', 'deposit.limit.week': 'amount', 'deposit.limit.month': 'amount', 'deposit.channel.invalid': 'channel', 'deposit.reference.invalid': 'reference', 'deposit.receipt.required': 'receipt', 'deposit.receipt.invalid': 'receipt', 'deposit.receipt.tooLarge': 'receipt' },
  feedbackSubmit: { 'feedback.type.invalid': 'type', 'feedback.content.empty': 'content', 'feedback.content.tooShort': 'content', 'feedback.content.tooLong': 'content', 'feedback.image.invalid': 'image', 'feedback.image.tooLarge': 'image', 'captcha.required': 'captcha', 'captcha.invalid': 'captcha' },
  login: { 'user.or.password.invalid': 'password', 'captcha.required': 'captcha', 'captcha.invalid': 'captcha', 'verification.code.invalid': 'verificationCode', 'verification.code.used': 'verificationCode', 'sms.code.missing': 'verificationCode', 'sms.code.invalid': 'verificationCode', 'sms.code.expired': 'verificationCode', 'sms.code.attempts': 'verificationCode' },
  messageReply: { 'message.content.empty': 'content' },
  paymentPasswordChange: { 'paymentPassword.invalid': 'oldPassword', 'paymentPassword.required': 'newPassword', 'paymentPassword.format': 'newPassword', 'paymentPassword.sameAsLogin': 'newPassword', 'paymentPassword.unchanged': 'newPassword', 'paymentPassword.confirm': 'confirmPassword' },
  paymentPasswordReset: { 'sms.code.missing': 'verificationCode', 'sms.code.invalid': 'verificationCode', 'sms.code.expired': 'verificationCode', 'sms.code.attempts': 'verificationCode', 'verification.code.invalid': 'verificationCode', 'verification.code.used': 'verificationCode', 'paymentPassword.required': 'newPassword', 'paymentPassword.format': 'newPassword', 'paymentPassword.sameAsLogin': 'newPassword', 'paymentPassword.unchanged': 'newPassword', 'paymentPassword.confirm': 'confirmPassword' },
  paymentPasswordSet: { 'paymentPassword.required': 'password', 'paymentPassword.format': 'password', 'paymentPassword.sameAsLogin': 'password', 'paymentPassword.unchanged': 'password', 'paymentPassword.confirm': 'confirmPassword', 'paymentPassword.exists': 'password' },
  payoutAccountAdd: { 'payoutAccount.provider.invalid': 'provider', 'payoutAccount.number.invalid': 'accountNumber', 'payoutAccount.duplicate': 'accountNumber', 'payoutAccount.name.mismatch': 'holderName' },
  playLimitSet: { 'limit.invalid': 'amount' },
  pointConvert: { 'points.convert.invalid': 'points', 'balance.insufficient': 'points', 'paymentPassword.invalid': 'paymentPassword' },
  pointRedeem: { 'points.quantity.invalid': 'quantity', 'points.stock.insufficient': 'quantity', 'points.recipient.invalid': 'recipient', 'paymentPassword.invalid': 'paymentPassword' },
  promoCodeRedeem: { 'promoCode.unknown': 'code', 'promoCode.closed': 'code', 'promoCode.used': 'code', 'promoCode.exhausted': 'code', 'promoCode.tooManyTries': 'code' },
  protectionLiftRequest: { 'protection.lift.pending': 'reason' },
  protectionStart: { 'protection.duration.invalid': 'duration' },
  realityCheckSet: { 'realityCheck.interval.invalid': 'minutes' },
  register: { 'captcha.required': 'captcha', 'captcha.invalid': 'captcha', 'username.exists': 'username', 'mobile.exists': 'mobileNum', 'sms.code.missing': 'verificationCode', 'sms.code.invalid': 'verificationCode', 'sms.code.expired': 'verificationCode', 'sms.code.attempts': 'verificationCode', 'affiliate.invalid': 'affiliateCode' },
  registerMobile: { 'captcha.required': 'captcha', 'captcha.invalid': 'captcha', 'username.exists': 'username', 'mobile.exists': 'mobileNum', 'sms.code.missing': 'verificationCode', 'sms.code.invalid': 'verificationCode', 'sms.code.expired': 'verificationCode', 'sms.code.attempts': 'verificationCode', 'affiliate.invalid': 'affiliateCode' },
  transferUpline: { 'amount.invalid': 'amount', 'balance.insufficient': 'amount', 'paymentPassword.required': 'paymentPassword', 'paymentPassword.invalid': 'paymentPassword' },
  withdrawRequest: { 'amount.invalid': 'amount', 'balance.insufficient': 'amount', 'withdraw.amount.range': 'amount', 'payoutAccount.invalid': 'payoutAccountId', 'paymentPassword.required': 'paymentPassword', 'paymentPassword.invalid': 'paymentPassword' },
};
