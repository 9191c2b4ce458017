/* Generated from schemas/api/deskLogin.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * POST /wps/desk/login: the request and success value of the deskLogin call.
 */
export interface DeskLoginCall {
  request: DeskLoginRequest;
  response: DeskLoginResponse;
}
export interface DeskLoginRequest {
  /**
   * The operator's sign-in name.
   */
  username: string;
  /**
   * The operator's password.
   */
  password: string;
  /**
   * The authenticator (TOTP) code; omitted on the first step.
   */
  code?: string;
}
export interface DeskLoginResponse {
  /**
   * The operator session token (Authorization header of desk calls).
   */
  token: string;
  /**
   * Epoch ms when the session ends at the latest (it also ends after 15 idle minutes).
   */
  expiresAt: number;
  operator: import('./common/desk-operator.ts').DeskOperator;
}
