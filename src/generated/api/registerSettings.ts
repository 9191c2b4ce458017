/* Generated from schemas/api/registerSettings.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

export type RegisterSettingsResponse = import('../merchant.ts').Registration;

/**
 * GET /wps/system/setting/register: the request and success value of the registerSettings call.
 */
export interface RegisterSettingsCall {
  request: RegisterSettingsRequest;
  response: RegisterSettingsResponse;
}
/**
 * The parameters this call reads; clients may send others (platform, language, ...), which it ignores.
 */
export interface RegisterSettingsRequest {
  [k: string]: string | undefined;
}
