/// <reference types="vitest/config" />
import { build, defineConfig, type InlineConfig, type Plugin, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import { readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { textsPart, type TextsPart } from './src/shared/i18n/first-paint-keys.ts';
import { NATIVE_NAMES } from './src/shared/i18n/language-names.ts';
import { FLAG_DRAWINGS } from './src/shared/i18n/language-flags.ts';

const repoRoot = fileURLToPath(new URL('.', import.meta.url));
const platform = `http://127.0.0.1:${process.env.PORT ?? 8080}`;

/**
 * Writes .br and .gz next to each text asset, once at build time: the platform serves them
 * (`preCompressed`) instead of compressing on every request or sending ~3x the bytes.
 */
function precompress(): Plugin {
  return {
    name: 'portal-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const dir = options.dir ?? '';
      for (const file of Object.keys(bundle)) {
        if (!/\.(js|css|svg|json)$/.test(file)) continue;
        const data = readFileSync(join(dir, file));
        writeFileSync(`${join(dir, file)}.gz`, gzipSync(data, { level: 9 }));
        writeFileSync(`${join(dir, file)}.br`, brotliCompressSync(data));
      }
    },
  };
}

/**
 * `locales/<CODE>.json?texts=first|rest` is that part of the locale file (src/shared/i18n/
 * first-paint-keys.ts) as a module, so a guest's first visit downloads only the first screen's texts.
 */
function localeParts(): Plugin {
  return {
    name: 'portal-locale-parts',
    enforce: 'pre',
    transform(code, id, options) {
      const match = /\/locales\/[A-Z]{2}\.json\?texts=(first|signIn|rest)$/.exec(id);
      if (!match) return null;
      const part = textsPart(JSON.parse(code) as Record<string, string>, match[1] as TextsPart);
      // The first part also carries the language's own name and flag for the language switch's
      // button (src/portal/i18n/language-art.ts): the rest of the catalogue loads with the picker.
      // In the browser build it also holds the loaders of the other two parts, so the first-load
      // code carries one table of languages rather than three (each entry costs every guest's
      // first page); the server build imports every part itself.
      const language = /\/locales\/([A-Z]{2})\.json/.exec(id)![1]!;
      const file = JSON.stringify(id.slice(0, id.indexOf('?')));
      const art = `export const art = ${JSON.stringify({ name: NATIVE_NAMES[language] ?? language, flag: FLAG_DRAWINGS[language] ?? null })};`;
      const loaders = `export const signIn = () => import(${file} + '?texts=signIn');export const rest = () => import(${file} + '?texts=rest');`;
      const first = match[1] !== 'first' ? '' : options?.ssr ? art : art + loaders;
      return { code: `export default ${JSON.stringify(part)};${first}`, map: null, moduleType: 'js' };
    },
  };
}

/**
 * swr and wouter import use-sync-external-store/shim, a polyfill of useSyncExternalStore for React before 18
 * (a CommonJS module that checks for React's own at run time). React 19 has it: the portal's build
 * takes React's own, 0.2 KB gz less in a guest's first page. The server build keeps the shim.
 */
function reactSyncExternalStore(): Plugin {
  const id = '\0react-use-sync-external-store';
  return {
    name: 'portal-react-sync-external-store',
    enforce: 'pre',
    resolveId: (source) => (source === 'use-sync-external-store/shim' || source === 'use-sync-external-store/shim/index.js' ? id : null),
    load: (loaded) => (loaded === id ? "export { useSyncExternalStore } from 'react';" : null),
  };
}

/**
 * SWR carries a 230-character warning for its `strictServerPrefetchWarning` option, which the
 * portal never turns on; every guest downloaded it. The build keeps the warning, in a few words.
 */
function swrShortWarning(): Plugin {
  const long = /`Missing pre-initiated data for serialized key "\$\{key\}" during server-side rendering\.[^`]*`/;
  return {
    name: 'portal-swr-short-warning',
    apply: 'build',
    transform(code, id) {
      if (!id.includes('/node_modules/swr/dist/') || !long.test(code)) return null;
      return { code: code.replace(long, '`SWR: no data for key "${key}" while hydrating (strictServerPrefetchWarning)`'), map: null };
    },
  };
}

/**
 * i18next's debug warnings (printed only with its `debug` option, which the portal never sets)
 * carry paragraphs of advice; every guest downloaded them with the first page. The build keeps
 * each warning, in a few words. A text not found (a new i18next) is reported, not an error.
 */
const I18NEXT_SHORT_WARNINGS: Array<[string, string]> = [
  ["'This means something IS WRONG in your setup. You access the t function before i18next.init / i18next.loadNamespace / i18next.changeLanguage was done. Wait for the callback or Promise to resolve before accessing it!!!'", "'used before init'"],
  ["'Seems the loaded translations were in flat JSON format instead of nested. Either set keySeparator: false on init or make sure your translations are published in nested format.'", "'flat JSON: set keySeparator: false'"],
  ["'nesting options string contains interpolated variables with escapeValue: false — ' + 'if any of those values are attacker-controlled they can inject additional ' + 'nesting options (e.g. redirect lng/ns). Sanitise untrusted input before passing ' + 'it to t(), or keep escapeValue: true.'", "'nesting options with escapeValue: false: sanitise input'"],
  ["'backend: set callbackApi to declare the calling convention (true: read(language, namespace, callback) and create(languages, namespace, key, fallbackValue, callback, options); false: both return a promise or a value); guessing it from the number of parameters is deprecated'", "'backend: set callbackApi'"],
  ["'languageDetector: set callbackApi to declare how the async detect() answers (true: detect(callback); false: detect() returns a promise); guessing it from the number of parameters is deprecated'", "'languageDetector: set callbackApi'"],
  [`"language 'dev' is requested because fallbackLng is not set (its default is ['dev']); i18next v27 defaults to fallbackLng: false and loads and saves missing keys in the requested language instead. Set fallbackLng to your source language, or to 'dev' to keep this behavior"`, `"language 'dev' requested: set fallbackLng"`],
  [`"escapeValue renders '/' in a value as '&#x2F;' today; from v27 the default escape leaves '/' as it is"`, `"escapeValue: '/' escaped until v27"`],
];

function i18nextShortWarnings(): Plugin {
  return {
    name: 'portal-i18next-short-warnings',
    apply: 'build',
    transform(code, id) {
      if (!id.includes('/node_modules/i18next/dist/esm/')) return null;
      let out = code;
      for (const [long, short] of I18NEXT_SHORT_WARNINGS) {
        if (out.includes(long)) out = out.replaceAll(long, short);
        else this.warn(`i18next warning not found to shorten: ${long.slice(0, 60)}…`);
      }
      return { code: out, map: null };
    },
  };
}

/** main.tsx's dynamic imports that the page preloads (preloadApp): React DOM and the app. */
const PRELOADED_IMPORTS = ['/src/portal/app/PortalRoot.tsx', '/node_modules/react-dom/client.js'];

type Bundle = Record<string, { type: string; fileName: string; isEntry?: boolean; code?: string; moduleIds?: string[]; imports?: string[]; viteMetadata?: { importedCss: Set<string> } }>;

/**
 * The chunks a page loads at start: the entry with its static imports, and the preloaded dynamic
 * imports with theirs; and the CSS files they import, which the page carries (written into it by
 * the platform, portal-page/inline-css.ts), so none arrives late and moves the page.
 */
function startChunks(bundle: Bundle): { files: string[]; css: string[] } {
  const files = new Set<string>();
  const add = (file: string) => {
    const output = bundle[file];
    if (files.has(file) || output?.type !== 'chunk') return;
    // An entry that only imports the boot chunk (startChunkGroups holds main.tsx) is a facade
    // Vite drops from the page, which loads what it imports instead: not a file to preload.
    if (!(output.isEntry && /^(import"[^"]+";\s*)*$/.test(output.code ?? ''))) files.add(file);
    (output.imports ?? []).forEach(add);
  };
  for (const output of Object.values(bundle)) {
    // A preloaded import's chunk is a group of modules (startChunkGroups), not its facade.
    if (output.type === 'chunk' && (output.isEntry || PRELOADED_IMPORTS.some((end) => output.moduleIds?.some((id) => id.endsWith(end))))) add(output.fileName);
  }
  const css = new Set([...files].flatMap((file) => [...(bundle[file]?.viteMetadata?.importedCss ?? [])]));
  return { files: [...files], css: [...css] };
}

/**
 * The entry's stylesheet is written into every page by the platform (portal-page/inline-css.ts),
 * so no `<link>` to it exists on the page. Vite's loader for lazy chunks adds a `<link>` for each
 * CSS file a chunk depends on that the page does not link, the entry's included: the same 33 KB
 * again, after the theme's style. This drops the entry's CSS from every chunk's list of
 * dependencies (the `__vite__mapDeps` table and the indexes into it).
 */
function entryCssNotReloaded(): Plugin {
  return {
    name: 'portal-entry-css-not-reloaded',
    apply: 'build',
    enforce: 'post',
    generateBundle: { order: 'post', handler(_options, bundle) {
      const entryCss = new Set(startChunks(bundle).css);
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const table = /m\.f\|\|\(m\.f=(\[[^\]]*\])\)/.exec(output.code);
        if (!table) continue;
        const files = JSON.parse(table[1]!) as string[];
        const kept = files.flatMap((file, index) => (entryCss.has(file) ? [] : [index]));
        if (kept.length === files.length) continue;
        const newIndex = new Map(kept.map((old, index) => [old, index]));
        output.code = output.code
          .replace(table[0], () => `m.f||(m.f=${JSON.stringify(kept.map((index) => files[index]))})`)
          .replace(/__vite__mapDeps\(\[([\d,]*)\]\)/g, (_call, list: string) => {
            const indexes = list.split(',').filter(Boolean).map(Number).filter((index) => newIndex.has(index));
            return `__vite__mapDeps([${indexes.map((index) => newIndex.get(index)).join(',')}])`;
          });
      }
    } },
  };
}

/**
 * main.tsx imports React DOM and the app (app/PortalRoot.tsx) dynamically, so each evaluates in a
 * task of its own after the boot's. A dynamic chunk is fetched only when imported; this lists it and
 * the chunks it needs as `<link rel="modulepreload">` in the page, so it downloads alongside the
 * entry instead of a round trip later, and links their CSS, which the platform writes into the
 * page like the entry's.
 */
function preloadApp(): Plugin {
  return {
    name: 'portal-preload-app',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const { files, css } = startChunks(context.bundle ?? {});
        const links = [
          ...files.filter((file) => !html.includes(`/${file}"`)).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
          ...css.filter((file) => !html.includes(`/${file}"`)).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
        ];
        return html.replace('</head>', () => `  ${links.join('\n    ')}\n  </head>`);
      },
    },
  };
}

