// Merchant texts served to the portal, and live merchant config: a running platform serves a
// valid edit under MERCHANTS_DIR within 2 seconds, and refuses an invalid one (logging the same
// problem list as `npm run validate`) while the last good config keeps serving.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatProblem, loadMerchants } from '../../src/shared/config/index.ts';
import { makeMerchantsDir, startTestPlatform, type TestPlatform } from './helpers.ts';

const log: { info: string[]; error: string[] } = { info: [], error: [] };
let t: TestPlatform;
let dir: string;
let ownEN: Record<string, string>;
let ownBN: Record<string, string>;
const readTexts = (language: string): Record<string, string> => {
  try {
    return JSON.parse(readFileSync(join(dir, `alpha/texts/${language}.json`), 'utf8')) as Record<string, string>;
  } catch {
    return {};
  }
};
const writeTexts = (language: string, texts: Record<string, unknown>) => writeFileSync(join(dir, `alpha/texts/${language}.json`), JSON.stringify(texts));

beforeAll(async () => {
  dir = makeMerchantsDir();
  mkdirSync(join(dir, 'alpha/texts'), { recursive: true });
  // alpha is a copy of bdwin, whose texts hold its custom mobile pattern's message: kept, plus alpha's own.
  ownEN = readTexts('EN');
  ownBN = readTexts('BN');
  writeTexts('EN', { ...ownEN, 'promo.alphaOnly': 'Alpha cashback', 'home.hotGames': 'Hot at Alpha' });
  writeTexts('BN', { ...ownBN, 'promo.alphaOnly': 'আলফা ক্যাশব্যাক' });
  // Every other language alpha offers needs the key too.
  writeTexts('HI', { ...readTexts('HI'), 'promo.alphaOnly': 'अल्फा कैशबैक' });
  writeTexts('UR', { ...readTexts('UR'), 'promo.alphaOnly': 'الفا کیش بیک' });
  t = await startTestPlatform({
    merchantsDir: dir,
    watchMerchants: { log: { info: (line) => log.info.push(line), error: (line) => log.error.push(line) } },
  });
});
afterAll(async () => {
  await t?.close();
});

const displayName = async (merchant = 'alpha') => (await t.raw('GET', '/wps/portal/config', { merchant })).body.value.identity.displayName as string;
const texts = async (language: string, merchant = 'alpha') => (await t.raw('GET', `/wps/portal/texts?language=${language}`, { merchant })).body.value?.texts;

/** Polls until `read` returns `expected`; returns the milliseconds it took (or fails after `limit`). */
async function servedWithin<T>(read: () => Promise<T>, expected: T, limit: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    if ((await read()) === expected) return Date.now() - started;
    if (Date.now() - started > limit) throw new Error(`not served within ${limit} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const merchantFile = () => join(dir, 'alpha/merchant.json');
const editMerchant = (from: string, to: string) => {
  const text = readFileSync(merchantFile(), 'utf8');
  if (!text.includes(from)) throw new Error(`'${from}' not in alpha`);
  writeFileSync(merchantFile(), text.replace(from, to));
};

describe('merchant texts', () => {
  it('serves the merchant texts of a supported language, and none to another merchant', async () => {
    expect(await texts('EN')).toEqual({ ...ownEN, 'promo.alphaOnly': 'Alpha cashback', 'home.hotGames': 'Hot at Alpha' });
    expect(await texts('BN')).toEqual({ ...ownBN, 'promo.alphaOnly': 'আলফা ক্যাশব্যাক' });
    // beta (a vnlotto copy) gets its own texts, none of alpha's.
    expect(await texts('EN', 'beta')).toEqual(JSON.parse(readFileSync(join(dir, 'beta/texts/EN.json'), 'utf8')));
  });

  it('refuses a language the merchant does not support with the error envelope', async () => {
    for (const query of ['?language=XX', '?language=VI', '']) {
      const response = await t.raw('GET', `/wps/portal/texts${query}`);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ success: false, errorCode: 'request.invalid' });
    }
  });
});

describe('live merchant config', () => {
  it('serves a valid edit within 2 seconds without a restart', async () => {
    expect(await displayName()).toBe('BDWin');
    editMerchant('"displayName": "BDWin"', '"displayName": "BDWin Live"');
    const took = await servedWithin(displayName, 'BDWin Live', 2000);
    console.log(`merchant.json edit served after ${took} ms`);
    writeTexts('EN', { ...ownEN, 'promo.alphaOnly': 'Alpha cashback, now weekly' });
    await servedWithin(async () => (await texts('EN'))?.['promo.alphaOnly'], 'Alpha cashback, now weekly', 2000);
    expect(log.error).toEqual([]);
  });

  it('refuses an invalid edit with the problem list in the log and keeps serving the last good config', async () => {
    editMerchant('"displayName": "BDWin Live"', '"displayName": "BDWin Broken"');
    editMerchant('"freePlay": true', '"freePlay": "yes"');
    writeFileSync(join(dir, 'alpha/texts/TH.json'), '{}');
    const expected = loadMerchants(dir).problems.map(formatProblem);
    expect(expected).toHaveLength(2);
    const started = Date.now();
    while (log.error.length === 0 && Date.now() - started < 3000) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(log.error.at(-1)).toBe(
      `Merchant config change refused; the last good config keeps serving.\nThe merchant configuration has 2 problem(s):\n${expected.join('\n')}`,
    );
    expect(await displayName()).toBe('BDWin Live');
    expect(await texts('EN')).toEqual({ ...ownEN, 'promo.alphaOnly': 'Alpha cashback, now weekly' });

    // Fixed, it is served again.
    editMerchant('"freePlay": "yes"', '"freePlay": true');
    rmSync(join(dir, 'alpha/texts/TH.json'));
    await servedWithin(displayName, 'BDWin Broken', 2000);
  });
});
