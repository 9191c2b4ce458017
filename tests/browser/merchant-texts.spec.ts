// An operator gives vnlotto its own message key and wording with files under MERCHANTS_DIR only
// (merchants/vnlotto/texts/<LANG>.json and merchant.json; nothing under src/), on the running
// server: the portal shows them without a restart. An invalid edit is refused and the page keeps
// the last good texts. The files are put back at the end, so the other specs see the shipped config.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { openInEnglish, platformGet } from './helpers.ts';

const merchantsDir = `${process.env.PORTAL_E2E_DATA_DIR}-merchants`;
const merchantFile = join(merchantsDir, 'vnlotto', 'merchant.json');
const textsDir = join(merchantsDir, 'vnlotto', 'texts');

// The platform writes each refused config change to its log file, in order with the requests.
const logFile = `${process.env.PORTAL_E2E_DATA_DIR}-platform.log`;
const refusals = () => (existsSync(logFile) ? readFileSync(logFile, 'utf8').split('Merchant config change refused').length - 1 : 0);

type Block = { type: string; titleKey?: string };
const hotGamesTitleKey = async (request: APIRequestContext) =>
  (await platformGet<{ screens: { home: { blocks: Block[] } } }>(request, 'vnlotto', '/wps/portal/config')).screens.home.blocks.find((b) => b.type === 'hotGames')?.titleKey;
const englishTexts = async (request: APIRequestContext) =>
  (await platformGet<{ texts: Record<string, string> }>(request, 'vnlotto', '/wps/portal/texts?language=EN')).texts;

test('a merchant-owned message key and wording show in the portal without a code change or restart', async ({ page, request }) => {
  const original = readFileSync(merchantFile, 'utf8');
  const originalTexts = { VI: readFileSync(join(textsDir, 'VI.json'), 'utf8'), TH: readFileSync(join(textsDir, 'TH.json'), 'utf8'), EN: readFileSync(join(textsDir, 'EN.json'), 'utf8') };
  const shippedEnglish = JSON.parse(originalTexts.EN) as Record<string, string>;
  const withOwn = (language: 'VI' | 'TH' | 'EN', added: Record<string, unknown>) =>
    writeFileSync(join(textsDir, `${language}.json`), JSON.stringify({ ...(JSON.parse(originalTexts[language]) as Record<string, string>), ...added }, null, 2));
  try {
    withOwn('VI', { 'operator.vnlottoPicks': 'Vnlotto chọn cho bạn' });
    withOwn('TH', { 'operator.vnlottoPicks': 'Vnlotto คัดมาให้คุณ' });
    withOwn('EN', { 'operator.vnlottoPicks': 'Vnlotto picks for you', 'home.winners': "Today's big winners" });
    writeFileSync(merchantFile, original.replace('"titleKey": "home.hotGames"', '"titleKey": "operator.vnlottoPicks"'));
    await expect.poll(() => hotGamesTitleKey(request), { timeout: 10_000 }).toBe('operator.vnlottoPicks');

    await openInEnglish(page, 'vnlotto');
    await expect(page.getByRole('heading', { name: 'Vnlotto picks for you' })).toBeVisible();
    await expect(page.getByRole('heading', { name: "Today's big winners" })).toBeVisible();

    // A text that is not a string: refused, the last good texts keep serving.
    const refusedBefore = refusals();
    withOwn('EN', { 'operator.vnlottoPicks': 'Broken edit', 'home.winners': 42 });
    await expect.poll(refusals, { timeout: 5_000 }).toBeGreaterThan(refusedBefore);
    expect(await englishTexts(request)).toEqual({ ...shippedEnglish, 'operator.vnlottoPicks': 'Vnlotto picks for you', 'home.winners': "Today's big winners" });
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Vnlotto picks for you' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Broken edit' })).toHaveCount(0);
  } finally {
    writeFileSync(merchantFile, original);
    writeFileSync(join(textsDir, 'VI.json'), originalTexts.VI);
    writeFileSync(join(textsDir, 'TH.json'), originalTexts.TH);
    writeFileSync(join(textsDir, 'EN.json'), originalTexts.EN);
    await expect.poll(() => hotGamesTitleKey(request), { timeout: 10_000 }).toBe('home.hotGames');
    await expect.poll(() => englishTexts(request), { timeout: 10_000 }).toEqual(shippedEnglish);
  }
});
