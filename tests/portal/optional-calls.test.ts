// The portal's local call adapter only covers calls the shared call table lacks: every call the
// table lists (lottery groups, popular, winners, announcements, customer service, ...) goes
// through the shared client with the table's path and module id.
import { describe, expect, it } from 'vitest';
import { calls } from '../../src/shared/api/index.ts';
import { LOCAL_CALLS, hasCall } from '../../src/portal/api/optional-calls.ts';

describe('optional calls', () => {
  it('keeps no local entry for a call of the shared table', () => {
    expect(Object.keys(LOCAL_CALLS).filter((name) => Object.hasOwn(calls, name))).toEqual([]);
  });

  it('finds the lottery groups call in the shared table (games lottery groups, not game menus)', () => {
    expect(hasCall('lotteryGroups')).toBe(true);
    expect(calls.lotteryGroups.path).toBe('/lgw/games/lottery_groups');
  });
});
