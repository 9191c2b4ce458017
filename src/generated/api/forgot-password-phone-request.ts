/* Generated from schemas/api/forgot-password-phone-request.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * POST /wps/member/password/verification (encrypted): reset with an SMS code, then log in.
 */
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
