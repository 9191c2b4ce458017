// notifyMember and the live stream: an event raised on one platform process reaches an SSE client
// of another process on the same PostgreSQL, is kept once in the inbox (idempotent key), reaches
// only its member, and the stream is refused to guests and the trial account. How fast it gets
// there is a benchmark (npm run bench:notifications), not a test: a busy machine is no defect.
// "Nothing arrived" is checked after a later marker event has arrived on the same stream: events
// reach a stream in the order they were raised, so anything wrongly pushed would be there first.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { readCallSchemas } from '../../src/platform/calls/load.ts';
import type { NotificationStreamResponse } from '../../src/generated/api/notificationStream.ts';
import { expectFailureEnvelope, startSecondProcess, startTestPlatform, type TestPlatform } from './helpers.ts';
import { TestDatabases } from './test-databases.ts';

type Frame = NotificationStreamResponse;
/** Seeded members know loopback: no SMS check at login. */
const LOCAL = '127.0.0.1';
const frameSchema = new Ajv2020({ strict: false }).compile(readCallSchemas().get('notificationStream')!.response);

async function tokenOf(t: TestPlatform, username: string, password = 'Member@123'): Promise<string> {
  const login = await t.login(username, password, { ip: LOCAL });
  const token = login.body.value?.token as string | undefined;
  if (!token) throw new Error(`login of ${username} failed: ${JSON.stringify(login.body)}`);
  return token;
}

/** Generous: a frame comes within milliseconds, but a busy shared machine can stall a process. */
const FRAME_WAIT_MS = 15_000;

