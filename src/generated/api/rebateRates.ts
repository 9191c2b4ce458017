/* Generated from schemas/api/rebateRates.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

export type RebateRatesResponse = import('./common/rebate-rates.ts').RebateRatesValue;

/**
 * GET /wps/member/rebate/rates: the request and success value of the rebateRates call.
 */
export interface RebateRatesCall {
  request: RebateRatesRequest;
  response: RebateRatesResponse;
}
export interface RebateRatesRequest {}
