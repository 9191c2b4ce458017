// Pages of blocks: the base layout merged with a merchant's pages (addressed by block id), and
// what `npm run validate` refuses in them, each with file, line, pointer and a sentence.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadMerchants, merchantValidator } from '../../src/shared/config/index.ts';
import { mergePages, type PageEntry } from '../../src/shared/pages/merge.ts';
import { pageIdFromWire, wirePageName } from '../../src/shared/pages/wire-names.ts';
import { createFixture, positionOf } from './helpers/merchant-fixture.ts';

const base: Record<string, PageEntry> = {
  security: { centre: 'member', access: 'realAccount', blocks: [{ id: 'a', type: 'securityOverview' }, { id: 'b', type: 'devices' }, { id: 'c', type: 'text', bodyKey: 'x.y' }] },
  mall: { access: 'realAccount', blocks: [{ id: 'mall', type: 'pointMall' }] },
};
const ids = (pages: ReturnType<typeof mergePages>['pages'], id: string) => pages[id]?.blocks.map((b) => b.id);

describe('merging a merchant\'s pages over the base layout', () => {
  it('hides, moves, adds and changes blocks by id, and keeps the rest in the base order', () => {
    const { pages, findings } = mergePages(base, {
      security: { blocks: [{ id: 'b', hide: true }, { id: 'note', type: 'text', bodyKey: 'n.k', before: 'a' }, { id: 'c', bodyKey: 'x.z', after: 'note' }] },
    });
    expect(findings).toEqual([]);
    expect(ids(pages, 'security')).toEqual(['note', 'c', 'a']);
    expect(pages.security?.blocks[1]).toEqual({ id: 'c', type: 'text', bodyKey: 'x.z' });
    expect(pages.mall?.blocks).toEqual([{ id: 'mall', type: 'pointMall' }]);
  });

  it('orders by an id list, hides a whole page, adds a page of the merchant\'s own', () => {
    const { pages } = mergePages(base, {
      security: { order: ['c', 'a'] },
      mall: { hide: true },
      vip: { access: 'guest', titleKey: 'vip.title', blocks: [{ id: 'intro', type: 'text', bodyKey: 'vip.body' }] },
    });
    expect(ids(pages, 'security')).toEqual(['c', 'a', 'b']);
    expect(pages.mall).toBeUndefined();
    expect(pages.vip).toEqual({ access: 'guest', titleKey: 'vip.title', blocks: [{ id: 'intro', type: 'text', bodyKey: 'vip.body' }] });
  });

  it('says where a new block lacks its type or names an id the page does not have', () => {
    const { findings } = mergePages(base, { security: { blocks: [{ id: 'new' }, { id: 'x', type: 'text', bodyKey: 'a.b', after: 'nope' }], order: ['zz'] } });
    expect(findings.map((f) => [f.source, f.pointer, f.keyword])).toEqual([
      ['merchant', '/pages/security/blocks/0', 'block-needs-type'],
      ['merchant', '/pages/security/blocks/1/after', 'unknown-block-id'],
      ['merchant', '/pages/security/order/0', 'unknown-block-id'],
    ]);
  });

  it('maps the legacy wire page names at the boundary and back', () => {
    expect(['personalHistoryCopy', 'messageV2', 'depositv2', 'withdraw'].map(pageIdFromWire)).toEqual(['betRecords', 'messages', 'deposit', 'withdraw']);
    expect(['betRecords', 'messages', 'deposit', 'withdraw'].map(wirePageName)).toEqual(['personalHistoryCopy', 'messageV2', 'depositv2', 'withdraw']);
  });

  it('inside, the shipped menus and texts use the plain page ids; a peer\'s menu may still name the wire names', () => {
    const { merchants } = loadMerchants(join(process.cwd(), 'merchants'));
    const wire = ['personalHistoryCopy', 'messageV2', 'depositv2'];
    for (const merchant of merchants) {
      const menu = merchant.navigation.memberMenu.map((item) => [item.page, item.labelKey]);
      expect(menu.flat().filter((name) => wire.some((w) => name.includes(w))), merchant.identity.code).toEqual([]);
      expect(menu.map(([page]) => page)).toEqual(expect.arrayContaining(['betRecords', 'messages']));
    }
    const fixture = createFixture(['bdwin']);
    fixture.edit('bdwin', '{ "page": "betRecords", "labelKey": "member.menu.betRecords" }', '{ "page": "personalHistoryCopy", "labelKey": "member.menu.betRecords" }');
    expect(loadMerchants(fixture.merchantsDir, { localesDir: fixture.localesDir }).problems).toEqual([]);
  });
});

