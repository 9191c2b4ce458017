// Agent contracts through the platform: tier rules, offers down the chain (the desk
// for top-level agents), per-party states, wrong-state actions, the lower-rate rule that ends a
// downline's contract only after agreement (and tells that downline), the audit trail, the
// consolidated payload and the role matrix. PGlite, and PostgreSQL when TEST_DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFailureEnvelope, startTestPlatform, type TestPlatform } from './helpers.ts';
import { actionKey, deskToken } from './desk-helpers.ts';
import { agentChain, call, decide, deskContract, offer, signed, tiers } from './contract-helpers.ts';
import { asRole, roleSet, ROLES, type Role } from './role-matrix.ts';
import { TestDatabases } from './test-databases.ts';

TestDatabases.describeEach('agent contracts', ({ postgres }) => {
  let t: TestPlatform;
  let admin = '';
  beforeAll(async () => {
    t = await startTestPlatform({ postgres, withdrawalJobMs: false, depositJobMs: false });
    admin = await deskToken(t, 'admin01');
  });
  afterAll(async () => t?.close());

  const contracts = async (token: string) => (await call(t, token, 'GET', '/wps/agent/contracts')).body.value as { held: any[]; given: any[] };

  it('refuses tiers that do not rise level by level, negative or out-of-range rates, and wrong fields', async () => {
    const { top, mid } = await agentChain(t);
    await deskContract(t, admin, top, 'dailySalary', [1, 2, 3]);
    const bad = async (body: Record<string, unknown>, code: string) => {
      const response = await call(t, top.token, 'POST', '/wps/agent/contract/offer', { username: mid.username, type: 'dailySalary', ...body });
      expectFailureEnvelope(response.body, code);
      expect(response.status).toBeLessThan(500);
    };
    const [one, two] = tiers('dailySalary', [1, 2]);
    await bad({ tiers: [two, one] }, 'contract.tiers.order');
    await bad({ tiers: [one, { ...two, rate: 1 }] }, 'contract.tiers.order');
    await bad({ tiers: [one, { ...one }] }, 'contract.tiers.order');
    await bad({ tiers: [{ ...one, rate: -1 }] }, 'contract.rate.negative');
    await bad({ tiers: [{ ...one, teamBetMinor: -5 }] }, 'contract.rate.negative');
    await bad({ tiers: [{ ...one, rate: 0 }] }, 'contract.rate.range');
    await bad({ tiers: [{ ...one, rate: 101 }] }, 'contract.rate.range');
    await bad({ tiers: [{ ...one, lossRate: 1 }] }, 'contract.tiers.fields');
    await bad({ tiers: [one], period: 'weekly' }, 'contract.period.invalid');
    await bad({ tiers: tiers('dailySalary', [3, 4]) }, 'contract.rate.aboveOwn');
    await bad({ tiers: [] }, 'validation.failed');
    expect((await contracts(mid.token)).held).toEqual([]);
  });

  it('an offer reads "waiting for you" to the holder and "waiting for them" to the upline; accept signs it', async () => {
    const { top, mid } = await agentChain(t);
    await deskContract(t, admin, top, 'dividend', [10, 20]);
    const offered = await offer(t, top, mid, 'dividend', [10, 15]);
    expect(offered.body.value).toMatchObject({ status: 'offered', statusCode: 'P', side: 'offerer', awaiting: 'them', version: 1, rate: 15, period: 'monthly' });
    const id = offered.body.value.id as number;
    expect((await contracts(mid.token)).held[0]).toMatchObject({ id, side: 'holder', awaiting: 'you', offerer: top.username, endsDownline: [] });
    expect((await contracts(top.token)).given[0]).toMatchObject({ id, side: 'offerer', awaiting: 'them', holder: mid.username });
    expectFailureEnvelope((await offer(t, top, mid, 'dividend', [5])).body, 'contract.offer.open');

    const before = (await call(t, mid.token, 'GET', '/wps/member/info/funds/consolidated')).body.value;
    expect(before.divtypereq).toEqual([{ id, type: 'dividend', agent: top.username, status: 'P', request: 'offer', rate: 15 }]);
    expect(before).toMatchObject({ pending: 1, flags: { dividend: false, any: false } });

    expectFailureEnvelope((await decide(t, top, id, 'accept')).body, 'contract.state.invalid'); // not the holder's hand
    const accepted = await decide(t, mid, id, 'accept');
    expect(accepted.body.value).toMatchObject({ status: 'active', statusCode: 'A', awaiting: null });
    const after = (await call(t, mid.token, 'GET', '/wps/member/info/funds/consolidated')).body.value;
    expect(after).toMatchObject({ pending: 0, divtypereq: [], flags: { dividend: true, dailySalary: false, any: true } });
    expect(after.divtypeinfo).toEqual([{ id, type: 'dividend', agent: top.username, status: 'A', request: null, rate: 15 }]);
    const history = (await contracts(mid.token)).held[0].history;
    expect(history.map((e: { action: string; actor: string }) => [e.action, e.actor])).toEqual([['offer', top.username], ['accept', mid.username]]);
    expect(history[0]).toMatchObject({ oldStatus: null, newStatus: 'offered', oldTiers: null, newTiers: tiers('dividend', [10, 15]) });
  });

  it('wrong-state actions get contract.state.invalid; termination asked by the holder is granted by the upline', async () => {
    const { top, mid, outsider } = await agentChain(t);
    await deskContract(t, admin, top, 'hourlySalary', [1, 2]);
    const id = await signed(t, top, mid, 'hourlySalary', [1, 2]);
    expectFailureEnvelope((await decide(t, mid, id, 'accept')).body, 'contract.state.invalid');
    expectFailureEnvelope((await decide(t, mid, id, 'reject')).body, 'contract.state.invalid');
    expectFailureEnvelope((await decide(t, top, id, 'terminate')).body, 'contract.state.invalid'); // the upline may not end it unasked
    expectFailureEnvelope((await decide(t, outsider, id, 'terminate')).body, 'contract.not.found');
    const asked = await call(t, mid.token, 'POST', '/wps/agent/contract/request', { id, kind: 'termination' });
    expect(asked.body.value).toMatchObject({ statusCode: 'V', awaiting: 'them', request: { kind: 'termination', by: 'holder', rate: null } });
    expectFailureEnvelope((await call(t, mid.token, 'POST', '/wps/agent/contract/request', { id, kind: 'termination' })).body, 'contract.state.invalid');
    const flags = (await call(t, mid.token, 'GET', '/wps/member/info/funds/consolidated')).body.value.flags;
    expect(flags.hourlySalary).toBe(true); // status V counts
    const upline = (await call(t, top.token, 'GET', '/wps/member/info/funds/consolidated')).body.value;
    expect(upline.contracthoursalreq).toEqual([expect.objectContaining({ id, agent: mid.username, request: 'termination', status: 'V' })]);
    const ended = await decide(t, top, id, 'terminate');
    expect(ended.body.value).toMatchObject({ status: 'terminated', statusCode: 'C', endReason: 'byOfferer', awaiting: null });
    expectFailureEnvelope((await decide(t, mid, id, 'terminate')).body, 'contract.state.invalid');
  });

  it('a new-contract request is answered by a new version; refusing a request keeps the contract', async () => {
    const { top, mid } = await agentChain(t);
    await deskContract(t, admin, top, 'realTimeSalary', [1, 2]);
    const first = await signed(t, top, mid, 'realTimeSalary', [0.5]);
    expectFailureEnvelope((await call(t, top.token, 'POST', '/wps/agent/contract/request', { id: first, kind: 'newContract', rate: 1 })).body, 'contract.state.invalid');
    expectFailureEnvelope((await call(t, mid.token, 'POST', '/wps/agent/contract/request', { id: first, kind: 'newContract', rate: -1 })).body, 'contract.rate.negative');
    await call(t, top.token, 'POST', '/wps/agent/contract/request', { id: first, kind: 'termination' });
    expect((await decide(t, mid, first, 'reject')).body.value).toMatchObject({ status: 'active', request: null });
    const asked = await call(t, mid.token, 'POST', '/wps/agent/contract/request', { id: first, kind: 'newContract', rate: 1.5 });
    expect(asked.body.value.request).toEqual({ kind: 'newContract', by: 'holder', rate: 1.5 });
    const next = await offer(t, top, mid, 'realTimeSalary', [1.5]);
    expect(next.body.value).toMatchObject({ version: 2, status: 'offered' });
    expect((await decide(t, mid, next.body.value.id, 'accept')).body.value.status).toBe('active');
    const held = (await contracts(mid.token)).held;
    expect(held.find((c) => c.id === first)).toMatchObject({ status: 'ended', endReason: 'replaced', request: null });
  });

  it('accepting a lower rate lists the downline contracts it ends, and ends them only on agreement', async () => {
    const { top, mid, low } = await agentChain(t);
    await deskContract(t, admin, top, 'dailySalary', [1, 3]);
    const midFirst = await signed(t, top, mid, 'dailySalary', [1, 3]);
    const lowId = await signed(t, mid, low, 'dailySalary', [1, 2.5]);
    const lower = await offer(t, top, mid, 'dailySalary', [1, 2]);
    const offerId = lower.body.value.id as number;
    expect((await contracts(mid.token)).held.find((c) => c.id === offerId).endsDownline).toEqual([{ id: lowId, holder: low.username, rate: 2.5, status: 'active' }]);

    const refused = await decide(t, mid, offerId, 'accept');
    expectFailureEnvelope(refused.body, 'contract.downline.terminates');
    expect(refused.body.value.contracts).toEqual([{ id: lowId, holder: low.username, rate: 2.5, status: 'active' }]);
    expect((await contracts(low.token)).held[0].status).toBe('active');
    expect((await contracts(mid.token)).held.find((c) => c.id === offerId).status).toBe('offered');

    expect((await decide(t, mid, offerId, 'accept', true)).body.value.status).toBe('active');
    const lows = (await contracts(low.token)).held[0];
    expect(lows).toMatchObject({ id: lowId, status: 'ended', endReason: 'uplineRate', statusCode: 'C' });
    expect(lows.history.at(-1)).toMatchObject({ action: 'end.uplineRate', actor: mid.username, oldStatus: 'active', newStatus: 'ended' });
    expect((await contracts(mid.token)).held.find((c) => c.id === midFirst)).toMatchObject({ status: 'ended', endReason: 'replaced' });
    const inbox = await t.platform.db.query<{ title: string; content: string }>('SELECT title, content FROM messages WHERE member_id = $1', [low.id]);
    expect(inbox).toHaveLength(1);
    expect(inbox[0]!.content).toContain('2.5');
    // The mid agent's new offers are held to its new rate.
    expectFailureEnvelope((await offer(t, mid, low, 'dailySalary', [2.5])).body, 'contract.rate.aboveOwn');
  });

  it('an agent reaches only its own direct downline and its own contracts', async () => {
    const { top, mid, low, outsider } = await agentChain(t);
    await deskContract(t, admin, top, 'dividend', [10]);
    await deskContract(t, admin, outsider, 'dividend', [10]);
    expectFailureEnvelope((await offer(t, top, low, 'dividend', [5])).body, 'agent.downline.unknown'); // not direct
    expectFailureEnvelope((await offer(t, outsider, mid, 'dividend', [5])).body, 'agent.downline.unknown');
    const id = (await offer(t, top, mid, 'dividend', [5])).body.value.id as number;
    expectFailureEnvelope((await decide(t, outsider, id, 'reject')).body, 'contract.not.found');
    expectFailureEnvelope((await call(t, outsider.token, 'POST', '/wps/agent/contract/request', { id, kind: 'termination' })).body, 'contract.not.found');
    expect((await contracts(outsider.token)).given).toEqual([]);
    expect((await decide(t, mid, id, 'reject')).body.value).toMatchObject({ status: 'rejected', statusCode: 'R', awaiting: null });
  });

  it('two accepts at once sign the offer once', async () => {
    const { top, mid } = await agentChain(t);
    await deskContract(t, admin, top, 'hourlySalary', [2]);
    const id = (await offer(t, top, mid, 'hourlySalary', [2])).body.value.id as number;
    const both = await Promise.all([decide(t, mid, id, 'accept'), decide(t, mid, id, 'accept')]);
    expect(both.map((r) => r.body.success).sort()).toEqual([false, true]);
    expectFailureEnvelope(both.find((r) => !r.body.success)!.body, 'contract.state.invalid');
    const events = await t.platform.db.query('SELECT action FROM agent_contract_events WHERE contract_id = $1', [id]);
    expect(events).toHaveLength(2);
  });

  it('the desk offers only top-level agents, once per key, audited; finance reads, support does not', async () => {
    const { top, mid } = await agentChain(t);
    const body = (username: string, key = actionKey()) => ({ username, type: 'dailySalary', tiers: tiers('dailySalary', [1]), idempotencyKey: key });
    expectFailureEnvelope((await call(t, admin, 'POST', '/wps/desk/contract/offer', body(mid.username))).body, 'contract.holder.invalid');
    const key = actionKey();
    const first = await call(t, admin, 'POST', '/wps/desk/contract/offer', body(top.username, key));
    const again = await call(t, admin, 'POST', '/wps/desk/contract/offer', body(top.username, key));
    expect(first.body.value.replayed).toBe(false);
    expect(again.body.value).toMatchObject({ replayed: true, contract: { id: first.body.value.contract.id } });
    const audit = (await call(t, admin, 'GET', `/wps/desk/audit?action=contract.offer&target=agent:${top.id}`)).body.value;
    expect(audit.total).toBe(1);
    const finance = await deskToken(t, 'finance01');
    const support = await deskToken(t, 'support01');
    const listed = (await call(t, finance, 'GET', `/wps/desk/contracts?holder=${top.username}`)).body.value;
    expect(listed.items.map((c: { id: number; offerer: null }) => [c.id, c.offerer])).toEqual([[first.body.value.contract.id, null]]);
    expectFailureEnvelope((await call(t, support, 'GET', '/wps/desk/contracts')).body, 'desk.role.forbidden');
    expectFailureEnvelope((await call(t, finance, 'POST', '/wps/desk/contract/offer', body(top.username))).body, 'desk.role.forbidden');
    expectFailureEnvelope((await call(t, top.token, 'GET', '/wps/desk/contracts')).body);
  });

  describe('role matrix', () => {
    let roles: Awaited<ReturnType<typeof roleSet>>;
    beforeAll(async () => {
      roles = await roleSet(t);
    });
    const agentCall: Record<Role, string | null> = {
      guest: 'CUSTOMER_NOT_LOGIN', trial: 'in_need_true_account', member: 'agent.only', anotherMember: 'agent.only', agent: null, anotherMerchant: 'user.or.token.invalid',
    };
    it.each(ROLES)('%s: the contract calls and the consolidated payload', async (role) => {
      const calls = [
        await asRole(t, roles, role, 'GET', '/wps/agent/contracts'),
        await asRole(t, roles, role, 'POST', '/wps/agent/contract/offer', { username: roles.account.member.username, type: 'dailySalary', tiers: tiers('dailySalary', [1]) }),
        await asRole(t, roles, role, 'POST', '/wps/agent/contract/decide', { id: 1, decision: 'accept' }),
        await asRole(t, roles, role, 'POST', '/wps/agent/contract/request', { id: 1, kind: 'termination' }),
      ];
      const code = agentCall[role];
      if (code) for (const response of calls) expectFailureEnvelope(response.body, code);
      else {
        expect(calls[0]!.body.value).toEqual({ held: [], given: [] });
        expectFailureEnvelope(calls[1]!.body, 'agent.downline.unknown'); // the member is nobody's downline here
        expectFailureEnvelope(calls[2]!.body, 'contract.not.found');
        expectFailureEnvelope(calls[3]!.body, 'contract.not.found');
      }
      const consolidated = await asRole(t, roles, role, 'GET', '/wps/member/info/funds/consolidated');
      const realCode = role === 'member' || role === 'anotherMember' ? null : agentCall[role];
      if (realCode) expectFailureEnvelope(consolidated.body, realCode);
      else expect(consolidated.body.value).toMatchObject({ pending: 0, divtypereq: [], flags: { any: false } });
    });
  });
});
