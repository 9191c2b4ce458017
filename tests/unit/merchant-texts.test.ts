// Merchant-owned texts (merchants/<code>/texts/<LANG>.json): checked like locale files, reported
// with file:line:col and pointer, and usable by the merchant config's message keys.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadMerchants } from '../../src/shared/config/index.ts';
import { repoRoot } from '../../src/shared/config/paths.ts';
import { createFixture, positionOf, type Fixture } from './helpers/merchant-fixture.ts';

function writeTexts(fixture: Fixture, code: string, name: string, text: string): string {
  const dir = join(fixture.merchantsDir, code, 'texts');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, name), text);
  return relative(process.cwd(), join(dir, name));
}

function validate(...files: string[]) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', join(repoRoot, 'scripts/validate.ts'), ...files], { cwd: repoRoot, encoding: 'utf8' });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

/**
 * These tests replace whole texts files; the shipped missions' names live in those files too, so
 * the missions and their names are taken out first and each test sees only the texts it writes.
 */
function withoutMissions(fixture: Fixture): Fixture {
  for (const code of readdirSync(fixture.merchantsDir)) {
    const config = JSON.parse(readFileSync(fixture.file(code), 'utf8'));
    delete config.constants.missions;
    writeFileSync(fixture.file(code), `${JSON.stringify(config, null, 2)}\n`);
    const dir = join(fixture.merchantsDir, code, 'texts');
    for (const name of readdirSync(dir)) {
      const texts = JSON.parse(readFileSync(join(dir, name), 'utf8')) as Record<string, string>;
      writeFileSync(join(dir, name), `${JSON.stringify(Object.fromEntries(Object.entries(texts).filter(([key]) => !key.startsWith('missions.'))), null, 2)}\n`);
    }
  }
  return fixture;
}

const load = (fixture: Fixture) => loadMerchants(fixture.merchantsDir, { localesDir: fixture.localesDir });