describe('validate refuses pages it cannot render', () => {
  function problemsWith(pages: string) {
    const fixture = createFixture(['bdwin']);
    const text = fixture.edit('bdwin', '"screens": {', `"pages": ${pages},\n  "screens": {`);
    const { problems } = loadMerchants(fixture.merchantsDir, { localesDir: fixture.localesDir });
    return { text, problems };
  }

  it('a block type that does not exist', () => {
    const { text, problems } = problemsWith('{ "securityCenter": { "blocks": [ { "id": "wall", "type": "promoWall" } ] } }');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ pointer: '/pages/securityCenter/blocks/0/type', keyword: 'unknown-block-type', ...positionOf(text, '"promoWall"') });
    expect(problems[0]?.file).toMatch(/bdwin\/merchant\.json$/);
    expect(problems[0]?.message).toMatch(/^block type 'promoWall' does not exist; block types: .*\btext\b/);
  });

  it('a block setting of the wrong type, on a new block and on a screen block', () => {
    const { text, problems } = problemsWith('{ "deposit": { "blocks": [ { "id": "help", "type": "text", "bodyKey": 5, "before": "deposit" }, { "id": "hot", "type": "hotGames", "titleKey": "home.hotGames", "limit": "12" } ] } }');
    const five = positionOf(text, '"bodyKey": 5');
    expect(problems.map((p) => [p.pointer, p.keyword, p.line, p.column])).toEqual([
      ['/pages/deposit/blocks/0/bodyKey', 'type', five.line, five.column + '"bodyKey": '.length],
      ['/pages/deposit/blocks/1/limit', 'type', positionOf(text, '"12"').line, positionOf(text, '"12"').column],
    ]);
    expect(problems[0]?.message).toMatch(/text.*\(block 'help', type 'text'\)$/);
  });

  it('a wrong setting on the withdraw page\'s summary block, changed by id in the merchant\'s file', () => {
    const { text, problems } = problemsWith('{ "withdraw": { "blocks": [ { "id": "summary", "turnoverLines": "no" }, { "id": "rules", "type": "withdrawSummary", "facts": ["balance", "bonus"] } ] } }');
    expect(problems.map((p) => [p.pointer, p.keyword, p.line, p.column])).toEqual([
      ['/pages/withdraw/blocks/0/turnoverLines', 'type', positionOf(text, '"no"').line, positionOf(text, '"no"').column],
      ['/pages/withdraw/blocks/1/facts/1', 'enum', positionOf(text, '"bonus"').line, positionOf(text, '"bonus"').column],
    ]);
    expect(problems[0]?.message).toMatch(/\(block 'summary', type 'withdrawSummary'\)$/);
    expect(problems[1]?.message).toMatch(/balance, withdrawable, limits, dailyCount, hours, turnover/);
  });

  it('a setting the withdraw page\'s form or history block does not take', () => {
    const { problems } = problemsWith('{ "withdraw": { "blocks": [ { "id": "withdraw", "limit": 5 }, { "id": "history", "type": "withdrawHistory", "rows": 5, "after": "summary" } ] } }');
    expect(problems.map((p) => [p.pointer, p.keyword])).toEqual([
      ['/pages/withdraw/blocks/0/limit', 'additionalProperties'],
      ['/pages/withdraw/blocks/1/rows', 'additionalProperties'],
    ]);
  });

  it('wrong settings on the referral page\'s blocks', () => {
    const { text, problems } = problemsWith('{ "referral": { "blocks": [ { "id": "invite", "qrCode": 0 }, { "id": "stats", "counts": "friends" }, { "id": "more", "type": "referralStats", "counts": ["earned", "earned"] } ] } }');
    expect(problems.map((p) => [p.pointer, p.keyword, p.line, p.column])).toEqual([
      ['/pages/referral/blocks/0/qrCode', 'type', positionOf(text, '"qrCode": 0').line, positionOf(text, '"qrCode": 0').column + '"qrCode": '.length],
      ['/pages/referral/blocks/1/counts', 'type', positionOf(text, '"friends" }').line, positionOf(text, '"friends" }').column],
      ['/pages/referral/blocks/2/counts', 'uniqueItems', positionOf(text, '["earned"').line, positionOf(text, '["earned"').column],
    ]);
    expect(problems[0]?.message).toMatch(/\(block 'invite', type 'referralInvite'\)$/);
  });

  it('a wrong setting on an agent page\'s parts: an unknown contract type or figure, a new part without its type\'s contract', () => {
    const { text, problems } = problemsWith('{ "dividendContract": { "blocks": [ { "id": "given", "contractType": "weekly" }, { "id": "more", "type": "contractVersions", "after": "held" } ] }, "teamManagement": { "blocks": [ { "id": "team", "figures": ["teamSize", "winners"] } ] } }');
    expect(problems.map((p) => [p.pointer, p.keyword, p.line, p.column])).toEqual([
      ['/pages/dividendContract/blocks/0/contractType', 'enum', positionOf(text, '"weekly"').line, positionOf(text, '"weekly"').column],
      ['/pages/dividendContract/blocks/1/contractType', 'required', positionOf(text, '{ "id": "more"').line, positionOf(text, '{ "id": "more"').column],
      ['/pages/teamManagement/blocks/0/figures/1', 'enum', positionOf(text, '"winners"').line, positionOf(text, '"winners"').column],
    ]);
    expect(problems[0]?.message).toMatch(/dividend, dailySalary, hourlySalary, realTimeSalary/);
    expect(problems[1]?.message).toMatch(/contractType/);
  });

  it('a tabs block\'s lists: an unknown type and a wrong setting inside a tab, a tab id used twice, a tabs block inside a tab', () => {
    const { text, problems } = problemsWith(`{ "vip": { "access": "member", "blocks": [ { "id": "more", "type": "tabs", "tabs": [
      { "id": "intro", "titleKey": "nav.home", "blocks": [ { "id": "wall", "type": "promoWall" }, { "id": "note", "type": "text", "bodyKey": 5 } ] },
      { "id": "intro", "titleKey": "nav.pointMall", "blocks": [ { "id": "inner", "type": "tabs", "tabs": [] } ] }
    ] } ] } }`);
    const at = (needle: string) => positionOf(text, needle);
    expect(problems.map((p) => [p.pointer, p.keyword, p.line, p.column])).toEqual([
      ['/pages/vip/blocks/0/tabs/0/blocks/0/type', 'unknown-block-type', at('"promoWall"').line, at('"promoWall"').column],
      ['/pages/vip/blocks/0/tabs/0/blocks/1/bodyKey', 'type', at('"bodyKey": 5').line, at('"bodyKey": 5').column + '"bodyKey": '.length],
      ['/pages/vip/blocks/0/tabs/1/id', 'duplicate-id', at('"intro", "titleKey": "nav.pointMall"').line, at('"intro", "titleKey": "nav.pointMall"').column],
      ['/pages/vip/blocks/0/tabs/1/blocks/0/type', 'nested-container', at('"tabs", "tabs": []').line, at('"tabs", "tabs": []').column],
    ]);
    expect(problems.every((p) => /bdwin\/merchant\.json$/.test(p.file))).toBe(true);
    expect(problems[0]?.message).toMatch(/^block type 'promoWall' does not exist; block types: .*\bpointProducts\b/);
    expect(problems[1]?.message).toMatch(/\(block 'note' in tabs block 'more', type 'text'\)$/);
    expect(problems[2]?.message).toBe("the id 'intro' is used twice in tabs block 'more'; each needs its own, as the page address names it");
    expect(problems[3]?.message).toMatch(/^a 'tabs' block cannot stand inside tabs block 'more'/);
  });

  it('a tabs block without tabs, a tab without blocks, a block id twice across tabs, a setting tabs does not take', () => {
    const { text, problems } = problemsWith(`{ "vip": { "access": "member", "blocks": [
      { "id": "empty", "type": "tabs", "tabs": [] },
      { "id": "more", "type": "tabs", "rows": 2, "tabs": [ { "id": "a", "titleKey": "nav.home", "blocks": [] }, { "id": "b", "titleKey": "nav.home", "blocks": [ { "id": "x", "type": "pointRules" } ] }, { "id": "c", "titleKey": "nav.home", "blocks": [ { "id": "x", "type": "pointDetails" } ] } ] }
    ] } }`);
    expect(problems.map((p) => [p.pointer, p.keyword])).toEqual([
      ['/pages/vip/blocks/0/tabs', 'minItems'],
      ['/pages/vip/blocks/1/rows', 'additionalProperties'],
      ['/pages/vip/blocks/1/tabs/0/blocks', 'minItems'],
      ['/pages/vip/blocks/1/tabs/2/blocks/0/id', 'duplicate-id'],
    ]);
    expect(problems[3]).toMatchObject({ line: positionOf(text, '"x", "type": "pointDetails"').line, message: "the block id 'x' is used twice in tabs block 'more'; each block needs its own" });
  });

  it('the points mall in the base layout: its summary, then tabs of its blocks, the tab ids the old addresses use', () => {
    const { merchants } = loadMerchants(join(process.cwd(), 'merchants'));
    for (const merchant of merchants) {
      const mall = (merchant.pages as unknown as Record<string, { blocks: { type: string; tabs?: { id: string; blocks: { type: string }[] }[] }[] }>).pointMall;
      expect(mall?.blocks.map((b) => b.type)).toEqual(['pointSummary', 'tabs']);
      expect(mall?.blocks[1]?.tabs?.map((tab) => [tab.id, tab.blocks.map((b) => b.type)])).toEqual([
        ['products', ['pointProducts']], ['points', ['pointConvert']], ['history', ['pointRedemptions']], ['details', ['pointDetails']], ['rules', ['pointRules']],
      ]);
    }
  });

  it('wrong settings on a list filter: an unknown list, a control or default its list does not have', () => {
    const { text, problems } = problemsWith('{ "myIncome": { "blocks": [ { "id": "filter", "controls": ["type", "search"], "defaults": { "type": "players" } } ] }, "downline": { "blocks": [ { "id": "filter", "defaults": { "type": "agent", "search": 7 } }, { "id": "more", "type": "listFilter", "list": "winners", "after": "filter" } ] } }');
    expect(problems.map((p) => [p.pointer, p.keyword, p.line, p.column])).toEqual([
      ['/pages/myIncome/blocks/0/controls/1', 'enum', positionOf(text, '"search"]').line, positionOf(text, '"search"]').column],
      ['/pages/myIncome/blocks/0/defaults/type', 'enum', positionOf(text, '"players"').line, positionOf(text, '"players"').column],
      ['/pages/downline/blocks/0/defaults/type', 'enum', positionOf(text, '"agent"').line, positionOf(text, '"agent"').column],
      ['/pages/downline/blocks/0/defaults/search', 'type', positionOf(text, '7 }').line, positionOf(text, '7 }').column],
      ['/pages/downline/blocks/1/list', 'enum', positionOf(text, '"winners"').line, positionOf(text, '"winners"').column],
    ]);
    expect(problems[0]?.message).toMatch(/\(block 'filter', type 'listFilter'\)$/);
    expect(problems[1]?.message).toMatch(/all, dividend, dailySalary, hourlySalary, realTimeSalary/);
    expect(problems[4]?.message).toMatch(/bets, downline, history, income, profit/);
  });

  it('wrong date range settings on a list filter: a range that is no preset, a control or default its list does not have', () => {
    const { text, problems } = problemsWith('{ "betRecords": { "blocks": [ { "id": "filter", "controls": ["range", "type"], "defaults": { "range": "custom", "category": "CARDS" } } ] }, "transactionHistory": { "blocks": [ { "id": "filter", "defaults": { "range": "decade", "category": "RNG" } } ] }, "myIncome": { "blocks": [ { "id": "filter", "controls": ["range"] } ] } }');
    expect(problems.map((p) => [p.pointer, p.keyword, p.line, p.column])).toEqual([
      ['/pages/betRecords/blocks/0/controls/1', 'enum', positionOf(text, '"type"]').line, positionOf(text, '"type"]').column],
      ['/pages/betRecords/blocks/0/defaults/range', 'enum', positionOf(text, '"custom"').line, positionOf(text, '"custom"').column],
      ['/pages/betRecords/blocks/0/defaults/category', 'enum', positionOf(text, '"CARDS"').line, positionOf(text, '"CARDS"').column],
      ['/pages/transactionHistory/blocks/0/defaults/range', 'enum', positionOf(text, '"decade"').line, positionOf(text, '"decade"').column],
      ['/pages/transactionHistory/blocks/0/defaults/category', 'false schema', positionOf(text, '"RNG" } } ] }, "myIncome"').line, positionOf(text, '"RNG" } } ] }, "myIncome"').column],
      ['/pages/myIncome/blocks/0/controls/0', 'enum', positionOf(text, '"range"]').line, positionOf(text, '"range"]').column],
    ]);
    expect(problems[1]?.message).toMatch(/today, yesterday, week, month/);
    expect(problems[1]?.message).toMatch(/\(block 'filter', type 'listFilter'\)$/);
  });

  it('team report filters take the team periods only, and their own controls', () => {
    const { text, problems } = problemsWith('{ "teamBetting": { "blocks": [ { "id": "filter", "controls": ["range", "period"], "defaults": { "range": "week" } } ] }, "profitLoss": { "blocks": [ { "id": "filter", "defaults": { "range": "lastMonth", "category": "RNG" } } ] }, "betRecords": { "blocks": [ { "id": "filter", "controls": ["member"], "defaults": { "range": "thisWeek" } } ] } }');
    expect(problems.map((p) => [p.pointer, p.keyword, p.line, p.column])).toEqual([
      ['/pages/teamBetting/blocks/0/controls/1', 'enum', positionOf(text, '"period"]').line, positionOf(text, '"period"]').column],
      ['/pages/teamBetting/blocks/0/defaults/range', 'enum', positionOf(text, '"week"').line, positionOf(text, '"week"').column],
      ['/pages/profitLoss/blocks/0/defaults/category', 'false schema', positionOf(text, '"RNG" } } ] }, "betRecords"').line, positionOf(text, '"RNG" } } ] }, "betRecords"').column],
      ['/pages/betRecords/blocks/0/controls/0', 'enum', positionOf(text, '"member"]').line, positionOf(text, '"member"]').column],
      ['/pages/betRecords/blocks/0/defaults/range', 'enum', positionOf(text, '"thisWeek"').line, positionOf(text, '"thisWeek"').column],
    ]);
    expect(problems[1]?.message).toMatch(/today, yesterday, thisWeek, lastWeek, thisMonth, lastMonth/);
  });

  it('a page whose access rule is unknown', () => {
    const { text, problems } = problemsWith('{ "vip": { "access": "vipOnly", "blocks": [ { "id": "intro", "type": "text", "bodyKey": "home.hotGames" } ] } }');
    expect(problems.map((p) => [p.pointer, p.keyword])).toEqual([['/pages/vip/access', 'enum']]);
    expect(problems[0]).toMatchObject(positionOf(text, '"vipOnly"'));
    expect(problems[0]?.message).toMatch(/guest, member, realAccount, agent/);
  });

  it('the base layout is checked in its own file', () => {
    const fixture = createFixture(['bdwin']);
    const layout = '{\n  "pages": {\n    "pointMall": { "access": "realAccount", "blocks": [ { "id": "mall", "type": "pointShop" } ] }\n  }\n}\n';
    writeFileSync(join(fixture.merchantsDir, 'layout.json'), layout);
    const { problems } = loadMerchants(fixture.merchantsDir, { localesDir: fixture.localesDir });
    expect(problems.map((p) => [p.file.replace(/.*\//, ''), p.pointer, p.keyword, p.line])).toEqual([['layout.json', '/pages/pointMall/blocks/0/type', 'unknown-block-type', 3]]);
  });

  it('the shipped merchants and the base layout are valid, and every merchant gets the base pages', () => {
    const { problems, merchants } = loadMerchants(join(process.cwd(), 'merchants'));
    expect(problems).toEqual([]);
    for (const merchant of merchants) {
      const pages = merchant.pages as unknown as Record<string, { blocks: unknown[] }>;
      expect(Object.keys(pages)).toEqual(expect.arrayContaining(['securityCenter', 'deposit', 'withdraw', 'downline', 'pointMall']));
      // The deposit page in three blocks a merchant can move or hide: the forms, the limits, the history.
      expect((pages.deposit?.blocks as { type: string }[]).map((b) => b.type)).toEqual(['deposit', 'depositLimits', 'depositHistory']);
      // The withdraw page likewise: the summary of balance and rules, the form, the member's withdrawals.
      expect((pages.withdraw?.blocks as { type: string }[]).map((b) => b.type)).toEqual(['withdrawSummary', 'withdraw', 'withdrawHistory']);
      // The referral page: the invite link, the counts, the rules, the friends.
      expect((pages.referral?.blocks as { type: string }[]).map((b) => b.type)).toEqual(['referralInvite', 'referralStats', 'referralRules', 'referralFriends']);
      // The bonus details page: the rebate rates, the lottery prizes, the member's promotions.
      expect((pages.bonusDetails?.blocks as { type: string }[]).map((b) => b.type)).toEqual(['rebateRates', 'lotteryPrizes', 'myPromotions']);
      // Each contract page in its parts, for its own contract type.
      expect((pages.dailySalary?.blocks as { type: string; contractType: string }[]).map((b) => [b.type, b.contractType])).toEqual([
        ['heldContract', 'dailySalary'], ['givenContracts', 'dailySalary'], ['contractVersions', 'dailySalary']]);
      // List pages share their filter through the address: the filter block, then what reads it.
      expect((pages.downline?.blocks as { type: string }[]).map((b) => b.type)).toEqual(['openAccount', 'listFilter', 'downline', 'registerLinks']);
      expect((pages.myIncome?.blocks as { type: string }[]).map((b) => b.type)).toEqual(['listFilter', 'incomeTotals', 'myIncome']);
      expect((pages.transactionHistory?.blocks as { type: string }[]).map((b) => b.type)).toEqual(['listFilter', 'transactionHistory']);
      expect((pages.betRecords?.blocks as { type: string }[]).map((b) => b.type)).toEqual(['listFilter', 'betTotals', 'betRecords']);
      expect((pages.statement?.blocks as { type: string }[]).map((b) => b.type)).toEqual(['listFilter', 'statementSummary', 'statement']);
      expect((pages.personalProfit?.blocks as { type: string }[]).map((b) => b.type)).toEqual(['listFilter', 'profitTotals', 'profitLoss']);
      // The merged config is what GET /wps/portal/config serves: it still conforms to the merchant schema.
      const validate = merchantValidator();
      expect(validate(merchant), JSON.stringify(validate.errors)).toBe(true);
    }
  });
});

describe('the browser tests\' pagetest merchant', () => {
  it('validates, hides the devices block, adds its page of three blocks and reorders the withdraw form', async () => {
    const { addPageTestMerchant } = await import('../browser/fixtures/pagetest/build.ts');
    const fixture = createFixture(['bdwin']);
    addPageTestMerchant(fixture.merchantsDir, process.cwd());
    const { problems, merchants } = loadMerchants(fixture.merchantsDir, { localesDir: fixture.localesDir });
    expect(problems).toEqual([]);
    const pages = merchants.find((m) => m.identity.code === 'pagetest')?.pages as unknown as Record<string, { blocks: { id: string }[]; menu?: unknown }>;
    expect(pages.securityCenter?.blocks.map((b) => b.id)).toEqual(['overview', 'paymentPassword', 'payoutAccounts']);
    expect(pages.vipGuide?.blocks.map((b) => b.id)).toEqual(['intro', 'terms', 'start']);
    expect(pages.deposit?.blocks.map((b) => b.id)).toEqual(['help', 'deposit', 'limits']);
    expect(pages.withdraw?.blocks.map((b) => b.id)).toEqual(['withdraw', 'note', 'summary', 'history']);
    // A split page reordered around its shared filter: a text between the filter and the list, the totals last.
    expect(pages.myIncome?.blocks.map((b) => b.id)).toEqual(['filter', 'howPaid', 'myIncome', 'totals']);
    expect(pages.betRecords?.blocks.map((b) => b.id)).toEqual(['filter', 'records', 'totals']);
    // Totals without their list (they say the call's loading line and refusal themselves).
    expect(pages.statement?.blocks.map((b) => b.id)).toEqual(['filter', 'summary']);
    expect(pages.teamTransaction?.blocks.map((b) => b.id)).toEqual(['filter', 'totals']);
    expect(pages.vipGuide?.menu).toEqual({ labelKey: 'vipGuide.menu' });
    // The points mall changed by id inside its tabs: a text before the convert form, the rules
    // before the history, the details block hidden (and its tab with it).
    const mall = pages.pointMall?.blocks[1] as unknown as { tabs: { id: string; blocks: { id: string }[] }[] };
    expect(mall.tabs.map((tab) => [tab.id, tab.blocks.map((b) => b.id)])).toEqual([['products', ['products']], ['points', ['howTo', 'convert']], ['rules', ['rules']], ['history', ['redemptions']]]);
    const forms = merchants.find((m) => m.identity.code === 'pagetest')?.forms as Record<string, { order?: string[] }>;
    expect(forms.withdrawRequest?.order).toEqual(['payoutAccountId', 'paymentPassword', 'amount']);
  });
});
