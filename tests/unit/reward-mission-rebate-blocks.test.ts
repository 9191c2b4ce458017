// The reward centre, missions and rebate pages in their blocks: the shipped order, and the wrong
// settings `npm run validate` refuses on them, each with file, line, pointer and a sentence.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadMerchants } from '../../src/shared/config/index.ts';
import { createFixture, positionOf } from './helpers/merchant-fixture.ts';

function problemsWith(pages: string) {
  const fixture = createFixture(['bdwin']);
  const text = fixture.edit('bdwin', '"screens": {', `"pages": ${pages},\n  "screens": {`);
  const { problems } = loadMerchants(fixture.merchantsDir, { localesDir: fixture.localesDir });
  return { text, problems };
}
const at = (text: string, needle: string, skip = 0) => {
  const { line, column } = positionOf(text, needle);
  return [line, column + skip];
};

describe('the reward centre, missions and rebate pages', () => {
  it('ship in their blocks, on every merchant', () => {
    const { problems, merchants } = loadMerchants(join(process.cwd(), 'merchants'));
    expect(problems).toEqual([]);
    for (const merchant of merchants) {
      const pages = merchant.pages as unknown as Record<string, { blocks: { type: string }[] }>;
      const types = (id: string) => pages[id]?.blocks.map((b) => b.type);
      // The sign-in, the rewards ready to claim, the promo code, then every reward by state.
      expect(types('rewardCenter'), merchant.identity.code).toEqual(['rewardSignIn', 'rewardsReady', 'promoCode', 'rewardHistory']);
      // The missions with their claims, then their leaderboards.
      expect(types('missionLeaderboard'), merchant.identity.code).toEqual(['missions', 'missionLeaderboards']);
      // The claim, then the claims made.
      expect(types('manualRebate'), merchant.identity.code).toEqual(['manualRebate', 'rebateClaims']);
    }
  });

  it('refuse wrong settings on the reward centre\'s blocks', () => {
    const { text, problems } = problemsWith('{ "rewardCenter": { "blocks": [ { "id": "ready", "sources": ["newbie", "mission"] }, { "id": "history", "tabs": [] }, { "id": "more", "type": "rewardHistory", "sources": "rebate", "after": "history" }, { "id": "signIn", "days": 7 } ] } }');
    expect(problems.map((p) => [p.pointer, p.keyword, p.line, p.column])).toEqual([
      ['/pages/rewardCenter/blocks/0/sources/1', 'enum', ...at(text, '"mission"')],
      ['/pages/rewardCenter/blocks/1/tabs', 'minItems', ...at(text, '"tabs": []', '"tabs": '.length)],
      ['/pages/rewardCenter/blocks/2/sources', 'type', ...at(text, '"rebate", "after"')],
      ['/pages/rewardCenter/blocks/3/days', 'additionalProperties', ...at(text, '"days": 7')],
    ]);
    expect(problems[0]?.message).toMatch(/\(block 'ready', type 'rewardsReady'\)$/);
    expect(problems[0]?.message).toMatch(/newbie, rescueFund/);
    for (const problem of problems) expect(problem.file).toMatch(/bdwin\/merchant\.json$/);
  });

  it('refuse wrong settings on the missions\' and rebate\'s blocks', () => {
    const { text, problems } = problemsWith('{ "missionLeaderboard": { "blocks": [ { "id": "missions", "states": ["done"] }, { "id": "leaderboards", "top": 11, "ownRank": "yes" } ] }, "manualRebate": { "blocks": [ { "id": "claims", "limit": 0 }, { "id": "rebate", "categories": 1 } ] } }');
    expect(problems.map((p) => [p.pointer, p.keyword, p.line, p.column])).toEqual([
      ['/pages/missionLeaderboard/blocks/0/states/0', 'enum', ...at(text, '"done"')],
      ['/pages/missionLeaderboard/blocks/1/top', 'maximum', ...at(text, '"top": 11', '"top": '.length)],
      ['/pages/missionLeaderboard/blocks/1/ownRank', 'type', ...at(text, '"yes"')],
      ['/pages/manualRebate/blocks/0/limit', 'minimum', ...at(text, '"limit": 0', '"limit": '.length)],
      ['/pages/manualRebate/blocks/1/categories', 'type', ...at(text, '"categories": 1', '"categories": '.length)],
    ]);
    expect(problems[1]?.message).toMatch(/\(block 'leaderboards', type 'missionLeaderboards'\)$/);
  });

  it('the browser tests\' pagetest merchant reorders, hides and interleaves them with its notes', async () => {
    const { addPageTestMerchant } = await import('../browser/fixtures/pagetest/build.ts');
    const fixture = createFixture(['bdwin']);
    addPageTestMerchant(fixture.merchantsDir, process.cwd());
    const { problems, merchants } = loadMerchants(fixture.merchantsDir, { localesDir: fixture.localesDir });
    expect(problems).toEqual([]);
    const pages = merchants.find((m) => m.identity.code === 'pagetest')?.pages as unknown as Record<string, { blocks: { id: string }[] }>;
    const ids = (id: string) => pages[id]?.blocks.map((b) => b.id);
    expect(ids('rewardCenter')).toEqual(['history', 'note', 'signIn', 'ready']);
    expect(ids('missionLeaderboard')).toEqual(['leaderboards', 'note', 'missions']);
    expect(ids('manualRebate')).toEqual(['rebate', 'note']);
  });
});
