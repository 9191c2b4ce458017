/** What the rest of the platform may use from the security-centre feature; its other files are its own. */
export { changePaymentPassword, checkPaymentPassword, resetPaymentPassword, setPaymentPassword } from './payment-password.ts';
export { confirmLoginPassword, hashRecoveryCode, looksLikeRecoveryCode, newRecoveryCodes } from './service.ts';
