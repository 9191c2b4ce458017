/**
 * The desk's platform client: one typed `deskCall(name, request)` per desk call schema
 * (src/generated/api/desk-calls.ts). The operator's token travels in Authorization on calls
 * that need it; a failure is a PlatformError with the envelope's errorCode (shown translated).
 * The session token stays in sessionStorage: closing the tab signs out.
 */
import { deskCalls } from '../generated/api/desk-calls.ts';
import type { DeskCallName, DeskCallRequest, DeskCallResponse } from '../shared/api/calls.ts';
import { CLIENT_ERROR_CODES, PlatformError } from '../shared/api/errors.ts';
import { isEnvelope } from '../shared/envelope.ts';
import { deskLanguage } from './i18n/i18n.tsx';

const TOKEN_KEY = 'desk.token';

export const deskToken = {
  get: (): string | null => sessionStorage.getItem(TOKEN_KEY),
  set: (token: string): void => sessionStorage.setItem(TOKEN_KEY, token),
  clear: (): void => sessionStorage.removeItem(TOKEN_KEY),
};

/** Listeners told when the platform says the session is gone (any 401). */
const sessionEndListeners = new Set<() => void>();
export const onSessionEnd = (listener: () => void): (() => void) => {
  sessionEndListeners.add(listener);
  return () => sessionEndListeners.delete(listener);
};

function query(request: unknown): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries((request ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export async function deskCall<N extends DeskCallName>(name: N, request?: DeskCallRequest<N>): Promise<DeskCallResponse<N>> {
  const spec = deskCalls[name];
  // Language: platform texts in desk lists (a promotion's title) in the operator's language.
  const headers: Record<string, string> = { Device: 'web', ModuleId: spec.modId, Language: deskLanguage() };
  const token = deskToken.get();
  if (spec.token && token) headers.Authorization = token;
  let url = spec.path;
  let body: string | undefined;
  if (spec.method === 'GET') url += query(request);
  else {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(request ?? {});
  }
  let response: Response;
  try {
    response = await fetch(url, { method: spec.method, headers, ...(body !== undefined ? { body } : {}), signal: AbortSignal.timeout(20_000) });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new PlatformError(timedOut ? CLIENT_ERROR_CODES.timeout : CLIENT_ERROR_CODES.network, 'Network error', 0);
  }
  const parsed: unknown = await response.json().catch(() => null);
  if (!isEnvelope(parsed)) throw new PlatformError(CLIENT_ERROR_CODES.badResponse, `Unexpected response (HTTP ${response.status})`, response.status);
  if (!parsed.success || response.status >= 400) {
    if (response.status === 401 && spec.token) {
      deskToken.clear();
      for (const listener of sessionEndListeners) listener();
    }
    throw new PlatformError(parsed.errorCode ?? `http_${response.status}`, parsed.message ?? 'Unknown error', response.status, parsed.value);
  }
  return parsed.value as DeskCallResponse<N>;
}

/** A new idempotency key for one confirmed action (common/desk-idempotency-key.json). */
export const newActionKey = (): string => crypto.randomUUID().replaceAll('-', '');
