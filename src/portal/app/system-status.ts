// GET /wps/system/status (sends the host as url): maintenance and IP restriction decide whether
// the portal starts at all.
import { apiCall, PlatformError } from '../api/portal-api.ts';

export type SystemStatus = 'ok' | 'maintenance' | 'ipBlocked';

export interface StatusValue {
  maintenance?: boolean;
  status?: string;
  ipBlocked?: boolean;
  maintainTime?: number | string | null;
  endTime?: number | string | null;
}

export function interpretStatus(value: StatusValue | null | undefined): SystemStatus {
  if (!value) return 'ok';
  const status = (value.status ?? '').toUpperCase();
  if (value.ipBlocked || status === 'IP_BLOCKED' || status === 'BLOCKED') return 'ipBlocked';
  if (value.maintenance || status === 'MAINTENANCE' || status === 'MAINTAIN') return 'maintenance';
  return 'ok';
}

export function interpretStatusError(error: PlatformError): SystemStatus {
  const code = error.errorCode.toLowerCase();
  if (error.status === 403 || code.includes('ip')) return 'ipBlocked';
  if (error.status === 503 || code.includes('maint')) return 'maintenance';
  return 'ok';
}

export async function readSystemStatus(): Promise<SystemStatus> {
  try {
    return interpretStatus(await apiCall('status', { url: window.location.host }));
  } catch (error) {
    return error instanceof PlatformError ? interpretStatusError(error) : 'ok';
  }
}
