// Calls the portal uses that the shared call table (src/shared/api/calls.ts) does not list yet.
// A name found in the shared table always goes through the shared client; only the names below
// use a small local GET adapter that sends the same PROTOCOL.md headers. When the platform does
// not offer the call, the promise rejects and the screens say "not available yet" instead of
// inventing data.
import { calls, PlatformError, type CallName, type QueryValue } from '../../shared/api/index.ts';
import { isEnvelope } from '../../shared/envelope.ts';
import { getSession } from '../state/session.ts';
import { apiCall, currentLanguage, type CallOptions } from './portal-api.ts';

/** Read-only calls of spec section 7 that the shared table may lack: GET, token when present. */
export const LOCAL_CALLS: Record<string, { path: string; modId: string }> = {};

let merchantCode = '';
export function setLocalCallMerchant(code: string): void {
  merchantCode = code;
}

export function hasCall(name: string): name is CallName {
  return Object.hasOwn(calls, name);
}

async function localGet<T>(name: string, query: Record<string, QueryValue> = {}): Promise<T> {
  const spec = LOCAL_CALLS[name];
  if (!spec) throw new PlatformError('call_unavailable', `No call named ${name}`, 0);
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== null) search.set(key, String(value));
  const headers: Record<string, string> = { Merchant: merchantCode, Device: 'web', Language: currentLanguage(), 'X-Gateway-Version': '3', ModuleId: spec.modId };
  const token = getSession('token');
  if (token) headers.Authorization = token;
  const response = await fetch(`${spec.path}${search.size ? `?${search}` : ''}`, { headers });
  const body: unknown = await response.json().catch(() => null);
  if (!isEnvelope(body)) throw new PlatformError('bad_response', `Unexpected response (HTTP ${response.status})`, response.status);
  if (!body.success) throw new PlatformError(body.errorCode ?? `http_${response.status}`, body.message ?? 'Unknown error', response.status, body.value);
  return body.value as T;
}

export function apiCallByName<T = unknown>(name: string, payload?: unknown, query?: Record<string, QueryValue>, options: CallOptions = { quiet: true }): Promise<T> {
  if (hasCall(name)) return apiCall<T>(name, payload, query, options);
  return localGet<T>(name, { ...(payload as Record<string, QueryValue> | undefined), ...query });
}
