/* Generated from schemas/api/securityOverview.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * GET /wps/member/security: the request and success value of the securityOverview call.
 */
export interface SecurityOverviewCall {
  request: SecurityOverviewRequest;
  response: SecurityOverviewResponse;
}
export interface SecurityOverviewRequest {}
export interface SecurityOverviewResponse {
  score: number;
  items: {
    key: 'loginPassword' | 'paymentPassword' | 'mobile' | 'email' | 'payoutAccounts' | 'twoFactor';
    done: boolean;
    /**
     * What is set up, masked (a mobile, an address, a count).
     */
    detail: string | null;
  }[];
  twoFactor: {
    available: boolean;
    enabled: boolean;
    recoveryCodesLeft: number;
  };
}
