/**
 * The platform client: one typed `call(name, request?)` for every call schema (request and
 * response types come from schemas/api/<name>.json through src/generated/api).
 * Adds the PROTOCOL.md headers, encrypts flagged calls, unwraps the envelope. Runs in the
 * browser and in Node 20 (the global fetch, or the `fetch` given). Plain fetch with an abort
 * timer: a wrapper library cost a guest's first page about 4 KB gzipped for one timeout.
 */
import { isEnvelope, type Envelope } from '../envelope.ts';
// Types only: the schemes (and crypto-js) load with a dynamic import at the first encrypted call,
// so a guest's first page does not carry them.
import type { EncryptionScheme, PublicKeyValue } from '../crypto/index.ts';
import { guestCalls } from '../../generated/api/calls-guest.ts';
import type { CallMethod, CallName, CallRequest, CallResponse, CallSpec } from './calls.ts';
import { callSpec } from './call-spec.ts';
import { CLIENT_ERROR_CODES, PlatformError } from './errors.ts';

export type QueryValue = string | number | boolean | null | undefined;

export interface PlatformClientOptions {
  /** Origin (and optional prefix) of the platform; '' = the page's own origin in a browser. */
  baseUrl: string;
  merchant: string;
  getLanguage: () => string | null | undefined;
  getToken: () => string | null | undefined;
  encryption: EncryptionScheme;
  fetch?: typeof globalThis.fetch;
  /** Client-side timeout, 20 s by default (PROTOCOL.md). */
  timeoutMs?: number;
  /** Header carrying the module id: `ModuleId` by default, `Module-Id` on some platforms. */
  moduleIdHeader?: string;
  device?: string;
}

export interface PlatformResponse<T = unknown> {
  status: number;
  envelope: Envelope<T>;
}

/** The key endpoint's error code that makes the client fetch a fresh key and retry once. */
export const KEY_INVALID_CODE = 'encryption.key.invalid';

/**
 * What a call sends. GET requests travel as the query string, so numbers and booleans are
 * accepted where the call schema says string (they are sent as text).
 */
export type CallInput<N extends CallName> = CallMethod<N> extends 'GET'
  ? { [K in keyof CallRequest<N>]: CallRequest<N>[K] extends string | undefined ? CallRequest<N>[K] | number | boolean : CallRequest<N>[K] }
  : CallRequest<N>;

export interface PlatformClient {
  /** The call's value; rejects with a PlatformError when the envelope says it failed. */
  call<N extends CallName>(name: N, request?: CallInput<N>): Promise<CallResponse<N>>;
  /** The whole envelope and HTTP status; rejects only when no envelope arrived. */
  request<N extends CallName>(name: N, request?: CallInput<N>): Promise<PlatformResponse<CallResponse<N>>>;
  /** Forget the cached public key (next encrypted call fetches it again). */
  resetKey(): void;
  /**
   * Reads a server-sent-events call (notificationStream) until the server ends it or `signal`
   * aborts; each frame's data is the call's response type. Rejects when the platform refuses it.
   */
  stream<N extends CallName>(name: N, onData: (data: CallResponse<N>) => void, signal: AbortSignal): Promise<void>;
}

function resolveBase(baseUrl: string): string {
  const trimmed = baseUrl.replace(/\/+$/, '');
  if (/^https?:\/\//.test(trimmed)) return trimmed;
  // '' or '/' (or a path prefix such as '/api'): the page's own origin.
  const origin = (globalThis as { location?: { origin?: string } }).location?.origin;
  if (!origin) throw new Error('createPlatformClient: an absolute baseUrl is required outside a browser');
  return origin + trimmed;
}

function toSearchParams(query: Record<string, QueryValue> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) out[key] = String(value);
  }
  return out;
}

type CryptoModule = typeof import('../crypto/index.ts');
let cryptoModule: Promise<CryptoModule> | null = null;

/** The encryption schemes, loaded once on demand (their own chunk in the portal's build). */
function loadCrypto(): Promise<CryptoModule> {
  if (!cryptoModule) {
    cryptoModule = import('../crypto/index.ts');
    cryptoModule.catch(() => {
      cryptoModule = null; // a failed chunk load may be retried by the next call
    });
  }
  return cryptoModule;
}

