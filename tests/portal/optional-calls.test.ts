// Calls named at run time go through the shared call table; a name it does not list is refused.
import { describe, expect, it } from 'vitest';
import { calls } from '../../src/shared/api/index.ts';
import { apiCallByName, hasCall } from '../../src/portal/api/optional-calls.ts';

describe('calls by name', () => {
  it('finds the lottery groups call in the shared table (games lottery groups, not game menus)', () => {
    expect(hasCall('lotteryGroups')).toBe(true);
    expect(calls.lotteryGroups.path).toBe('/lgw/games/lottery_groups');
  });

  it('refuses a name the call table does not list, without a request', async () => {
    expect(hasCall('noSuchCall')).toBe(false);
    await expect(apiCallByName('noSuchCall')).rejects.toMatchObject({ errorCode: 'call_unavailable' });
  });
});
