/* Generated from schemas/api/memberInfo.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * GET /wps/member/info: the request and success value of the memberInfo call.
 */
export interface MemberInfoCall {
  request: MemberInfoRequest;
  response: MemberInfoResponse;
}
/**
 * The parameters this call reads; clients may send others (platform, language, ...), which it ignores.
 */
export interface MemberInfoRequest {
  [k: string]: string | undefined;
}
export interface MemberInfoResponse {
  id: number;
  account: string;
  username: string;
  nickname: string;
  type: number;
  isAgent: boolean;
  toUpline: string | null;
  regDate: string;
  clubLabel: {
    labelName: string;
    rankLevel: number;
  };
  mobileNum: string | null;
  email: string | null;
  language: string;
  affiliateCode: string | null;
  currency: string;
  freePlay: boolean;
  /**
   * A time-out or self-exclusion in force, else null. While it lasts the session is restricted: balance, withdrawals, history and statements, password and devices, sign out; other calls answer account.excluded.
   */
  protection: {
    kind: 'timeout' | 'selfExclusion';
    /**
     * When it ends (epoch ms).
     */
    until: number;
    /**
     * A self-exclusion with no end date (until is then a far-future placeholder).
     */
    indefinite: boolean;
  } | null;
}
