// The real platform for the games API tests (startPlatform: in-memory PGlite, random port, a fake
// clock), plus a factory for logged-in members with a given balance.
import type { Database } from '../../src/platform/db/database.ts';
import type { Stores } from '../../src/platform/stores/index.ts';
import type { MerchantRegistry } from '../../src/platform/merchants.ts';
import { createFakeClock } from '../../src/platform/clock.ts';
import { hashToken, newToken } from '../../src/platform/security/tokens.ts';
import { startPlatform } from '../../src/platform/server.ts';

export interface GamesHarness {
  url: string;
  db: Database;
  stores: Stores;
  merchants: MerchantRegistry;
  clock: ReturnType<typeof createFakeClock>;
  /** A logged-in member of `merchant` with `balance` minor units; returns its token and id. */
  member(opts?: { merchant?: string; balance?: number; type?: number; username?: string }): Promise<{ token: string; id: number }>;
  /** A session token for an existing member. */
  session(memberId: number, merchant?: string): Promise<string>;
  close(): Promise<void>;
}

let counter = 0;

export async function startGamesHarness(): Promise<GamesHarness> {
  const clock = createFakeClock(Date.UTC(2026, 10, 21, 12));
  const platform = await startPlatform({ port: 0, clock, logger: false, smsSink: () => undefined, devEndpoints: true });
  const { db, stores, merchants } = platform;
  const url = platform.url;
  return {
    url, db, stores, merchants, clock,
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
