// The real platform for the games API tests (startPlatform: in-memory PGlite, random port, a fake
// clock), plus a factory for logged-in members with a given balance.
import { request as httpRequest } from 'node:http';
import type { Database } from '../../src/platform/db/database.ts';
import type { Stores } from '../../src/platform/stores.ts';
import type { MerchantRegistry } from '../../src/platform/merchants.ts';
import { createFakeClock } from '../../src/platform/clock.ts';
import { hashToken, newToken } from '../../src/platform/security/tokens.ts';
import { startPlatform, type RunningPlatform } from '../../src/platform/server.ts';

export interface GamesHarness {
  url: string;
  app: RunningPlatform['app'];
  db: Database;
  stores: Stores;
  merchants: MerchantRegistry;
  clock: ReturnType<typeof createFakeClock>;
  /** A logged-in member of `merchant` with `balance` minor units; returns its token and id. */
  member(opts?: { merchant?: string; balance?: number; type?: number; username?: string }): Promise<{ token: string; id: number }>;
  /** The demo game provider's origin (http://games.localhost:PORT), the permission response's launch host. */
  gameOrigin: string;
  /**
   * A request to the platform as if to `host` (default: the game origin's host): Node's fetch
   * ignores a Host header and Node does not resolve *.localhost, so this uses node:http.
   */
  hostFetch(path: string, init?: HostRequest): Promise<HostResponse>;
  /** A session token for an existing member. */
  session(memberId: number, merchant?: string): Promise<string>;
  close(): Promise<void>;
}

export interface HostRequest {
  host?: string;
  method?: string;
  headers?: Record<string, string>;
  body?: unknown;
}

let counter = 0;

export interface HostResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  json<T = unknown>(): T;
}

/** A request to a platform on `port` as if to `init.host` (node:http: fetch ignores a Host header). */
export function hostRequest(port: number, path: string, init: HostRequest = {}): Promise<HostResponse> {
  const body = init.body === undefined ? undefined : JSON.stringify(init.body);
  const headers: Record<string, string> = { ...init.headers, Host: init.host ?? `localhost:${port}` };
  if (body !== undefined) headers['Content-Type'] ??= 'application/json';
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: 'localhost', port, path, method: init.method ?? (body ? 'POST' : 'GET'), headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json: <T>() => JSON.parse(text) as T });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

export async function startGamesHarness(): Promise<GamesHarness> {
  const clock = createFakeClock(Date.UTC(2026, 10, 21, 12));
  const platform = await startPlatform({ port: 0, clock, logger: false, smsSink: () => undefined, devEndpoints: true });
  const { db, stores, merchants } = platform;
  const url = platform.url;
  const gameOrigin = platform.gameOrigins[0] ?? '';
  return {
    url, app: platform.app, db, stores, merchants, clock, gameOrigin,
    hostFetch: (path, init = {}) => hostRequest(platform.port, path, { ...init, host: init.host ?? new URL(gameOrigin).host }),
    async member({ merchant = 'bdwin', balance = 100_000, type = 0, username } = {}) {
      const name = username ?? `player${++counter}${process.pid % 1000}`;
      const created = await stores.members.create({
        merchant, username: name, passwordHash: 'x', passwordIsDefault: false, passwordChangedAt: clock.now(), type,
        nickname: null, mobile: null, email: null, payeeName: null, uplineId: null, affiliateCode: null,
        profile: type === 4 ? { freePlay: true } : {}, registeredAt: clock.now(),
      });
      if (!('member' in created)) throw new Error('member exists');
      const id = created.member.id;
      const token = newToken();
      await stores.sessions.create({ tokenHash: hashToken(token), memberId: id, merchant, ip: '127.0.0.1', createdAt: clock.now() });
      if (balance > 0) {
        const currency = merchants.byCode(merchant)?.currency.code ?? 'USD';
        const from = await stores.ledger.account(merchant, type === 4 ? 'demo' : 'house', null, currency);
        const to = await stores.ledger.account(merchant, 'member', id, currency);
        await stores.ledger.post({ merchant, idempotencyKey: `fund:${id}`, kind: 'deposit', at: clock.now(), entries: [{ accountId: from, amount: -balance }, { accountId: to, amount: balance }] });
      }
      return { token, id };
    },
    async session(memberId, merchant = 'bdwin') {
      const token = newToken();
      await stores.sessions.create({ tokenHash: hashToken(token), memberId, merchant, ip: '127.0.0.1', createdAt: clock.now() });
      return token;
    },
    close: () => platform.close(),
  };
}
