// Server rendering of a guest's home, with the real build (vite build writes
// the client, the desk and <dist>/server/entry-server.js): each merchant's page at `/` carries its
// shell and home blocks as markup in its default language, says so in the boot data (the portal
// hydrates only then), escapes operator text, and renders again when the merchant config changes.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PORTAL_BOOT_ID } from '../../src/shared/portal-boot.ts';
import { GAME_PAGE_SIZE } from '../../src/shared/games/index.ts';
import { SERVER_TILES } from '../../src/portal/features/games/GameGrid.tsx';
import { startTestPlatform, type TestPlatform } from './helpers.ts';

const repo = join(import.meta.dirname, '../..');
// scripts/test.sh builds the portal once for the whole run (PORTAL_E2E_DIST_DIR) before vitest
// starts: that build, read only, rather than a second one of the same sources here.
const runBuild = process.env.PORTAL_E2E_DIST_DIR;
const sharedBuild = Boolean(runBuild && existsSync(join(runBuild, 'index.html')) && existsSync(join(runBuild, 'server')));
const dist = sharedBuild ? runBuild! : mkdtempSync(join(tmpdir(), 'ssr-dist-'));
const merchantsDir = mkdtempSync(join(tmpdir(), 'ssr-merchants-'));
cpSync(join(repo, 'merchants'), merchantsDir, { recursive: true });
const HOSTILE = '</script><script>alert(1)</script>';
const editConfig = (code: string, edit: (config: any) => void) => {
  const file = join(merchantsDir, code, 'merchant.json');
  const config = JSON.parse(readFileSync(file, 'utf8'));
  edit(config);
  writeFileSync(file, JSON.stringify(config, null, 2));
};
// An operator's display name that tries to become markup (it is the logo's alt text).
editConfig('cnstar', (c) => {
  c.identity.displayName = HOSTILE;
});
const locale = (language: string) => JSON.parse(readFileSync(join(repo, 'src/shared/i18n/locales', `${language}.json`), 'utf8')) as Record<string, string>;
const homeBlocks = (code: string) => (JSON.parse(readFileSync(join(merchantsDir, code, 'merchant.json'), 'utf8')).screens.home.blocks as { type: string }[]).map((b) => b.type);

let t: TestPlatform;
const reloads: string[] = [];

