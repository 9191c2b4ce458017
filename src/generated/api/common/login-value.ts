/* Generated from schemas/api/common/login-value.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * A new session: the token for Authorization, whether the password must change first, and the member. quickLoginToken (and its expiry) when the login asked for rememberDevice.
 */
export interface LoginValue {
  token: string;
  firstTimeLogin: boolean;
  passwordExpired: boolean;
  username: string;
  nickname: string | null;
  type: number;
  isAgent: boolean;
  quickLoginToken?: string;
  quickLoginExpiresAt?: number;
}
