/* Generated from schemas/api/register.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

export type RegisterResponse = import('./common/login-value.ts').LoginValue;

/**
 * PUT /wps/member/register: the request and success value of the register call.
 */
export interface RegisterCall {
  request: RegisterRequest;
  response: RegisterResponse;
}
export interface RegisterRequest {
  /**
   * Account name (checked against the merchant's username rule).
   */
  username: string;
  /**
   * Password (checked against the merchant's password rule).
   */
  password: string;
  /**
   * Password again; must equal password.
   */
  confirmPassword: string;
  /**
   * Real name of the payee.
   */
  payeeName?: string;
  /**
   * Email address.
   */
  email?: string;
  /**
   * QQ number.
   */
  qqNum?: string;
  /**
   * Mobile number.
   */
  mobileNum?: string;
  /**
   * Recommender's account.
   */
  recommenderId?: string;
  /**
   * Captcha text.
   */
  captcha?: string;
  /**
   * SMS verification code.
   */
  verificationCode?: string;
  /**
   * Affiliate code of the upline agent.
   */
  affiliateCode?: string;
  /**
   * Payment (withdrawal) password.
   */
  paymentPassword?: string;
  /**
   * LINE id.
   */
  line?: string;
  /**
   * WhatsApp number.
   */
  whatsapp?: string;
  /**
   * Facebook account.
   */
  facebook?: string;
  /**
   * WeChat id.
   */
  wechat?: string;
  /**
   * National id number.
   */
  idNumber?: string;
  /**
   * Referral (invite) code.
   */
  referralCode?: string;
  /**
   * A member's invite code from the link the visitor came by (/register?r=<code>): the new member is recorded as that member's friend. An unknown code is refused with referral.invalid.
   */
  referrerCode?: string;
  /**
   * Nickname.
   */
  nickname?: string;
  /**
   * Full name.
   */
  fullName?: string;
  /**
   * Telegram handle.
   */
  telegram?: string;
  /**
   * Zalo number.
   */
  zalo?: string;
  /**
   * Date of birth, yyyy-MM-dd or MM-dd-yyyy.
   */
  birthday?: string;
  /**
   * Postal address.
   */
  address?: string;
  /**
   * Nationality.
   */
  nationality?: string;
  /**
   * Occupation.
   */
  occupation?: string;
  /**
   * Source of income.
   */
  sourceOfIncome?: string;
  /**
   * Place of birth.
   */
  placeOfBirth?: string;
  /**
   * The user confirmed the merchant's minimum age.
   */
  ageConfirmed?: boolean;
  /**
   * Page the registration came from.
   */
  registerUrl?: string;
  /**
   * Host the registration came from.
   */
  domain?: string;
  /**
   * Always WEB from the portal.
   */
  registerMethod?: 'WEB';
  /**
   * Browser fingerprint of the client; also binds the captcha to this client.
   */
  loginDeviceId?: string;
  /**
   * Language code the member registered in.
   */
  language?: string;
}
