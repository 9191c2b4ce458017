/* Generated from schemas/api/devMerchantSettings.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

export type DevMerchantSettingsRequest = {
  /**
   * Which setting.
   */
  key: 'maintenance' | 'registration' | 'settlementReview';
  /**
   * maintenance: { enabled, startTime?, endTime? }; registration: a partial registration (fields replace the file's field by field); settlementReview: { above } overrides constants.settlementReviewAbove (major units; null: the file's).
   */
  value: {};
};

/**
 * PUT /dev/merchant-settings: the request and success value of the devMerchantSettings call.
 */
export interface DevMerchantSettingsCall {
  request: DevMerchantSettingsRequest;
  response: DevMerchantSettingsResponse;
}
export interface DevMerchantSettingsResponse {
  [k: string]: unknown | undefined;
}
