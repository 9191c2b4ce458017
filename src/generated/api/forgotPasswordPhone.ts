/* Generated from schemas/api/forgotPasswordPhone.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

export type ForgotPasswordPhoneResponse = import('./common/login-value.ts').LoginValue;

/**
 * POST /wps/member/password/verification: the request and success value of the forgotPasswordPhone call.
 */
export interface ForgotPasswordPhoneCall {
  request: ForgotPasswordPhoneRequest;
  response: ForgotPasswordPhoneResponse;
}
export interface ForgotPasswordPhoneRequest {
  /**
   * Mobile number on the account.
   */
  mobileNum: string;
  /**
   * SMS code (purpose forgotPassword).
   */
  verificationCode: string;
  /**
   * New password.
   */
  newPassword: string;
  /**
   * New password again.
   */
  confirmNewPassword?: string;
  /**
   * Browser fingerprint of the client; also binds the captcha to this client.
   */
  loginDeviceId?: string;
}
