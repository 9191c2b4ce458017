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
 * Put a vendor under maintenance (maintainTime..endTime, epoch ms; default now..now+1h) or end it (clear).
 */
export interface DevGameMaintenanceRequest {
  vassalage?: string;
  clear?: boolean;
  maintainTime?: number;
  endTime?: number;
}
