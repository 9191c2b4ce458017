/**
 * The real system for model-based runs: the reference platform in-process (in-memory PGlite,
 * random port, a fake clock the runner advances) and a platform client per path, whose fetch
 * can simulate a dropped connection on a chosen call and a chosen client IP.
 */
import type { RunningPlatform } from '../../../src/platform/server.ts';
import { createFakeClock } from '../../../src/platform/clock.ts';
import { createPlatformClient, type PlatformClient } from '../../../src/shared/api/index.ts';
import { startSeededPlatform } from '../../platform/seeded.ts';

export interface TestPlatform {
  platform: RunningPlatform;
  clock: ReturnType<typeof createFakeClock>;
  close(): Promise<void>;
}

export async function startTestPlatform(options: { games?: boolean } = {}): Promise<TestPlatform> {
  const clock = createFakeClock(Date.UTC(2026, 0, 1));
  const platform = await startSeededPlatform({ port: 0, clock, trustProxy: true, logger: false, devEndpoints: true, games: options.games ?? false, smsSink: () => {} });
  return { platform, clock, close: () => platform.close() };
}

export interface PathClient {
  client: PlatformClient;
  token: string | null;
  /** The next request to a path starting with this prefix fails (the connection drops). */
  dropNext(pathPrefix: string): void;
  /** Requests made, as "METHOD /path". */
  requests: string[];
  /** Resolves when every request this client started has finished. */
  settle(): Promise<void>;
}

let ipCounter = 0;
/** A client IP the platform has never seen. */
export function freshIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

export function createPathClient(platform: RunningPlatform, merchant: string, ip: string | null = null): PathClient {
  const drops: string[] = [];
  const pending = new Set<Promise<unknown>>();
  const state: PathClient = {
    token: null,
    requests: [],
    dropNext: (prefix) => drops.push(prefix),
    client: undefined as unknown as PlatformClient,
    settle: async () => { await Promise.allSettled([...pending]); },
  };
  const fetchWithFaults: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname;
    state.requests.push(`${request.method} ${path}`);
    const drop = drops.findIndex((prefix) => path.startsWith(prefix));
    if (drop >= 0) {
      drops.splice(drop, 1);
      // Like a real connection that drops after sending: the body is read, no response comes.
      await request.arrayBuffer();
      throw new TypeError('fetch failed (connection dropped by the test)');
    }
    if (ip) request.headers.set('X-Forwarded-For', ip);
    const response = fetch(request);
    pending.add(response);
    void response.finally(() => pending.delete(response)).catch(() => {});
    return response;
  };
  state.client = createPlatformClient({
    baseUrl: platform.url,
    merchant,
    getLanguage: () => 'EN',
    getToken: () => state.token,
    encryption: 'des-rsa',
    fetch: fetchWithFaults,
  });
  return state;
}

/** The newest SMS code sent to a number for a purpose (GET /dev/sms-outbox). */
export async function outboxCode(platform: RunningPlatform, merchant: string, mobile: string, purpose: string): Promise<string | null> {
  const response = await fetch(`${platform.url}/dev/sms-outbox?mobile=${encodeURIComponent(mobile)}&purpose=${purpose}`, { headers: { Merchant: merchant } });
  const body = (await response.json()) as { value: { code: string }[] | null };
  return body.value?.[0]?.code ?? null;
}

/** The answer of the newest captcha a client was given (read from the platform's database). */
export async function captchaAnswer(platform: RunningPlatform, merchant: string, deviceId: string): Promise<string | null> {
  const rows = await platform.db.query<{ answer: string }>(
    'SELECT answer FROM captchas WHERE merchant = $1 AND client_key = $2 ORDER BY created_at DESC, id DESC LIMIT 1',
    [merchant, `d:${deviceId}`],
  );
  return rows[0]?.answer ?? null;
}

/** A clean client for the tests' own checks: no faults armed, never the machine's session. */
export function observerClient(platform: RunningPlatform, merchant: string, token: string | null, ip: string | null = null): PlatformClient {
  return createPlatformClient({
    baseUrl: platform.url,
    merchant,
    getLanguage: () => 'EN',
    getToken: () => token,
    encryption: 'des-rsa',
    ...(ip ? { fetch: (input: RequestInfo | URL, init?: RequestInit) => { const r = new Request(input, init); r.headers.set('X-Forwarded-For', ip); return fetch(r); } } : {}),
  });
}
