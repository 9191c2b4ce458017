/* Generated from schemas/api/dev-merchant-settings-request.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * PUT /dev/merchant-settings (development only): a server setting of the host's merchant. A registration override is then checked, merged over the merchant file's registration, by the same schema and checks as merchant files.
 */
export type DevMerchantSettingsRequest = {
  /**
   * Which setting.
   */
  key: 'maintenance' | 'registration';
  /**
   * maintenance: { enabled, startTime?, endTime? }; registration: a partial registration (fields replace the file's field by field).
   */
  value: {};
};
