// The query layer (src/portal/api/query.ts): a call that changes data invalidates what it changes
// (a money call the balance), keys carry call name, parameters, language and account, and no
// component reaches the platform client or fetches in an effect by hand.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { callKey, clearMemberQueries, INVALIDATES, invalidateAfter, queryClient } from '../../src/portal/api/query.ts';

const portal = new URL('../../src/portal/', import.meta.url).pathname;
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

afterEach(() => queryClient.clear());

describe('query layer', () => {
  it('a money call invalidates the balance, and only what it changes', async () => {
    const balance = callKey('balance', { typeId: 0 }, 'EN', 'member01');
    const winners = callKey('winners', undefined, 'EN', null);
    queryClient.setQueryData(balance, { sumBalance: 10 });
    queryClient.setQueryData(winners, []);
    await invalidateAfter('launchGame');
    expect(queryClient.getQueryState(balance)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(winners)?.isInvalidated).toBe(false);
    expect(INVALIDATES.walletTransfer).toContain('balance');
  });

  it('a signed-out member leaves no data behind; shared data stays', () => {
    const favourites = callKey('favouriteIds', undefined, 'EN', 'member01');
    const announcements = callKey('announcements', undefined, 'EN', null);
    queryClient.setQueryData(favourites, [1, 2]);
    queryClient.setQueryData(announcements, {});
    clearMemberQueries();
    expect(queryClient.getQueryData(favourites)).toBeUndefined();
    expect(queryClient.getQueryData(announcements)).toEqual({});
  });

  it('no component calls the platform client or fetches in an effect by hand', () => {
    const offenders = sources(portal).filter((file) => {
      const text = readFileSync(file, 'utf8');
      // main.tsx is the entry that sets the client up, not a component.
      const component = file.endsWith('.tsx') && !file.endsWith('/main.tsx') && /from '[./]+api\/portal-api\.ts'|\bgameCall\(|\bapiCall\(/.test(text);
      const handFetch = /let live = true;[\s\S]{0,200}\b(apiCall|gameCall|fetch)\(/.test(text);
      return component || handFetch;
    });
    expect(offenders.map((f) => f.slice(portal.length))).toEqual([]);
  });
});
