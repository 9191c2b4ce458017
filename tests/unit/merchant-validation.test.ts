// Broken merchant files must be reported with the exact pointer, keyword, line and column.
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadMerchants } from '../../src/shared/config/index.ts';
import { createFixture, positionOf } from './helpers/merchant-fixture.ts';

function problemsAfter(code: string, from: string, to: string) {
  const fixture = createFixture();
  const text = fixture.edit(code, from, to);
  const { problems, merchants } = loadMerchants(fixture.merchantsDir, { localesDir: fixture.localesDir });
  return { problems, merchants, text };
}

describe('merchant validation', () => {
  it('accepts the shipped merchants', () => {
    const fixture = createFixture();
    const result = loadMerchants(fixture.merchantsDir, { localesDir: fixture.localesDir });
    expect(result.problems).toEqual([]);
    expect(result.merchants.map((m) => m.identity.code)).toEqual(['bdwin', 'cnstar', 'vnlotto']);
  });

  it('reports an unknown key at the key, naming the known ones', () => {
    const { problems, merchants, text } = problemsAfter('bdwin', '"quickLogin": true,', '"quickLogin": true,\n    "fooBar": 1,');
    expect(problems).toEqual([
      expect.objectContaining({ pointer: '/features/fooBar', keyword: 'additionalProperties', ...positionOf(text, '"fooBar"') }),
    ]);
    expect(problems[0]?.message).toMatch(/^'fooBar' is not a known setting here; expected one of loginToHomePage, freePlay,/);
    expect(merchants.map((m) => m.identity.code)).toEqual(['cnstar', 'vnlotto']);
  });

  it('reports a wrong type at the value', () => {
    const { problems, text } = problemsAfter('vnlotto', '"freePlay": true', '"freePlay": "yes"');
    expect(problems).toEqual([
      expect.objectContaining({ pointer: '/features/freePlay', keyword: 'type', message: "expected true or false but found the text 'yes'", ...positionOf(text, '"yes"') }),
    ]);
  });

  it('reports an unknown pattern kind with the kinds to choose from', () => {
    const { problems, text } = problemsAfter('bdwin', '"kind": "email"', '"kind": "emial"');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ pointer: '/registration/fields/email/pattern/kind', keyword: 'enum', ...positionOf(text, '"emial"') });
    expect(problems[0]?.message).toMatch(/^'emial' is not a pattern kind; expected one of any, letterFirstAlnum, chineseDigits, email,/);
  });

  it('reports an unknown block type once, by its type', () => {
    const { problems, text } = problemsAfter('cnstar', '{ "type": "winnerBoard"', '{ "type": "winnerBored"');
    expect(problems).toEqual([
      expect.objectContaining({ pointer: '/screens/home/blocks/7/type', keyword: 'discriminator', ...positionOf(text, '"winnerBored"') }),
    ]);
    expect(problems[0]?.message).toMatch(/^'winnerBored' is not a block type; expected one of announcementMarquee, appDownloadPanel, bannerCarousel,/);
  });

  it('reports a block setting of the wrong type at the value, as the block folder\'s schema says', () => {
    const { problems, text } = problemsAfter('bdwin', '{ "type": "winnerBoard", "titleKey": "home.winners", "limit": 10 }', '{ "type": "winnerBoard", "titleKey": "home.winners", "limit": "ten" }');
    expect(problems).toEqual([
      expect.objectContaining({ pointer: '/screens/home/blocks/6/limit', keyword: 'type', message: "expected a whole number but found the text 'ten'", ...positionOf(text, '"ten"') }),
    ]);
    expect(problems[0]?.file).toMatch(/bdwin[/\\]merchant\.json$/);
  });

  it('checks the moving blocks like every other: a jackpot that does not grow is refused at its value', () => {
    const { problems, text } = problemsAfter('bdwin', '"perSecond": 3.7', '"perSecond": 0');
    const key = positionOf(text, '"perSecond": 0');
    expect(problems).toEqual([
      expect.objectContaining({ pointer: '/screens/home/blocks/4/perSecond', keyword: 'exclusiveMinimum', line: key.line, column: key.column + '"perSecond": '.length }),
    ]);
    const ticker = problemsAfter('vnlotto', '{ "type": "winnersTicker", "limit": 12', '{ "type": "winnersTicker", "limit": 1');
    expect(ticker.problems).toEqual([expect.objectContaining({ pointer: '/screens/home/blocks/5/limit', keyword: 'minimum', message: '1 is too small; the minimum is 3' })]);
  });

  it('reports a trailing comma at the comma', () => {
    const { problems, text } = problemsAfter('bdwin', '"supported": ["BN", "EN", "HI", "UR"]', '"supported": ["BN", "EN", "HI", "UR",]');
    const comma = positionOf(text, '"UR",]');
    expect(problems).toEqual([
      expect.objectContaining({ pointer: '', keyword: 'json-syntax', line: comma.line, column: comma.column + 4 }),
    ]);
    expect(problems[0]?.message).toMatch(/^Trailing comma/);
  });

  it('rejects a regex that can backtrack catastrophically', () => {
    const { problems, text } = problemsAfter('bdwin', '"regex": "^01[3-9][0-9]{8}$"', '"regex": "^(a+)+$"');
    expect(problems).toEqual([
      expect.objectContaining({ pointer: '/registration/fields/mobileNum/pattern/regex', keyword: 'regex-unsafe', ...positionOf(text, '"^(a+)+$"') }),
    ]);
  });

  it('rejects a regex that does not compile', () => {
    const { problems } = problemsAfter('vnlotto', '"regex": "^0[35789][0-9]{8}$"', '"regex": "^0[35789"');
    expect(problems).toEqual([expect.objectContaining({ pointer: '/registration/fields/mobileNum/pattern/regex', keyword: 'regex-syntax' })]);
  });

  it('reports a message key missing from each supported language', () => {
    const { problems, text } = problemsAfter('bdwin', '"labelKey": "nav.pvp"', '"labelKey": "nav.pvpGames"');
    const at = positionOf(text, '"nav.pvpGames"');
    expect(problems).toEqual([
      expect.objectContaining({ pointer: '/navigation/header/categories/7/labelKey', keyword: 'missing-translation', ...at, message: expect.stringMatching(/'nav.pvpGames' has no BN translation/) }),
      expect.objectContaining({ pointer: '/navigation/header/categories/7/labelKey', keyword: 'missing-translation', ...at, message: expect.stringMatching(/'nav.pvpGames' has no EN translation/) }),
      expect.objectContaining({ pointer: '/navigation/header/categories/7/labelKey', keyword: 'missing-translation', ...at, message: expect.stringMatching(/'nav.pvpGames' has no HI translation/) }),
      expect.objectContaining({ pointer: '/navigation/header/categories/7/labelKey', keyword: 'missing-translation', ...at, message: expect.stringMatching(/'nav.pvpGames' has no UR translation/) }),
    ]);
  });

  it('reports a supported language without a translation file', () => {
    const fixture = createFixture(['vnlotto']);
    fixture.edit('vnlotto', '"supported": ["VI", "EN", "TH"]', '"supported": ["VI", "EN", "TH", "JA"]');
    rmSync(join(fixture.localesDir, 'JA.json'), { force: true });
    const { problems } = loadMerchants(fixture.merchantsDir, { localesDir: fixture.localesDir });
    expect(problems.map((p) => [p.pointer, p.keyword])).toContainEqual(['/languages/supported/3', 'missing-locale']);
  });

  it('reports a translation file that is not valid JSON once, not once per key', () => {
    const fixture = createFixture(['bdwin']);
    writeFileSync(join(fixture.localesDir, 'EN.json'), '{ "nav.home": "Home", }');
    const { problems } = loadMerchants(fixture.merchantsDir, { localesDir: fixture.localesDir });
    expect(problems.map((p) => [p.pointer, p.keyword])).toEqual([['/languages/supported/1', 'broken-locale']]);
  });

  it('reports a host used by two merchants on the later one', () => {
    const { problems, text } = problemsAfter('vnlotto', '"hosts": ["vnlotto.localhost"]', '"hosts": ["cnstar.localhost"]');
    expect(problems).toEqual([
      expect.objectContaining({ pointer: '/identity/hosts/0', keyword: 'duplicate-host', ...positionOf(text, '"cnstar.localhost"') }),
    ]);
    expect(problems[0]?.file).toMatch(/vnlotto\/merchant\.json$/);
  });

  it('reports a vendor that is not declared', () => {
    const { problems } = problemsAfter('bdwin', '"vendors": ["KM"] }', '"vendors": ["KM", "NOPE"] }');
    expect(problems.map((p) => [p.pointer, p.keyword])).toEqual([['/navigation/header/categories/7/vendors/1', 'unknown-vendor']]);
  });

  it('reports a link to a page that does not exist', () => {
    const { problems } = problemsAfter('cnstar', '"href": "/help#deposit"', '"href": "/helpdesk"');
    expect(problems.map((p) => [p.pointer, p.keyword])).toEqual([['/navigation/footer/helpLinks/1/href', 'unknown-page']]);
  });

  it('reports a footer without the link to the member\'s limits and breaks, at the footer\'s links', () => {
    const link = ',\n        { "labelKey": "footer.responsibleGaming", "href": "/member?page=responsibleGaming" }';
    const { problems, text } = problemsAfter('vnlotto', link, '');
    expect(problems).toEqual([
      expect.objectContaining({ pointer: '/navigation/footer/helpLinks', keyword: 'responsible-gaming-link', line: positionOf(text, '"helpLinks"').line }),
    ]);
    expect(problems[0]?.message).toContain('/member?page=responsibleGaming');
    expect(problems[0]?.file).toMatch(/vnlotto\/merchant\.json$/);
  });

  it('reports a deposit chip outside its channel range and a channel without the merchant currency', () => {
    const fixture = createFixture(['bdwin']);
    fixture.edit('bdwin', '"chips": [500, 1000, 2000, 5000], "chipsOnly": false,\n          "fee": { "kind": "percent"', '"chips": [50, 1000, 2000, 5000], "chipsOnly": false,\n          "fee": { "kind": "percent"');
    fixture.edit('bdwin', '"limits": [{ "currency": "BDT", "min": 500, "max": 100000 }]', '"limits": [{ "currency": "USD", "min": 500, "max": 100000 }]');
    const { problems } = loadMerchants(fixture.merchantsDir, { localesDir: fixture.localesDir });
    expect(problems.map((p) => [p.pointer, p.keyword])).toEqual([
      ['/constants/deposits/channels/0/chips/0', 'deposit-chip'],
      ['/constants/deposits/channels/2/limits', 'deposit-currency'],
    ]);
  });

  it('reports a manual deposit channel without the receiving account members transfer to', () => {
    const { problems } = problemsAfter('bdwin', '"receivingAccount": { "bankName": "Dutch-Bangla Bank", "accountName": "BDWin Gaming Ltd", "accountNumber": "1071100045678", "branch": "Motijheel, Dhaka" },', '');
    expect(problems.map((p) => [p.pointer, p.keyword])).toEqual([['/constants/deposits/channels/2', 'deposit-receiving-account']]);
  });

  it('reports a deposit fee that is neither a percent nor a fixed rule', () => {
    const { problems } = problemsAfter('bdwin', '"fee": { "kind": "fixed", "amount": 0 } },\n        { "code": "bank"', '"fee": { "kind": "fixed", "percent": 1 } },\n        { "code": "bank"');
    expect(problems.map((p) => p.pointer)).toContain('/constants/deposits/channels/1/fee');
  });

  it('reports every problem in a file, not just the first, in line order', () => {
    const fixture = createFixture(['bdwin']);
    fixture.edit('bdwin', '"freePlay": true', '"freePlay": 1');
    fixture.edit('bdwin', '"kind": "email"', '"kind": "emial"');
    fixture.edit('bdwin', '"regex": "^01[3-9][0-9]{8}$"', '"regex": "(x*)*"');
    fixture.edit('bdwin', '"labelKey": "nav.pvp"', '"labelKey": "nav.nope"');
    const { problems } = loadMerchants(fixture.merchantsDir, { localesDir: fixture.localesDir });
    expect(problems.map((p) => p.keyword)).toEqual(['type', 'missing-translation', 'missing-translation', 'missing-translation', 'missing-translation', 'regex-unsafe', 'enum']);
    expect(problems.map((p) => p.line)).toEqual([...problems.map((p) => p.line)].sort((a, b) => a - b));
  });
});
