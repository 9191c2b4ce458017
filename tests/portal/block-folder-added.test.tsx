// Adding a block type is adding its folder, nothing else: a folder no shipped code names
// (tests/fixtures/blocks/noticeBar: block.json and screen.tsx), read as one more block folder,
// is a type the merchant validator accepts in a screen (and refuses with file, line and pointer
// when a setting is wrong), a member of the generated `Block` union, and a component of the
// registry built from the folders. Without the folder the same config is refused.
import { fileURLToPath } from 'node:url';
import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { merchantTypes } from '../../scripts/gen-types.ts';
import { loadMerchants } from '../../src/shared/config/index.ts';
import { blockFolders, blocksDir } from '../../src/shared/config/block-folders.ts';
import { registeredBlockTypes, screenRegistry, type BlockComponent } from '../../src/portal/engine/registry.tsx';
import { createFixture, positionOf } from '../unit/helpers/merchant-fixture.ts';

const fixtureBlocks = fileURLToPath(new URL('../fixtures/blocks/', import.meta.url));
const withFixtureFolder = () => {
  blockFolders.dirs = [blocksDir, fixtureBlocks];
};

afterEach(() => {
  blockFolders.dirs = [blocksDir];
});

/** bdwin's home with a notice bar (its settings as given) first. */
function homeWithNoticeBar(settings: string) {
  const fixture = createFixture(['bdwin']);
  const text = fixture.edit('bdwin', '"blocks": [\n        { "type": "bannerCarousel"', `"blocks": [\n        { "type": "noticeBar", ${settings} },\n        { "type": "bannerCarousel"`);
  return { text, check: () => loadMerchants(fixture.merchantsDir, { localesDir: fixture.localesDir }).problems };
}

describe('a block type added as a folder', () => {
  it('validates: the merchant validator knows it from the folder, and refuses it without', () => {
    const { text, check } = homeWithNoticeBar('"textKey": "home.more", "tone": "warning"');
    const without = check();
    expect(without).toEqual([expect.objectContaining({ pointer: '/screens/home/blocks/0/type', keyword: 'discriminator', ...positionOf(text, '"noticeBar"') })]);
    expect(without[0]?.message).toMatch(/^'noticeBar' is not a block type; expected one of /);
    withFixtureFolder();
    expect(check()).toEqual([]);
  });

  it('refuses a wrong setting of the new type at the value, with its file, line and pointer', () => {
    withFixtureFolder();
    const { text, check } = homeWithNoticeBar('"textKey": "home.more", "tone": 3');
    const problems = check();
    expect(problems).toEqual([expect.objectContaining({ pointer: '/screens/home/blocks/0/tone', keyword: 'enum', ...positionOf(text, '3 }') })]);
    expect(problems[0]?.file).toMatch(/bdwin[/\\]merchant\.json$/);
    expect(problems[0]?.message).toMatch(/info, warning/);
  });

  it('types: the generated Block union has it, with its settings', async () => {
    expect((await merchantTypes()).text).not.toContain('NoticeBarBlock');
    withFixtureFolder();
    const { text } = await merchantTypes();
    expect(text).toMatch(/export type Block =[^;]*\| NoticeBarBlock\b/);
    expect(text).toMatch(/export interface NoticeBarBlock \{[^}]*type: 'noticeBar';[^}]*textKey: string;[^}]*tone\?: 'info' \| 'warning';/);
  }, 120_000);

  it('renders: the registry built from the folders has its component', async () => {
    const registry = screenRegistry({
      ...import.meta.glob<BlockComponent>('../../src/portal/blocks/*/screen.tsx', { eager: true, import: 'default' }),
      ...import.meta.glob<BlockComponent>('../fixtures/blocks/*/screen.tsx', { eager: true, import: 'default' }),
    });
    expect([...registry.keys()].sort()).toEqual([...registeredBlockTypes(), 'noticeBar'].sort());
    const NoticeBar = registry.get('noticeBar')!;
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'EN', resources: { EN: { translation: { 'home.more': 'More' } } }, keySeparator: false, nsSeparator: false });
    const html = renderToStaticMarkup(<I18nextProvider i18n={i18n}><NoticeBar block={{ type: 'noticeBar', textKey: 'home.more', tone: 'warning' } as never} /></I18nextProvider>);
    expect(html).toBe('<p class="block notice-bar" data-tone="warning">More</p>');
  });
});
