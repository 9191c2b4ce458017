// The demo contracts (src/platform/seed-contracts.ts): agent01 holds one of each type from the
// desk and has shared each with agent02, in the states the contract pages show; seeding again adds
// nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedContracts } from '../../src/platform/seed-contracts.ts';
import { startTestPlatform, type TestPlatform } from './helpers.ts';

let t: TestPlatform;
beforeAll(async () => { t = await startTestPlatform(); });
afterAll(async () => t?.close());

async function contractsOf(username: string) {
  const login = await t.login(username, 'Agent@123', { ip: '127.0.0.1', merchant: 'alpha' });
  const token = login.body.value?.token as string;
  const response = await t.raw('GET', '/wps/agent/contracts', { ip: '127.0.0.1', merchant: 'alpha', token });
  return response.body.value as { held: { type: string; status: string; offerer: string | null; holder: string; request: { kind: string } | null }[]; given: { type: string }[] };
}

describe('seeded contracts', () => {
  it('agent01 holds each type from the desk and gave agent02 one of each, in different states', async () => {
    const top = await contractsOf('agent01');
    expect(top.held.map((c) => [c.type, c.status, c.offerer]).sort()).toEqual([
      ['dailySalary', 'active', null], ['dividend', 'active', null], ['hourlySalary', 'active', null], ['realTimeSalary', 'active', null],
    ]);
    const low = await contractsOf('agent02');
    const state = Object.fromEntries(low.held.map((c) => [c.type, `${c.status}${c.request ? `:${c.request.kind}` : ''}`]));
    expect(state).toEqual({ dividend: 'active', dailySalary: 'active', hourlySalary: 'offered', realTimeSalary: 'active:newContract' });
    expect(new Set(low.held.map((c) => c.offerer))).toEqual(new Set(['agent01']));
  });

  it('seeding again changes nothing', async () => {
    const merchant = t.platform.merchants.byCode('alpha');
    if (!merchant) throw new Error('no merchant alpha');
    await seedContracts(t.platform.stores, merchant, Date.now());
    expect((await contractsOf('agent02')).held).toHaveLength(4);
    expect((await contractsOf('agent01')).given).toHaveLength(4);
  });
});
