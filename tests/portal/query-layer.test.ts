// The query layer (src/portal/api/query.ts): a call that changes data invalidates what it changes
// (a money call the balance), keys carry call name, parameters, language and account, and no
// component reaches the platform client or fetches in an effect by hand.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { callData, callKey, clearAllQueries, clearMemberQueries, invalidateAfter, isStale, setCallData } from '../../src/portal/api/query.ts';
import { invalidatedBy } from '../../src/shared/api/call-spec.ts';

const portal = new URL('../../src/portal/', import.meta.url).pathname;
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

afterEach(() => clearAllQueries());

describe('query layer', () => {
  it('a money call invalidates the balance, and only what it changes', async () => {
    const balance = callKey('balance', { typeId: 0 }, 'EN', 'member01');
    const winners = callKey('winners', undefined, 'EN', null);
    await setCallData(balance, { sumBalance: 10 });
    await setCallData(winners, []);
    await invalidateAfter('launchGame');
    expect(isStale(balance)).toBe(true);
    expect(isStale(winners)).toBe(false);
    // What a call makes stale is in its call schema (schemas/api/<call>.json `invalidates`).
    expect(await invalidatedBy('walletTransfer')).toContain('balance');
  });

  it('a signed-out member leaves no data behind; shared data stays', async () => {
    const favourites = callKey('favouriteIds', undefined, 'EN', 'member01');
    const announcements = callKey('announcements', undefined, 'EN', null);
    await setCallData(favourites, [1, 2]);
    await setCallData(announcements, {});
    await clearMemberQueries();
    expect(callData(favourites)).toBeUndefined();
    expect(callData(announcements)).toEqual({});
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
