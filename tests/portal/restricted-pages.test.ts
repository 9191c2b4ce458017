// Which member-centre pages a restricted session (a time-out or self-exclusion in force) opens: a
// page whose every block's folder declares it open (block.tsx: openWhenRestricted), and a block may
// declare it only when every call it reads is one the platform lets such a session make (or a
// guest's call).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadMerchants } from '../../src/shared/config/index.ts';
import { readBlockFolders } from '../../src/shared/config/block-folders.ts';
import { pageOpenWhenRestricted } from '../../src/shared/protection.ts';
import { openWhenRestricted, restrictedTypes } from '../../src/portal/blocks/registry.tsx';
import type { BlockModule } from '../../src/portal/blocks/types.ts';

type Page = { blocks: { type: string }[]; centre?: string };

describe('the pages a restricted session opens', () => {
  it('are built from the folders: a block.tsx that says so, and no other', () => {
    const load = () => Promise.reject(new Error('not loaded'));
    const modules: Record<string, BlockModule> = { './open/block.tsx': { load, openWhenRestricted: true }, './closed/block.tsx': { load } };
    expect([...restrictedTypes(modules)]).toEqual(['open']);
  });

  it('a declared block reads only calls the platform opens to a restricted session', () => {
    const folders = readBlockFolders();
    const declared = folders.filter((folder) => openWhenRestricted.has(folder.type));
    expect(declared.map((folder) => folder.type)).toEqual(expect.arrayContaining(['withdraw', 'withdrawSummary', 'withdrawHistory', 'securityOverview', 'text']));
    for (const folder of declared) {
      for (const call of folder.meta.reads) {
        // A call without a session (a guest's: help articles) is never refused for a break.
        const { auth, openDuringBreak } = JSON.parse(readFileSync(join('schemas/api', `${call}.json`), 'utf8')) as { auth: string; openDuringBreak?: boolean };
        expect(auth === 'none' || openDuringBreak === true, `${folder.type} reads ${call}`).toBe(true);
      }
    }
    // Each declaration sits in the folder's block.tsx, next to its loader.
    for (const type of openWhenRestricted) expect(readFileSync(join('src/portal/blocks', type, 'block.tsx'), 'utf8')).toMatch(/^export const openWhenRestricted = true;$/m);
  });

  it('the shipped withdraw page opens for an excluded member; a page with a block not declared stays closed', () => {
    const { problems, merchants } = loadMerchants(join(process.cwd(), 'merchants'));
    expect(problems).toEqual([]);
    for (const merchant of merchants) {
      const pages = merchant.pages as unknown as Record<string, Page>;
      expect(pageOpenWhenRestricted(pages.withdraw, openWhenRestricted), merchant.identity.code).toBe(true);
      expect(pageOpenWhenRestricted(pages.securityCenter, openWhenRestricted), merchant.identity.code).toBe(true);
      // The responsible-gaming page stays reachable: the break, the limits (lowered, never raised).
      expect(pageOpenWhenRestricted(pages.responsibleGaming, openWhenRestricted), merchant.identity.code).toBe(true);
      // History and statements stay readable: lists under the page's filter.
      for (const open of ['transactionHistory', 'statement', 'betRecords', 'personalProfit']) {
        expect(pageOpenWhenRestricted(pages[open], openWhenRestricted), `${merchant.identity.code} ${open}`).toBe(true);
      }
      for (const closed of ['deposit', 'rewardCenter', 'missionLeaderboard', 'manualRebate', 'messages']) {
        expect(pageOpenWhenRestricted(pages[closed], openWhenRestricted), `${merchant.identity.code} ${closed}`).toBe(false);
      }
    }
    const withdraw = { blocks: [{ type: 'withdrawSummary' }, { type: 'withdraw' }] };
    expect(pageOpenWhenRestricted(withdraw, openWhenRestricted)).toBe(true);
    expect(pageOpenWhenRestricted({ blocks: [...withdraw.blocks, { type: 'depositHistory' }] }, openWhenRestricted)).toBe(false);
    expect(pageOpenWhenRestricted(undefined, openWhenRestricted)).toBe(false);
  });

  it('a tabs block on a page is open when every block in its tabs is', () => {
    const tabs = (...inner: string[][]) => ({ type: 'tabs', tabs: inner.map((types, i) => ({ id: `t${i}`, blocks: types.map((type) => ({ type })) })) });
    expect(pageOpenWhenRestricted({ blocks: [tabs(['withdrawSummary', 'text'], ['withdrawHistory'])] }, openWhenRestricted)).toBe(true);
    expect(pageOpenWhenRestricted({ blocks: [{ type: 'text' }, tabs(['withdrawHistory'], ['depositHistory'])] }, openWhenRestricted)).toBe(false);
  });
});
