// Calls named at run time (a block's configured call name, the shell's announcements and customer
// service). Every call goes through the shared client with the call table's path and module id
// (src/shared/api/calls.ts); a name the table does not list rejects with `call_unavailable`, so
// the screens say "not available yet" instead of inventing data.
import { calls, PlatformError, type CallName, type QueryValue } from '../../shared/api/index.ts';
import { apiCall, type CallOptions } from './portal-api.ts';

export function hasCall(name: string): name is CallName {
  return Object.hasOwn(calls, name);
}

export function apiCallByName<T = unknown>(name: string, payload?: unknown, query?: Record<string, QueryValue>, options: CallOptions = { quiet: true }): Promise<T> {
  if (!hasCall(name)) return Promise.reject(new PlatformError('call_unavailable', `No call named ${name}`, 0));
  // A name from merchant config: its contract's types are not known here.
  return apiCall(name, { ...(payload as object), ...query }, options) as Promise<T>;
}
