/* Generated from schemas/api/memberIcon.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * GET /wps/member/info/icon: the request and success value of the memberIcon call.
 */
export interface MemberIconCall {
  request: MemberIconRequest;
  response: MemberIconResponse;
}
/**
 * The parameters this call reads; clients may send others (platform, language, ...), which it ignores.
 */
export interface MemberIconRequest {
  [k: string]: string | undefined;
}
export interface MemberIconResponse {
  icon: string;
}
