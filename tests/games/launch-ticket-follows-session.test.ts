// Regression: a game launch ticket outlived logout and password change (12 hours; bets were
// accepted after logout). A ticket now belongs to the session that launched the game: it ends
// with it, works for that member only, lapses 15 minutes after its last call, and only its hash
// is stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../platform/helpers.ts';
import { TICKET_IDLE_MS } from '../../src/platform/games/tickets.ts';
import { balanceOf, logIn, round, state, ticketFor } from './launched-game.ts';

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform({ games: true });
});
afterAll(async () => t?.close());

const MINUTE = 60_000;
const refused = (response: { status: number; json<T>(): T }) => [response.status, response.json<{ errorCode: string }>().errorCode];

describe('a launch ticket', () => {
  it('stops with its session: no state and no bet after logout, and no money moves', async () => {
    const token = await logIn(t, 'member01', 'Member@123');
    const ticket = await ticketFor(t, token);
    expect((await round(t, { ticket, roundId: 'logout-round-1', bet: 100 })).status).toBe(200);
    await t.raw('POST', '/wps/session/logout', { token, body: {} });
    const balance = await balanceOf(t, await logIn(t, 'member01', 'Member@123'));
    expect(refused(await state(t, ticket))).toEqual([401, 'game_ticket_invalid']);
    expect(refused(await round(t, { ticket, roundId: 'logout-round-2', bet: 100 }))).toEqual([401, 'game_ticket_invalid']);
    expect(await balanceOf(t, await logIn(t, 'member01', 'Member@123'))).toBe(balance);
  });

  it('stops when the member changes the password (every session of the member ends)', async () => {
    const token = await logIn(t, 'agent01', 'Agent@123');
    const other = await logIn(t, 'agent01', 'Agent@123');
    const ticket = await ticketFor(t, other);
    const { body, headers } = await t.encrypted({ oldPassword: 'Agent@123', newPassword: 'Agent2026x', confirmNewPassword: 'Agent2026x' });
    const changed = await t.raw('POST', '/wps/member/password', { token, body, headers, ip: '127.0.0.1' });
    expect(changed.body.success, JSON.stringify(changed.body)).toBe(true);
    expect(refused(await round(t, { ticket, roundId: 'password-round-1', bet: 100 }))).toEqual([401, 'game_ticket_invalid']);
  });

  it('lapses 15 minutes after its last call; play keeps it alive', async () => {
    const token = await logIn(t, 'member01', 'Member@123');
    const ticket = await ticketFor(t, token);
    expect(TICKET_IDLE_MS).toBe(15 * MINUTE);
    t.clock.advance(10 * MINUTE);
    expect((await round(t, { ticket, roundId: 'idle-round-1', bet: 100 })).status).toBe(200);
    t.clock.advance(10 * MINUTE);
    expect((await state(t, ticket)).status).toBe(200);
    t.clock.advance(16 * MINUTE);
    expect(refused(await state(t, ticket))).toEqual([401, 'game_ticket_invalid']);
  });

  it('is stored only as a hash', async () => {
    const ticket = await ticketFor(t, await logIn(t, 'member01', 'Member@123'));
    const rows = await t.platform.db.query('SELECT * FROM game_launches');
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toContain(ticket);
  });
});