describe('merchant texts', () => {
  it('adds and overrides keys for that merchant only, and a config message key may use them', () => {
    const fixture = withoutMissions(createFixture());
    writeTexts(fixture, 'bdwin', 'EN.json', '{\n  "pattern.bdMobile": "11 digits from 01",\n  "promo.bdwinOnly": "Cricket cashback every Friday",\n  "home.hotGames": "Hot right now"\n}\n');
    writeTexts(fixture, 'bdwin', 'BN.json', '{\n  "pattern.bdMobile": "01 দিয়ে 11 সংখ্যা",\n  "promo.bdwinOnly": "প্রতি শুক্রবার ক্রিকেট ক্যাশব্যাক"\n}\n');
    writeTexts(fixture, 'bdwin', 'HI.json', '{\n  "pattern.bdMobile": "01 से 11 अंक",\n  "promo.bdwinOnly": "हर शुक्रवार क्रिकेट कैशबैक"\n}\n');
    writeTexts(fixture, 'bdwin', 'UR.json', '{\n  "pattern.bdMobile": "01 سے 11 ہندسے",\n  "promo.bdwinOnly": "ہر جمعہ کرکٹ کیش بیک"\n}\n');
    fixture.edit('bdwin', '"titleKey": "home.winners"', '"titleKey": "promo.bdwinOnly"');
    const result = load(fixture);
    expect(result.problems).toEqual([]);
    expect(result.texts.bdwin).toEqual({
      BN: { 'pattern.bdMobile': '01 দিয়ে 11 সংখ্যা', 'promo.bdwinOnly': 'প্রতি শুক্রবার ক্রিকেট ক্যাশব্যাক' },
      EN: { 'pattern.bdMobile': '11 digits from 01', 'promo.bdwinOnly': 'Cricket cashback every Friday', 'home.hotGames': 'Hot right now' },
      HI: { 'pattern.bdMobile': '01 से 11 अंक', 'promo.bdwinOnly': 'हर शुक्रवार क्रिकेट कैशबैक' },
      UR: { 'pattern.bdMobile': '01 سے 11 ہندسے', 'promo.bdwinOnly': 'ہر جمعہ کرکٹ کیش بیک' },
    });
  });

  it('ships each custom pattern message in its merchant texts, not in src/', () => {
    const result = load(createFixture());
    expect(result.problems).toEqual([]);
    // The rest are the names of the merchant's own missions (constants.missions).
    expect(Object.keys(result.texts.bdwin?.EN ?? {})).toEqual(['pattern.bdMobile', 'missions.dailySpin', 'missions.dailyDeposit', 'missions.weeklyPlayer', 'missions.winterCup', 'missions.weeklyPoints']);
    expect(Object.keys(result.texts.vnlotto?.VI ?? {})).toEqual(['pattern.vnMobile', 'missions.dailyBet', 'missions.dailyDeposit', 'missions.weeklyLottery', 'missions.tetRace', 'missions.weeklyPoints']);
    expect(Object.keys(result.texts.cnstar?.CN ?? {})).toEqual(['pattern.wechat', 'missions.dailyBet', 'missions.dailyDeposit', 'missions.weeklyStar', 'missions.doubleTwelve', 'missions.weeklyPoints']);
  });

  it("refuses a custom pattern whose message key the merchant's texts lack", () => {
    const fixture = withoutMissions(createFixture());
    writeTexts(fixture, 'cnstar', 'EN.json', '{}');
    const { problems } = load(fixture);
    expect(problems).toEqual([
      expect.objectContaining({ pointer: '/registration/fields/wechat/pattern/messageKey', keyword: 'missing-translation', message: expect.stringMatching(/^message key 'pattern.wechat' has no EN translation in .*cnstar\/texts\/EN.json or /) }),
      // The same gap, seen from the language that has the key.
      expect.objectContaining({ file: expect.stringMatching(/cnstar\/texts\/CN.json$/), pointer: '/pattern.wechat', keyword: 'missing-translation', message: expect.stringMatching(/^text 'pattern.wechat' has no EN translation; add it to .*cnstar\/texts\/EN.json$/) }),
    ]);
  });

  it('refuses a config message key that neither the merchant texts nor the shipped locale has, naming both files', () => {
    const fixture = withoutMissions(createFixture());
    writeTexts(fixture, 'bdwin', 'EN.json', '{ "pattern.bdMobile": "11 digits from 01", "promo.bdwinOnly": "Cricket cashback" }');
    const text = fixture.edit('bdwin', '"titleKey": "home.winners"', '"titleKey": "promo.bdwinOnly"');
    const { problems, merchants } = load(fixture);
    const file = relative(process.cwd(), fixture.file('bdwin'));
    const texts = relative(process.cwd(), join(fixture.merchantsDir, 'bdwin/texts'));
    const locales = relative(process.cwd(), fixture.localesDir);
    const at = positionOf(text, '"promo.bdwinOnly"');
    const pointer = '/screens/home/blocks/6/titleKey';
    expect(problems).toEqual([
      { file, ...at, pointer, keyword: 'missing-translation', message: `message key 'promo.bdwinOnly' has no BN translation in ${texts}/BN.json or ${locales}/BN.json` },
      { file, ...at, pointer, keyword: 'missing-translation', message: `message key 'promo.bdwinOnly' has no HI translation in ${texts}/HI.json or ${locales}/HI.json` },
      { file, ...at, pointer, keyword: 'missing-translation', message: `message key 'promo.bdwinOnly' has no UR translation in ${texts}/UR.json or ${locales}/UR.json` },
      expect.objectContaining({ file: `${texts}/EN.json`, pointer: '/promo.bdwinOnly', keyword: 'missing-translation' }),
      expect.objectContaining({ file: `${texts}/EN.json`, pointer: '/promo.bdwinOnly', keyword: 'missing-translation', message: expect.stringContaining('no HI translation') }),
      expect.objectContaining({ file: `${texts}/EN.json`, pointer: '/promo.bdwinOnly', keyword: 'missing-translation', message: expect.stringContaining('no UR translation') }),
    ]);
    expect(merchants.map((m) => m.identity.code)).toEqual(['cnstar', 'vnlotto']);
  });

  it('npm run validate prints each texts problem as file:line:col pointer: sentence [keyword]', () => {
    const fixture = withoutMissions(createFixture(['bdwin', 'vnlotto']));
    const en = writeTexts(fixture, 'bdwin', 'EN.json', '{\n  "promo.new": "New",\n  "promo.count": 3,\n  "home.hotGames": "",\n  "pattern.bdMobile": "Mobile"\n}\n');
    const bn = writeTexts(fixture, 'bdwin', 'BN.json', '{\n  "pattern.bdMobile": "মোবাইল"\n}\n');
    const xx = writeTexts(fixture, 'bdwin', 'XX.json', '{}');
    const vi = writeTexts(fixture, 'bdwin', 'VI.json', '{}');
    const viText = '{\n  "pattern.vnMobile": "Số di động",\n}';
    const vnVi = writeTexts(fixture, 'vnlotto', 'VI.json', viText);
    const run = validate(join(fixture.merchantsDir, 'bdwin/texts/EN.json'), fixture.file('vnlotto'));
    const rel = (path: string) => relative(repoRoot, join(process.cwd(), path));
    const comma = positionOf(viText, ',\n}');
    const vnlotto = relative(repoRoot, fixture.file('vnlotto'));
    const key = positionOf(readFileSync(fixture.file('vnlotto'), 'utf8'), '"pattern.vnMobile"');
    expect(run.stderr.trim().split('\n')).toEqual([
      `${rel(en)}:2:3 /promo.new: text 'promo.new' has no BN translation; add it to ${rel(bn)} [missing-translation]`,
      `${rel(en)}:2:3 /promo.new: text 'promo.new' has no HI translation; add it to ${rel(relative(process.cwd(), join(fixture.merchantsDir, 'bdwin/texts/HI.json')))} [missing-translation]`,
      `${rel(en)}:2:3 /promo.new: text 'promo.new' has no UR translation; add it to ${rel(relative(process.cwd(), join(fixture.merchantsDir, 'bdwin/texts/UR.json')))} [missing-translation]`,
      `${rel(en)}:3:18 /promo.count: the text of 'promo.count' must be a string, not number [texts-not-string]`,
      `${rel(en)}:4:20 /home.hotGames: the text of 'home.hotGames' is empty; remove the key to use the shipped text [texts-empty]`,
      `${rel(vi)}:1:1 /: language 'VI' is not one of this merchant's languages (languages.supported: BN, EN, HI, UR) [unknown-language]`,
      `${rel(xx)}:1:1 /: 'XX.json' is not a language's texts file; name it <LANG>.json with a language code such as EN or BN [unknown-language]`,
      `${vnlotto}:${key.line}:${key.column} /registration/fields/mobileNum/pattern/messageKey: message key 'pattern.vnMobile' has no VI translation in ${rel(vnVi)} or src/shared/i18n/locales/VI.json [missing-translation]`,
      `${relative(repoRoot, join(fixture.merchantsDir, 'vnlotto/texts/EN.json'))}:2:3 /pattern.vnMobile: text 'pattern.vnMobile' has no VI translation; add it to ${rel(vnVi)} [missing-translation]`,
      `${rel(vnVi)}:${comma.line}:${comma.column} /: Trailing comma: JSON does not allow a comma after the last item; remove it. [json-syntax]`,
    ]);
    expect(run.stdout).toMatch(/^10 problem\(s\) in 2 file\(s\) in \d+ ms$/m);
    expect(run.status).toBe(1);
  });

  it('refuses a texts file that is not one object', () => {
    const fixture = createFixture(['bdwin', 'cnstar']);
    writeTexts(fixture, 'cnstar', 'EN.json', '["a"]');
    const { problems } = load(fixture);
    expect(problems).toContainEqual(expect.objectContaining({ file: expect.stringMatching(/cnstar\/texts\/EN.json$/), line: 1, column: 1, pointer: '', keyword: 'texts-not-object' }));
  });
});