/** Opens a member's stream; resolves once its ready frame arrived. */
async function openStream(t: TestPlatform, token: string, merchant = 'alpha') {
  const frames: Frame[] = [];
  const controller = new AbortController();
  const waiters: (() => void)[] = [];
  const done = t.client({ merchant, ip: LOCAL, token: () => token }).stream('notificationStream', (frame) => {
    expect(frameSchema(frame), JSON.stringify(frameSchema.errors)).toBe(true);
    frames.push(frame);
    for (const w of waiters.splice(0)) w();
  }, controller.signal);
  const next = (match: (f: Frame) => boolean, ms: number) => new Promise<Frame>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no matching frame in ${ms} ms; got ${JSON.stringify(frames)}`)), ms);
    const check = () => {
      const found = frames.find(match);
      if (found) {
        clearTimeout(timer);
        resolve(found);
      } else waiters.push(check);
    };
    check();
  });
  await next((f) => f.kind === 'ready', FRAME_WAIT_MS);
  /** Every notification frame that arrived before the marker order's frame (which it waits for). */
  const before = async (markerOrderNo: string) => {
    await next((f) => f.notification?.params.orderNo === markerOrderNo, FRAME_WAIT_MS);
    const all = frames.filter((f) => f.kind === 'notification');
    return all.slice(0, all.findIndex((f) => f.notification?.params.orderNo === markerOrderNo));
  };
  return { frames, next, before, close: () => controller.abort(), done };
}

TestDatabases.describePostgres('two platform processes on one PostgreSQL', () => {
  let a: TestPlatform;
  let b: TestPlatform;
  beforeAll(async () => {
    a = await startTestPlatform({ postgres: true });
    // The same schema, with its own listener connection; the routes of both serve members.
    b = await startSecondProcess(a, { devEndpoints: true });
  }, 120_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('an event raised on one reaches the stream of the other, once, with the unread count', async () => {
    const token = await tokenOf(b, 'member01');
    const stream = await openStream(b, token);
    const ready = stream.frames[0]!;
    const member = await a.platform.stores.members.findByUsername('alpha', 'member01');
    const params = { amountMinor: 12_345, requestedAt: a.clock.now() - 60_000, orderNo: 'D2026-0001' };
    const first = await a.platform.notifier.notifyMember({ merchant: 'alpha', memberId: member!.id, event: 'deposit.credited', params });
    const frame = await stream.next((f) => f.kind === 'notification', FRAME_WAIT_MS);
    expect(first.created).toBe(true);
    expect(frame.notification).toMatchObject({ id: first.messageId, event: 'deposit.credited', params });
    expect(frame.notification?.content).toContain('123.45');
    expect(frame.unread).toBe(ready.unread + 1);
    // The same event of the same order again: nothing stored, nothing pushed.
    const again = await a.platform.notifier.notifyMember({ merchant: 'alpha', memberId: member!.id, event: 'deposit.credited', params });
    expect(again).toEqual({ messageId: null, created: false });
    await a.platform.notifier.notifyMember({ merchant: 'alpha', memberId: member!.id, event: 'deposit.credited', params: { ...params, orderNo: 'MARKER-1' } });
    expect((await stream.before('MARKER-1')).map((f) => f.notification?.params.orderNo)).toEqual(['D2026-0001']);
    stream.close();
    await stream.done;
  });

  it('reaches only its own member: another member of the merchant hears nothing', async () => {
    const other = await openStream(b, await tokenOf(b, 'empty01'));
    const mine = await openStream(a, await tokenOf(a, 'player21'));
    const member = await b.platform.stores.members.findByUsername('alpha', 'player21');
    await b.platform.notifier.notifyMember({ merchant: 'alpha', memberId: member!.id, event: 'withdrawal.rejected', params: { amountMinor: 500, requestedAt: 1, orderNo: 'W-1', remark: 'Name does not match' } });
    const frame = await mine.next((f) => f.kind === 'notification', FRAME_WAIT_MS);
    expect(frame.notification?.params.remark).toBe('Name does not match');
    // Raised after player21's: once empty01 has it, player21's would have come first.
    const empty = await b.platform.stores.members.findByUsername('alpha', 'empty01');
    await b.platform.notifier.notifyMember({ merchant: 'alpha', memberId: empty!.id, event: 'withdrawal.rejected', params: { amountMinor: 500, requestedAt: 1, orderNo: 'MARKER-2', remark: 'marker' } });
    expect(await other.before('MARKER-2')).toEqual([]);
    other.close();
    mine.close();
  });
});

describe('the stream on one PGlite platform', () => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await startTestPlatform();
  }, 60_000);
  afterAll(async () => t?.close());

  it('the dev endpoint raises an event that the stream delivers and the inbox keeps', async () => {
    const token = await tokenOf(t, 'member01');
    const before = (await t.raw('GET', '/wps/relay/CSP_unreadCount', { token, ip: LOCAL })).body.value.count as number;
    const stream = await openStream(t, token);
    const raised = await t.raw('POST', '/dev/notify', { body: { username: 'member01', event: 'withdrawal.approved', amountMinor: 20_000, orderNo: 'W-77' } });
    expect(raised.body.value.created).toBe(true);
    const frame = await stream.next((f) => f.kind === 'notification', FRAME_WAIT_MS);
    expect(frame.notification?.event).toBe('withdrawal.approved');
    expect(frame.unread).toBe(before + 1);
    expect((await t.raw('GET', '/wps/relay/CSP_unreadCount', { token, ip: LOCAL })).body.value.count).toBe(before + 1);
    stream.close();
  });

  it('refuses a guest, a bad token and the trial account with the envelope', async () => {
    const guest = await t.raw('GET', '/wps/member/notifications/stream');
    expectFailureEnvelope(guest.body);
    expect(guest.status).toBe(401);
    const bad = await t.raw('GET', '/wps/member/notifications/stream', { token: 'not-a-token', ip: LOCAL });
    expectFailureEnvelope(bad.body);
    const trial = await t.raw('GET', '/wps/member/notifications/stream', { token: await tokenOf(t, 'trial01', 'Trial@123'), ip: LOCAL });
    expectFailureEnvelope(trial.body, 'in_need_true_account');
  });

  it('a member of another merchant hears nothing of this one', async () => {
    const stream = await openStream(t, await tokenOf(t, 'member01'));
    await t.raw('POST', '/dev/notify', { merchant: 'beta', body: { username: 'member01', event: 'deposit.failed', amountMinor: 100, orderNo: 'B-1' } });
    // Raised after beta's: once alpha's member01 has it, beta's would have come first.
    await t.raw('POST', '/dev/notify', { body: { username: 'member01', event: 'deposit.failed', amountMinor: 100, orderNo: 'MARKER-3' } });
    expect(await stream.before('MARKER-3')).toEqual([]);
    stream.close();
  });

  it('the dev endpoint refuses an unknown member and an unknown event', async () => {
    expectFailureEnvelope((await t.raw('POST', '/dev/notify', { body: { username: 'nobody', event: 'deposit.failed', amountMinor: 1 } })).body, 'not_found');
    expectFailureEnvelope((await t.raw('POST', '/dev/notify', { body: { username: 'member01', event: 'deposit.stolen', amountMinor: 1 } })).body, 'validation.failed');
  });
});