/**
 * A second build run after the portal's, into a folder of the portal's output directory (the
 * directory is known only once the config resolves: the tests and benchmarks build into /tmp).
 */
function buildAfterPortal(name: string, folder: string, config: (outDir: string) => InlineConfig): Plugin {
  let outDir = '';
  return {
    name,
    apply: 'build',
    configResolved(resolved) {
      outDir = resolved.build.outDir;
    },
    async closeBundle() {
      await build({ configFile: false, publicDir: false, logLevel: 'warn', ...config(join(outDir, folder)) });
    },
  };
}

/**
 * The payments desk (src/desk, served at /desk) is its own build, into <outDir>/desk, run after
 * the portal's: a separate module graph, so the portal's chunks do not change by a byte whatever
 * the desk imports. Every `vite build` (npm start, the benchmarks, the browser tests) makes both.
 */
const deskBuild = () => buildAfterPortal('desk-build', 'desk', (outDir) => ({
  root: `${repoRoot}src/desk`,
  base: '/desk/',
  plugins: [react(), precompress()],
  build: { outDir, emptyOutDir: true, sourcemap: false },
}));

/**
 * Server rendering (issue 11, item 6): src/portal/entry-server.tsx built for Node into
 * <outDir>/server/entry-server.js after the portal's build, with every dependency bundled in
 * (`noExternal`), so the platform can import it from any build directory (the tests build into
 * /tmp). The platform never serves that folder (routes/portal.ts).
 */
