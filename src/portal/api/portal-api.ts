// The portal's single way to reach the platform: the shared client plus the PROTOCOL.md error
// reactions (force logout, too-many-requests without dialog storms, silent calls).
import { callSpec, createPlatformClient, PlatformError, type CallInput, type CallName, type CallResponse, type PlatformClient } from '../../shared/api/index.ts';
import type { EncryptionScheme } from '../../shared/crypto/index.ts';
import { getSession } from '../state/session.ts';
import { reactionFor, type Reaction } from './reactions.ts';

export { PlatformError };
export type { CallInput, CallName, CallResponse };

export interface ApiHandlers {
  forceLogout(): void;
  tooManyRequests(): void;
  show(message: string, error: PlatformError): void;
}

export interface CallOptions {
  /** The caller shows the error itself (inline in a form): no global notice. */
  quiet?: boolean;
}

let client: PlatformClient | null = null;
let handlers: ApiHandlers | null = null;
let languageGetter: () => string = () => 'EN';

export interface ApiSetup {
  baseUrl: string;
  merchant: string;
  encryption: EncryptionScheme;
  timeoutMs?: number;
  moduleIdHeader?: string;
  getLanguage: () => string;
  handlers: ApiHandlers;
}

export function setupApi(setup: ApiSetup): void {
  languageGetter = setup.getLanguage;
  handlers = setup.handlers;
  client = createPlatformClient({
    baseUrl: setup.baseUrl,
    merchant: setup.merchant,
    encryption: setup.encryption,
    getLanguage: () => languageGetter(),
    getToken: () => getSession('token'),
    ...(setup.timeoutMs ? { timeoutMs: setup.timeoutMs } : {}),
    ...(setup.moduleIdHeader ? { moduleIdHeader: setup.moduleIdHeader } : {}),
  });
}

export function currentLanguage(): string {
  return languageGetter();
}

function react(name: CallName, silent: boolean, error: PlatformError, options: CallOptions): Reaction {
  const reaction = reactionFor({ silent, errorCode: error.errorCode, status: error.status });
  switch (reaction.kind) {
    case 'forceLogout':
      handlers?.forceLogout();
      break;
    case 'tooManyRequests':
      handlers?.tooManyRequests();
      break;
    case 'show':
    case 'timeoutRetry':
    case 'maintenance':
    case 'depositPrompt':
    case 'domainNotAvailable':
      if (!options.quiet) handlers?.show(error.message, error);
      break;
    case 'logOnly':
      console.warn(`portal: ${name} failed with HTTP ${error.status}`);
      break;
    default:
      break;
  }
  return reaction;
}

/**
 * Spec: "captcha refresh at most once per second", and the platform answers a faster one with a
 * 429 (a "too many requests" dialog over the form). Every captcha image of the portal (sign-in,
 * registration, feedback; a send refused just after the page opened, a remount) queues here: each
 * asks a little over a second after the last answer arrived, which is after the platform counted it.
 */
const CAPTCHA_GAP_MS = 1_050;
let captchaQueue: Promise<unknown> = Promise.resolve();
let lastCaptchaAt = 0;
export function throttledCaptcha<T>(ask: () => Promise<T>): Promise<T> {
  const turn = captchaQueue.then(async () => {
    const wait = lastCaptchaAt + CAPTCHA_GAP_MS - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    try {
      return await ask();
    } finally {
      lastCaptchaAt = Date.now();
    }
  });
  captchaQueue = turn.catch(() => undefined);
  return turn;
}

/** Call `name` with its call schema's request type; resolves to its response type. */
export async function apiCall<N extends CallName>(name: N, request?: CallInput<N>, options: CallOptions = {}): Promise<CallResponse<N>> {
  if (!client) throw new Error('portal api used before setupApi');
  const platform = client;
  try {
    return await (name === 'captcha' ? throttledCaptcha(() => platform.call(name, request)) : platform.call(name, request));
  } catch (error) {
    const platformError = error instanceof PlatformError ? error : new PlatformError('unknown', error instanceof Error ? error.message : 'Unknown error', 0);
    // The call itself loaded its flags (shared/api/call-spec.ts); only a failed load of the
    // signed-in part leaves none, and then the error is shown as any other.
    const silent = await callSpec(name).then((spec) => spec.silent, () => false);
    react(name, silent, platformError, options);
    throw platformError;
  }
}

/** Reads a server-sent-events call (notificationStream) until it ends or `signal` aborts; no error reactions (the caller reconnects). */
export function apiStream<N extends CallName>(name: N, onData: (data: CallResponse<N>) => void, signal: AbortSignal): Promise<void> {
  if (!client) throw new Error('portal api used before setupApi');
  return client.stream(name, onData, signal);
}
