/* Generated from schemas/api/devGameMaintenance.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

export type DevGameMaintenanceResponse = {
  vassalage: string;
  maintainTime: number;
  endTime: number;
} | null;

/**
 * POST /dev/games/maintenance: the request and success value of the devGameMaintenance call.
 */
export interface DevGameMaintenanceCall {
  request: DevGameMaintenanceRequest;
  response: DevGameMaintenanceResponse;
}
/**
 * The parameters this call reads; clients may send others (platform, language, ...), which it ignores.
 */
export interface DevGameMaintenanceRequest {
  vassalage?: unknown;
  clear?: unknown;
  maintainTime?: unknown;
  endTime?: unknown;
  [k: string]: unknown | undefined;
}