const ssrBuild = () => buildAfterPortal('portal-ssr-build', 'server', (outDir) => ({
  root: `${repoRoot}src/portal`,
  plugins: [localeParts(), react()],
  ssr: { noExternal: true, target: 'node' },
  // React's production build on the server too, whatever NODE_ENV the platform runs with.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  // One file: a lazy chunk importing "../entry-server.js" would load the entry a second time
  // beside the platform's `?v=` import (ssr.ts), with its own module state and memory.
  build: { ssr: 'entry-server.tsx', outDir, emptyOutDir: true, sourcemap: false, copyPublicDir: false, rolldownOptions: { output: { codeSplitting: false, charset: 'ascii', comments: false } } },
}));

type ChunkGroup = Rolldown.CodeSplittingGroup;
type ChunkingContext = Parameters<Extract<ChunkGroup['name'], (...args: never[]) => unknown>>[1];

/**
 * A guest's first load in two chunks (issue 11, item 6), plus the bundler's runtime helpers: the
 * boot (main.tsx, the app it imports, app/PortalRoot.tsx, and all they use) and React DOM, which
 * main.tsx imports dynamically so its 200 KB evaluate in a task of their own. Left to itself the
 * bundler cut the start into some 27 files, one per set of modules shared with a lazy part (React,
 * i18next, the query layer, each icon...): a guest fetched them all at start, and gzip, which
 * compresses each file alone, cost 5 KB more than for the same code in a few files.
 * The app was a third chunk, evaluated in a task of its own too; merged into the boot it costs
 * 1.3 KB gz less, and its evaluation (29 KB, mostly declarations) made no difference that five
 * runs at 4x CPU could tell (median longest task bdwin 170 -> 134 ms, cnstar 239 -> 191 ms on a
 * loaded machine: noise), so the split did not pay for itself.
 * Each group names its roots; the bundler adds what they use (includeDependenciesRecursively, which
 * follows only the exports in use: a barrel such as lucide-react's index adds just the icons used).
 * The boot group goes first, so what React DOM shares with the app stays in it and React DOM's
 * chunk needs nothing but the boot's. It is named `index`, as the entry was, and holds main.tsx:
 * the entry the bundler emits is then only `import "./index-….js"`, which Vite replaces in the
 * page by the group's own script (and the runtime's, shared with every lazy chunk).
 */