export function createPlatformClient(options: PlatformClientOptions): PlatformClient {
  const timeout = options.timeoutMs ?? 20_000;
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  let keyPromise: Promise<PublicKeyValue> | null = null;

  const baseHeaders = (spec: CallSpec): Record<string, string> => {
    const headers: Record<string, string> = {
      Merchant: options.merchant,
      Device: options.device ?? 'web',
      'X-Gateway-Version': '3',
      [options.moduleIdHeader ?? 'ModuleId']: spec.modId,
    };
    const language = options.getLanguage();
    if (language) headers.Language = language;
    if (spec.token) {
      const token = options.getToken();
      if (token) headers.Authorization = token;
    }
    return headers;
  };

  async function send<T>(spec: CallSpec, payload: unknown, query: Record<string, QueryValue> | undefined): Promise<PlatformResponse<T>> {
    const headers = baseHeaders(spec);
    let searchParams = toSearchParams(query);
    let body: BodyInit | undefined;
    if (spec.method === 'GET') {
      searchParams = { ...toSearchParams(payload as Record<string, QueryValue> | undefined), ...searchParams };
    } else if (spec.encrypt && options.encryption !== 'none') {
      const [{ encryptRequest }, key] = await Promise.all([loadCrypto(), publicKey()]);
      const encrypted = await encryptRequest(options.encryption, payload ?? {}, key);
      Object.assign(headers, encrypted.headers, { 'Content-Type': 'application/json' });
      body = JSON.stringify(encrypted.body);
    } else if (spec.form) {
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(toSearchParams(payload as Record<string, QueryValue> | undefined)).toString();
    } else if (payload !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(payload);
    }
    const queryString = new URLSearchParams(searchParams).toString();
    const url = resolveBase(options.baseUrl) + spec.path + (queryString ? `?${queryString}` : '');
    // The timeout covers the answer's headers, as the protocol's client-side timeout does.
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeout);
    let response: Response;
    try {
      response = await fetchImpl(url, { method: spec.method, headers, ...(body === undefined ? {} : { body }), signal: controller.signal });
    } catch {
      const code = timedOut ? CLIENT_ERROR_CODES.timeout : CLIENT_ERROR_CODES.network;
      throw new PlatformError(code, 'Network link is abnormal, please try again', 0);
    } finally {
      clearTimeout(timer);
    }
    let parsed: unknown = null;
    try {
      parsed = await response.json();
    } catch {
      parsed = null;
    }
    if (!isEnvelope(parsed)) {
      const code = response.status === 504 ? CLIENT_ERROR_CODES.gatewayTimeout : CLIENT_ERROR_CODES.badResponse;
      throw new PlatformError(code, `Unexpected response (HTTP ${response.status})`, response.status);
    }
    const envelope: Envelope<T> = {
      success: parsed.success,
      value: (parsed.value ?? null) as T | null,
      message: parsed.message ?? null,
      errorCode: parsed.errorCode ?? null,
    };
    return { status: response.status, envelope };
  }

  function publicKey(): Promise<PublicKeyValue> {
    if (!keyPromise) {
      const query = options.encryption === 'oaep-gcm' ? { scheme: 'oaep-gcm' } : undefined;
      keyPromise = send<PublicKeyValue>(guestCalls.rsaKey, undefined, query).then(({ envelope, status }) => {
        if (!envelope.success || envelope.value === null) {
          throw new PlatformError(envelope.errorCode ?? CLIENT_ERROR_CODES.badResponse, envelope.message ?? 'Page load timeout', status);
        }
        return envelope.value;
      });
      keyPromise.catch(() => {
        keyPromise = null;
      });
    }
    return keyPromise;
  }

  async function request<N extends CallName>(name: N, payload?: CallInput<N>): Promise<PlatformResponse<CallResponse<N>>> {
    const spec = await callSpec(name);
    let result = await send<CallResponse<N>>(spec, payload, undefined);
    if (spec.encrypt && result.envelope.errorCode === KEY_INVALID_CODE) {
      keyPromise = null; // the platform rotated its key (e.g. restarted with a fresh data dir)
      result = await send<CallResponse<N>>(spec, payload, undefined);
    }
    return result;
  }

  return {
    request,
    async call<N extends CallName>(name: N, payload?: CallInput<N>): Promise<CallResponse<N>> {
      const { status, envelope } = await request(name, payload);
      if (!envelope.success || status >= 400) {
        throw new PlatformError(envelope.errorCode ?? `http_${status}`, envelope.message ?? 'Unknown error', status, envelope.value);
      }
      return envelope.value;
    },
    resetKey() {
      keyPromise = null;
    },
    async stream(name, onData, signal) {
      // Only a signed-in member follows a stream (notificationStream): the reader is its own chunk.
      const [spec, { readEventStream }] = await Promise.all([callSpec(name), import('./event-stream.ts')]);
      return readEventStream({
        url: resolveBase(options.baseUrl) + spec.path,
        headers: baseHeaders(spec),
        signal,
        onData,
        fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
      });
    },
  };
}
