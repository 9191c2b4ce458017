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
}