function startChunkGroups(): ChunkGroup[] {
  let roots: Map<string, string> | null = null;
  /** The module main.tsx imports dynamically whose id ends with `end`. */
  const dynamicImportOfMain = (context: ChunkingContext, main: string, end: string): string => {
    const found = context.getModuleInfo(main)?.dynamicallyImportedIds.find((id) => id.endsWith(end));
    if (!found) throw new Error(`vite.config.ts startChunkGroups: main.tsx no longer imports ${end} dynamically`);
    return found;
  };
  const groupOf = (id: string, context: ChunkingContext): string | undefined => {
    if (!roots) {
      const main = `${repoRoot}src/portal/main.tsx`;
      const [app, reactDom] = PRELOADED_IMPORTS.map((end) => dynamicImportOfMain(context, main, end)) as [string, string];
      roots = new Map([[main, 'index'], [app, 'index'], [reactDom, 'react-dom']]);
    }
    return roots.get(id);
  };
  return ['index', 'react-dom'].map((group, index) => ({
    debugName: group,
    priority: 2 - index,
    name: (id: string, context: ChunkingContext) => (groupOf(id, context) === group ? group : null),
  }));
}

/**
 * The dialog (ui/Dialog.tsx, the portal's Modal, the focus trap) in one chunk: every overlay
 * loads it with its first showing (a sign-in form on cnstar's first screen), and left to itself
 * the bundler cut it into a file per set of users, each gzipped alone (0.3 KB more).
 */
function dialogChunkGroup(): ChunkGroup {
  // With them the small modules every sign-in dialog needs (its fields' input attributes, the
  // change-password modal's loader): one file fewer each, on cnstar's first screen among others.
  const members = ['/src/portal/ui/Dialog.tsx', '/src/portal/shell/Modal.tsx', '/src/shared/ui/focus-trap.ts', '/src/portal/shell/field-input.ts', '/src/portal/features/changePassword/index.ts'];
  return { debugName: 'dialog', priority: 0, name: (id: string) => (members.some((end) => id.endsWith(end)) ? 'Dialog' : null) };
}

/**
 * A page of blocks (engine/page.tsx) in one chunk with the page filter its blocks share: apart,
 * the bundler made a file of each module the page shares with a block, and every such file's name
 * sits in the first load's preload table.
 */
function pageChunkGroup(): ChunkGroup {
  const members = ['/src/portal/engine/page.tsx', '/src/portal/engine/use-page-filter.ts', '/src/portal/engine/page-filter.ts', '/src/portal/engine/FilterPanel.tsx'];
  return { debugName: 'page', priority: 0, name: (id: string) => (members.some((end) => id.endsWith(end)) ? 'page' : null) };
}

