// A game's vendor is `vendor` inside and `vassalage` on the wire: the platform's game answers carry
// the wire's name with the catalogue's value (and never the inside name), a `vassalage` parameter
// still filters, the portal reads the answers back as `vendor`, and the maintenance table's
// renamed column keeps the windows written under the old name.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGamesHarness, type GamesHarness } from './harness.ts';
import { gamesFromWire } from '../../src/portal/features/games/game.ts';
import { lotteryGroupsFromWire } from '../../src/portal/features/games/lottery-groups.ts';
import type { WireGameListPage, WireLotteryGroup } from '../../src/shared/games/index.ts';
import { migrate } from '../../src/platform/db/migrate.ts';
import { createSqlGameStore } from '../../src/platform/games/store.ts';
import { openTestDatabase } from '../platform/db-helpers.ts';
import { TestDatabases } from '../platform/test-databases.ts';

let h: GamesHarness;

async function value<T>(path: string, body?: unknown): Promise<T> {
  const res = await fetch(h.url + path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { Merchant: 'bdwin', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await res.json()) as { success: boolean; value: T };
  expect(envelope.success, path).toBe(true);
  return envelope.value;
}

/** Every object in `answer` that has a vendor, under either name. */
function vendorHolders(answer: unknown, out: Array<Record<string, unknown>> = []): Array<Record<string, unknown>> {
  if (Array.isArray(answer)) for (const item of answer) vendorHolders(item, out);
  else if (answer && typeof answer === 'object') {
    const record = answer as Record<string, unknown>;
    if ('vassalage' in record || 'vendor' in record) out.push(record);
    for (const item of Object.values(record)) vendorHolders(item, out);
  }
  return out;
}

beforeAll(async () => {
  h = await startGamesHarness();
});
afterAll(async () => {
  await h.close();
});

describe('the vendor on the wire', () => {
  it('every game answer names it vassalage, never vendor', async () => {
    await value('/dev/games/maintenance', { vassalage: 'PG', maintainTime: h.clock.now() - 1000, endTime: h.clock.now() + 60_000 });
    const answers = await Promise.all([
      '/wps/relay/GCSGAME_gameList?gameType=LIVE&pageSize=20', '/wps/relay/hotGamesV2', '/lgw/games/popular?limit=5',
      '/wps/relay/GLS2_roomList', '/lgw/games/lottery_groups', '/lotto/lgw/games/lobby', '/lgw/games/game_menus',
      '/wps/relay/getVassGameType', '/wps/relay/newGameVendor', '/wps/relay/GCSGAME_getRankList',
    ].map((path) => value<unknown>(path)));
    for (const answer of answers) {
      const holders = vendorHolders(answer);
      expect(holders.length).toBeGreaterThan(0);
      for (const holder of holders) {
        expect(holder).not.toHaveProperty('vendor');
        expect(typeof holder.vassalage === 'string' && holder.vassalage !== '').toBe(true);
      }
    }
    await value('/dev/games/maintenance', { vassalage: 'PG', clear: true });
  });

  it('a vassalage parameter filters, and the portal reads each game back with that vendor', async () => {
    const whole = await value<WireGameListPage>('/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=10000');
    const pg = await value<WireGameListPage>('/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=PG&pageSize=10000');
    expect(pg.totalCount).toBeGreaterThan(0);
    expect(pg.totalCount).toBeLessThan(whole.totalCount);
    expect(pg.list.map((g) => g.gameId)).toEqual(whole.list.filter((g) => g.vassalage === 'PG').map((g) => g.gameId));
    const games = gamesFromWire(pg.list);
    expect(games.every((g) => g.vendor === 'PG' && !('vassalage' in g))).toBe(true);

    const sea = await value<WireLotteryGroup[]>('/lgw/games/lottery_groups?vassalage=TCG_SEA');
    expect(sea.map((g) => g.gameGroupCode)).toEqual(['TCG_SEA']);
    expect(lotteryGroupsFromWire(sea)[0]?.gameMenus.every((m) => m.vendor === 'TCG_SEA')).toBe(true);
    const rooms = await value<Array<{ vassalage: string }>>('/wps/relay/GLS2_roomList?vassalage=EVO');
    expect(rooms.length).toBeGreaterThan(0);
    expect(rooms.every((r) => r.vassalage === 'EVO')).toBe(true);
  });
});

const RENAME = '102_game_maintenance_vendor.sql';

TestDatabases.describeEach('the maintenance table\'s vendor column', ({ id: kind }) => {
  it('keeps the windows written before the rename, and the store reads them as vendor', async () => {
    const { db, cleanup } = await openTestDatabase(kind, { include: (file) => file !== RENAME });
    try {
      await db.query("INSERT INTO game_vendor_maintenance (merchant, vassalage, maintain_time, end_time) VALUES ('bdwin', 'PG', 10, 20)");
      expect(await migrate(db)).toEqual([RENAME]);
      const store = createSqlGameStore(db);
      expect(await store.activeMaintenance('bdwin', 15)).toEqual([{ vendor: 'PG', maintainTime: 10, endTime: 20 }]);
      await store.clearMaintenance('bdwin', 'PG');
      expect(await store.activeMaintenance('bdwin', 15)).toEqual([]);
    } finally {
      await cleanup();
    }
  });
});