beforeAll(async () => {
  if (!sharedBuild) {
    // As npm start builds it (vitest's NODE_ENV=test would give the development JSX runtime).
    const build = spawnSync('npx', ['vite', 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'], { cwd: repo, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } });
    if (build.status !== 0) throw new Error(`vite build failed:\n${build.stderr}`);
  }
  t = await startTestPlatform({ distDir: dist, merchantsDir, games: true, watchMerchants: { log: { info: (line) => reloads.push(line), error: (line) => reloads.push(line) } } });
  // The first page loads the server build and the game catalogue: on a loaded machine that took
  // longer than a test's limit, so it is paid here, under the hook's.
  await fetch(t.url, { headers: { Merchant: 'bdwin' } });
}, 300_000);
afterAll(async () => {
  await t?.close();
  if (!sharedBuild) rmSync(dist, { recursive: true, force: true });
  rmSync(merchantsDir, { recursive: true, force: true });
});

const page = async (merchant: string, path = '/') => (await fetch(t.url + path, { headers: { Merchant: merchant } })).text();
const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'), html.indexOf(`<script id="${PORTAL_BOOT_ID}"`));
const bootOf = (html: string) => JSON.parse(new RegExp(`<script id="${PORTAL_BOOT_ID}" type="application/json">([\\s\\S]*?)</script>`).exec(html)![1]!);

describe('server-rendered home', () => {
  it.each([
    ['bdwin', 'BN', '/'],
    ['vnlotto', 'VI', '/'],
    // cnstar sends guests to the login first: its home is served as /login, home with the dialog.
    ['cnstar', 'CN', '/login'],
  ])('%s: the shell and every home block in its default language, marked for hydration', async (code, language, rendered) => {
    const html = await page(code);
    const root = rootOf(html);
    const texts = locale(language);
    expect(root).toContain('<header class="site-header">');
    expect(root).toContain('<nav class="main-nav"');
    expect(root).toContain('<footer class="site-footer">');
    expect(root).toContain('<nav class="tab-bar"');
    for (const type of homeBlocks(code)) expect(root, type).toContain(`data-block="${type}"`);
    expect(root).toContain(`>${texts['auth.login']}</button>`);
    // The placeholder is gone; the boot data says what is rendered and in which language.
    expect(root).not.toContain('class="boot"');
    expect(bootOf(html)).toMatchObject({ rendered, language });
    // The logo's preload went to the head, not into #root.
    expect(root).not.toContain('<link');
    expect(html.slice(0, html.indexOf('</head>'))).toContain('<link rel="preload" as="image" href="/merchant-assets/logo.svg"/>');
  });

  it('the banners and notices are in the markup, and a notice published at run time is in the next page', async () => {
    const banner = JSON.parse(readFileSync(join(merchantsDir, 'bdwin', 'content', 'BN.json'), 'utf8')).banners[0];
    const before = await page('bdwin');
    expect(rootOf(before)).toContain(`<p class="banner-title">${banner.title}</p>`);
    expect(bootOf(before).announcements.banners[0].title).toBe(banner.title);
    const title = `Server notice ${Date.now()} <b>`;
    const published = await t.raw('POST', '/dev/announcements', { merchant: 'bdwin', body: { kind: 'player', language: 'BN', title, content: 'x' } });
    expect(published.status).toBe(200);
    const after = await page('bdwin');
    // The marquee line shows the player notices' titles; operator text stays text.
    expect(rootOf(after)).toContain(title.replace('<', '&lt;').replace('>', '&gt;'));
    expect(bootOf(after).announcements.player[0].title).toBe(title);
  });

  it("vnlotto's lottery groups are in the markup and the boot data, as the block asks for them; a home without the block has none", async () => {
    const html = await page('vnlotto');
    const boot = bootOf(html);
    const asked = await (await fetch(`${t.url}/lgw/games/lottery_groups?vassalage=TCG_LOTTO_VN&language=VI`, { headers: { Merchant: 'vnlotto' } })).json();
    expect(boot.lotteryGroups).toEqual({ request: { vassalage: 'TCG_LOTTO_VN' }, value: asked.value });
    const first = boot.lotteryGroups.value[0];
    expect(first.gameMenus.length).toBeGreaterThan(0);
    // The groups' links are drawn on the server: the block no longer grows when its answer comes.
    const block = rootOf(html).slice(rootOf(html).indexOf('data-block="lotteryGroups"'));
    expect(block).toContain(`>${first.gameMenus[0].gameName}</a>`);
    expect(block.slice(0, block.indexOf('</section>'))).not.toContain('role="status"');
    expect(bootOf(await page('bdwin')).lotteryGroups).toBeUndefined();
  });

  it('escapes operator text in the markup: a display name stays text', async () => {
    const html = await page('cnstar');
    expect(rootOf(html)).toContain('alt="&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).not.toContain('<script>alert');
    expect(bootOf(html).config.identity.displayName).toBe(HOSTILE);
  });

  it('other paths get the page without markup (the portal renders them in the browser)', async () => {
    for (const path of ['/slots', '/register', '/promotions', '/member']) {
      const html = await page('bdwin', path);
      expect(rootOf(html), path).toContain('<p class="boot">');
      expect(bootOf(html).rendered, path).toBeUndefined();
    }
  });

  it('renders again when the merchant config changes (live reload), not before', async () => {
    const first = rootOf(await page('vnlotto'));
    expect(rootOf(await page('vnlotto'))).toBe(first);
    const before = reloads.length;
    editConfig('vnlotto', (c) => {
      c.identity.displayName = 'VN Lotto Mới';
    });
    await expect.poll(() => reloads.length, { timeout: 10_000 }).toBeGreaterThan(before);
    const next = rootOf(await page('vnlotto'));
    expect(next).toContain('alt="VN Lotto Mới"');
    expect(next).not.toBe(first);
  });

  it('the server build is one file of plain ASCII: nothing loads it twice, its text is one byte a character', () => {
    // A lazy chunk importing "../entry-server.js" loaded a second copy of the whole entry beside
    // the platform's `?v=` import (its own React, stores and texts); a single non-ASCII character
    // makes V8 keep the whole source at two bytes a character.
    expect(readdirSync(join(dist, 'server'))).toEqual(['entry-server.js']);
    const source = readFileSync(join(dist, 'server', 'entry-server.js'), 'utf8');
    expect([...source].filter((char) => char.charCodeAt(0) > 0x7f)).toEqual([]);
  });

  it('the server build is not served to browsers', async () => {
    const response = await fetch(`${t.url}/server/entry-server.js`, { headers: { Merchant: 'bdwin' } });
    expect(response.status).toBe(404);
  });
});

describe('server-rendered /login: home with the login dialog', () => {
  const dialogOf = (html: string) => {
    const root = rootOf(html);
    const at = root.indexOf('role="dialog"');
    expect(at, 'a dialog in the markup').toBeGreaterThan(0);
    // Up to the end of the dialog: the overlays' toast stack follows it.
    return root.slice(root.lastIndexOf('<div', at), root.indexOf('<div class="toast-stack"', at));
  };

  it.each([
    ['bdwin', '/login', 'BN'],
    // A merchant that sends guests to the login first: its home and lists are served as /login.
    ['cnstar', '/', 'CN'],
    ['cnstar', '/rng', 'CN'],
    ['cnstar', '/login', 'CN'],
  ])('%s %s: the login form in the default language over the home, marked /login for hydration', async (code, path, language) => {
    const html = await page(code, path);
    const texts = locale(language);
    const dialog = dialogOf(html);
    expect(dialog).toContain(`<h2 id="`);
    expect(dialog).toContain(`>${texts['auth.login']}</h2>`);
    expect(dialog).toContain('aria-modal="true"');
    // The form itself, not a loading state: fields, submit, the way to register.
    expect(dialog).toContain('<form class="form loginModal"');
    expect(dialog).toMatch(/<input [^>]*name="username"/);
    expect(dialog).toMatch(/<input type="password" [^>]*name="password"/);
    expect(dialog).toContain(`>${texts['auth.submitLogin']}</button>`);
    expect(dialog).toContain(`>${texts['auth.register']}</button>`);
    expect(dialog).not.toContain('role="status"');
    // The home's blocks under it, and the boot data says /login was rendered.
    for (const type of homeBlocks(code)) expect(rootOf(html), type).toContain(`data-block="${type}"`);
    expect(bootOf(html)).toMatchObject({ rendered: '/login', language });
    expect(bootOf(html).games).toBeUndefined();
  });
});

describe('server-rendered game lists', () => {
  const firstPage = async (merchant: string, gameType: string) =>
    (await t.raw('GET', `/wps/relay/GCSGAME_gameList?gameType=${gameType}&gameClassify=ALL&pageNo=1&pageSize=${GAME_PAGE_SIZE}`, { merchant })).body.value as { list: { gameId: number; gameName: string }[]; totalCount: number };

  it.each([
    ['bdwin', '/rng', 'RNG', 'BN'],
    ['vnlotto', '/rng', 'RNG', 'VI'],
    ['bdwin', '/live', 'LIVE', 'BN'],
  ])('%s %s: the first page of tiles in the default language, and that page in the boot data', async (code, path, gameType, language) => {
    const html = await page(code, path);
    const root = rootOf(html);
    const boot = bootOf(html);
    const games = await firstPage(code, gameType);
    expect(boot).toMatchObject({ rendered: path, language, games: { gameType } });
    // The call's answer exactly, the portal's query layer takes it as its first page; the
    // markup's tiles have their art in the page (data: URLs of what the image's address answers),
    // and only there: the browser takes it from the markup (features/games/server-art.ts).
    expect(boot.games.page).toEqual(games);
    expect(JSON.stringify(boot)).not.toContain('data:image/svg');
    for (const game of (games.list as unknown as { gameId: number; imagePath: string }[]).slice(0, SERVER_TILES)) {
      const src = new RegExp(`data-game-id="${game.gameId}"[^]*?<img src="([^"]*)"`).exec(root)?.[1] ?? '';
      const art = src.replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&');
      expect(art.startsWith('data:image/svg+xml,'), game.imagePath).toBe(true);
      const served = await fetch(`${t.url}/${game.imagePath}`, { headers: { Merchant: code } });
      expect(served.status).toBe(200);
      expect(decodeURIComponent(art.slice('data:image/svg+xml,'.length))).toBe(await served.text());
    }
    // No tile of the markup asks the image host: the first screen's art needs no request.
    expect(root).not.toContain('src="/demo-games/img/');
    expect(root.match(/<img src="data:image\/svg\+xml,/g)?.length).toBe(Math.min(SERVER_TILES, games.totalCount));
    // A first screen of tiles in the markup; the rest of the page in the data only.
    expect(root.match(/role="listitem"/g)?.length).toBe(Math.min(SERVER_TILES, games.totalCount));
    for (const game of games.list.slice(0, SERVER_TILES)) expect(root).toContain(`data-game-id="${game.gameId}"`);
    for (const game of games.list.slice(SERVER_TILES)) expect(root).not.toContain(`data-game-id="${game.gameId}"`);
    expect(root).toContain(`<h1 id="section-title">${locale(language)[`nav.${path.slice(1)}`]}</h1>`);
    // The rendered list is a plain grid until the browser knows its width (GameGrid).
    expect(root).toContain('class="game-grid-static"');
    expect(root).not.toContain('class="boot"');
  });

  it('a list the address chooses gets no markup', async () => {
    for (const [code, path] of [['bdwin', '/rng?vassalage=PG'], ['bdwin', '/rng?page=HOT']] as const) {
      const html = await page(code, path);
      expect(rootOf(html), `${code} ${path}`).toContain('<p class="boot">');
      expect(bootOf(html).rendered, `${code} ${path}`).toBeUndefined();
      expect(bootOf(html).games, `${code} ${path}`).toBeUndefined();
    }
  });
});
