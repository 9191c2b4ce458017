// A block type brings its texts in its folder (<type>/texts/<LANG>.json): a page block that no
// shipped locale knows (tests/fixtures/page-blocks/tipsPanel) renders its folder's texts in the
// page's language on its first render, a merchant's own text for a key still wins, and a switch of
// language brings the new language's. The shipped blocks whose texts are only theirs keep them in
// their folders, not in the shared locale files.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import i18next from 'i18next';
import { Suspense, type ComponentType } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { pageRegistry } from '../../src/portal/blocks/registry.tsx';
import { blockTexts, folderTexts } from '../../src/portal/blocks/texts.ts';
import type { BlockLoader, BlockProps } from '../../src/portal/blocks/types.ts';
import { I18N_OPTIONS } from '../../src/portal/i18n/options.ts';
import { repoRoot } from '../../src/shared/config/paths.ts';

const localesDir = join(repoRoot, 'src/shared/i18n/locales');
const shipped = (code: string) => JSON.parse(readFileSync(join(localesDir, `${code}.json`), 'utf8')) as Record<string, string>;
const loaders = import.meta.glob<BlockLoader>('../fixtures/page-blocks/*/block.tsx', { eager: true, import: 'load' });
const fixtureTexts = import.meta.glob<Record<string, string>>('../fixtures/page-blocks/*/texts/*.json', { import: 'default' });

async function html(Block: ComponentType<BlockProps>): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <I18nextProvider i18n={i18next}>
      <Suspense fallback="loading">
        <Block block={{ id: 'tips', type: 'tipsPanel' }} />
      </Suspense>
    </I18nextProvider>,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

beforeEach(async () => {
  // The page's language with its shipped texts only.
  if (i18next.isInitialized) for (const code of ['TH', 'JA']) i18next.removeResourceBundle(code, 'translation');
  await i18next.init({ ...I18N_OPTIONS, lng: 'TH', resources: { TH: { translation: shipped('TH') } } });
});

describe('texts in a block folder', () => {
  // First: every loader made below keeps its loaded blocks' texts in whatever language i18next takes.
  it('without its folder\'s texts the same block shows raw keys', async () => {
    const registry = pageRegistry(loaders, () => Promise.resolve());
    expect(await html(registry.component('tipsPanel')!)).toContain('<h2>tipsPanel.title</h2>');
  });

  it('a new block type\'s texts come from its folder only, in on its first render', async () => {
    expect(readdirSync(localesDir).filter((file) => 'tipsPanel.title' in shipped(file.replace('.json', '')))).toEqual([]);
    const registry = pageRegistry(loaders, folderTexts(fixtureTexts));
    expect(registry.types()).toEqual(['tipsPanel']);
    const page = await html(registry.component('tipsPanel')!);
    expect(page).toContain('<h2>เคล็ดลับวันนี้</h2>');
    expect(page).toContain('<p>3 เคล็ดลับ</p>');
    expect(page).not.toContain('tipsPanel.');
  });

  it('a merchant\'s own text for a block\'s key stays over the folder\'s', async () => {
    i18next.addResourceBundle('TH', 'translation', { 'tipsPanel.title': 'เคล็ดลับของเรา' }, true, true);
    const page = await html(pageRegistry(loaders, folderTexts(fixtureTexts)).component('tipsPanel')!);
    expect(page).toContain('<h2>เคล็ดลับของเรา</h2>');
  });

  it('a switch of language brings the loaded block\'s texts in the new language (English for one without a file)', async () => {
    const load = folderTexts(fixtureTexts);
    await load('tipsPanel');
    await i18next.changeLanguage('JA');
    // The new language's file loads after the switch: wait for it rather than for a fixed time.
    await vi.waitFor(() => expect(i18next.t('tipsPanel.title')).toBe('Tips for today'));
  });

  it('the shipped blocks whose texts are only theirs hold them in their folders, and bring them', async () => {
    for (const type of ['myIncome', 'playLimits', 'statement', 'withdrawSummary', 'withdraw', 'withdrawHistory', 'referralInvite', 'referralStats', 'referralRules', 'referralFriends', 'rebateRates', 'lotteryPrizes', 'givenContracts', 'registerLinks', 'teamFigures', 'pointProducts', 'pointConvert', 'pointRedemptions', 'pointDetails', 'pointRules']) {
      const folder = join(repoRoot, 'src/portal/blocks', type, 'texts');
      expect(existsSync(join(folder, 'EN.json')), type).toBe(true);
      const keys = Object.keys(JSON.parse(readFileSync(join(folder, 'EN.json'), 'utf8')) as object);
      expect(keys.length, type).toBeGreaterThan(2);
      expect(keys.filter((key) => key in shipped('EN')), type).toEqual([]);
      await blockTexts(type);
      // A plural key is there in the page language's own forms (Thai has only _other).
      const plural = /_(zero|one|two|few|many|other)$/;
      expect(keys.filter((key) => !(plural.test(key) ? i18next.exists(key.replace(plural, ''), { count: 1 }) : i18next.exists(key))), type).toEqual([]);
    }
    expect(i18next.t('statement.opening')).toBe(JSON.parse(readFileSync(join(repoRoot, 'src/portal/blocks/statement/texts/TH.json'), 'utf8'))['statement.opening']);
  });
});
