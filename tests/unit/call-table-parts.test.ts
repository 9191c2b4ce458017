// The portal reads the call table in two parts (src/shared/api/call-spec.ts): a guest's first page
// carries only the calls a visitor can make, and the rest loads with a member's first call. These
// guard what that split relies on: the parts are the whole table, and every call outside the
// guests' part sends the session token (query keys name the account without loading that part).
import { describe, expect, it } from 'vitest';
import { guestCalls } from '../../src/generated/api/calls-guest.ts';
import { signedInCalls } from '../../src/generated/api/calls-signed-in.ts';
import { calls, type CallName } from '../../src/shared/api/calls.ts';
import { callSpec, guestCallSpec, sendsToken } from '../../src/shared/api/call-spec.ts';

const names = Object.keys(calls) as CallName[];

describe('the call table in two parts', () => {
  it('the guests\' part and the signed-in part are the whole table, each call once', () => {
    const guest = Object.keys(guestCalls);
    const signedIn = Object.keys(signedInCalls);
    expect(guest.filter((name) => signedIn.includes(name))).toEqual([]);
    expect({ ...guestCalls, ...signedInCalls }).toEqual(calls);
  });

  it('the guests\' part is the calls without a session or with an optional one', () => {
    for (const name of names) {
      expect(name in guestCalls, name).toBe(calls[name].auth === 'none' || calls[name].auth === 'optional');
    }
    // The home's calls are among them: a guest's first page never loads the other part.
    for (const name of ['status', 'announcements', 'hotGames', 'winners', 'gameList', 'captcha', 'login'] as const) {
      expect(guestCallSpec(name), name).toEqual(calls[name]);
    }
  });

  it('sendsToken answers the table\'s token flag for every call, without loading the signed-in part', () => {
    for (const name of names) expect(sendsToken(name), name).toBe(calls[name].token);
    expect(guestCallSpec('memberInfo')).toBeUndefined();
  });

  it('callSpec answers every call\'s row, loading the signed-in part when needed', async () => {
    for (const name of names) expect(await callSpec(name), name).toEqual(calls[name]);
  });
});