/**
 * The filters the list folders declare (blocks/<type>/filter.ts) in one chunk with the date
 * ranges they read: the filter block imports every folder's filter and each list block its own,
 * so apart each filter and the range code were a file of their own, each name in the first load's
 * preload table. No component or style in it: its list blocks' loaders then name one file more.
 */
function filtersChunkGroup(): ChunkGroup {
  const member = (id: string) => /\/src\/portal\/blocks\/([A-Za-z0-9]+\/filter|listFilter\/(date-range|filtered-list|use-filter-range|range))\.ts$/.test(id);
  return { debugName: 'filters', priority: 0, name: (id: string) => (member(id) ? 'filters' : null) };
}

// The portal's sources live in src/portal; the repo root stays the fixed top level.
export default defineConfig({
  root: `${repoRoot}src/portal`,
  publicDir: false,
  plugins: [localeParts(), reactSyncExternalStore(), swrShortWarning(), i18nextShortWarnings(), react(), entryCssNotReloaded(), preloadApp(), precompress(), deskBuild(), ssrBuild()],
  build: {
    outDir: `${repoRoot}dist`,
    emptyOutDir: true,
    // Source maps stay out of the served bundle; CSP forbids eval, so no eval-based dev maps leak either.
    sourcemap: false,
    rolldownOptions: { output: { codeSplitting: { groups: [...startChunkGroups(), dialogChunkGroup(), pageChunkGroup(), filtersChunkGroup()] } } },
    // Vite's modulepreload polyfill (0.4 KB gz in the entry) serves browsers without
    // <link rel="modulepreload"> (Safari before 17): they still run the portal, fetching each
    // preloaded chunk when it is imported instead of alongside the entry.
    // The change-password modal opens from the first screen's modal host (a forced change at
    // sign-in), so its loader sits in the first load; its 19-file preload list would cost every
    // guest 0.4 KB for a modal few ever see. It loads its files when it opens instead.
    modulePreload: { polyfill: false, resolveDependencies: (file, deps) => (/ChangePassModal-/.test(file) ? [] : deps) },
  },
  server: {
    // `npm run dev` proxies the protocol prefixes to the reference platform (npm start).
    proxy: { '/desk': platform, '/wps': platform, '/lgw': platform, '/lotto': platform, '/dev': platform, '/idp': platform, '/demo-games': platform },
  },
  test: {
    root: repoRoot,
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    exclude: ['tests/browser/**', 'node_modules/**'],
    globalSetup: ['tests/setup/pglite-template.ts'],
    setupFiles: ['tests/setup/call-schemas.ts', 'tests/setup/pglite-from-template.ts', 'tests/setup/password-cost.ts'],
    // Type-level tests (*.test-d.ts): tsc checks them; an @ts-expect-error that no longer errs fails.
    typecheck: { enabled: true, include: ['tests/**/*.test-d.ts'], tsconfig: 'tsconfig.type-tests.json' },
    // Vitest's default on a run is one worker fewer than the cores: one on a 2-core machine, which
    // would leave a core idle; two keep both busy.
    maxWorkers: Math.max(2, availableParallelism()),
    // A worker runs its files one after another in one module graph, not each in a fresh one:
    // every platform test file imports the same few hundred modules (Fastify, PGlite, the
    // platform), and loading them again for each file costs more CPU than anything but the tests
    // themselves. So a test file restores what it changes in a shared module (a cost, a mock, an
    // environment variable), as tests/platform/login-same-work.test.ts does.
    isolate: false,
    testTimeout: 30_000,
    // A platform start (migrations, seed) takes 2-5 s alone but a minute when the machine is busy.
    hookTimeout: 180_000,
    env: {
      // The tests read SMS codes, captcha answers and TOTP codes from the /dev endpoints.
      DEV_TOOLS: '1',
      // Platforms started by tests log every request: to a file, so test output stays readable.
      LOG_FILE: process.env.LOG_FILE ?? join(tmpdir(), 'portal-vitest-platform.log'),
      // Every API test is a call schema test: replies are checked against schemas/api (tests/setup/call-schemas.ts).
      CALL_SCHEMA_CHECK: '1',
    },
  },
});
