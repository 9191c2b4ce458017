/**
 * Server rendering of a guest's home (and game lists' first screen) per merchant and language, from the SSR
 * build of src/portal/entry-server.tsx (<dist>/server/entry-server.js, written by every `vite
 * build`: vite.config.ts portal-ssr-build). The platform never imports portal source: it loads
 * that built file at run time, like it serves the client build.
 *
 * A render depends only on the merchant config, the path, the language and the data it shows
 * (announcements, a game list's first page), so it is kept per config object and those: the merchant watcher
 * (merchant-watch.ts) swaps in new config objects when an operator edits a file, and a notice
 * published at run time changes the announcements; either way the next page renders again. Renders run one at a time: the portal's store is
 * one module state. A missing build or a failing render serves the page without markup (the
 * portal then renders in the browser as before), never an error.
 */
import { createHash } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { MerchantConfig } from '../../generated/merchant.ts';

export interface RenderInput {
  config: MerchantConfig;
  language: string;
  merchantTexts: Record<string, string>;
  announcements: unknown;
  /** `/` or a game list (RENDERED_GAME_LISTS); home when absent. */
  path?: string;
  /** A game list's first page (boot data). */
  games?: unknown;
  /** The home's lottery groups (boot data). */
  lotteryGroups?: unknown;
}

interface SsrModule {
  renderHome(input: RenderInput): Promise<string>;
}

export interface HomeRenderer {
  /** The markup of a guest's home, or null when there is no server build or it failed. */
  render(input: RenderInput): Promise<string | null>;
}

/** Renders kept per merchant config: a few pages, languages and announcement states, the newest. */
const KEPT_PER_CONFIG = 16;

export function createHomeRenderer(distDir: string, log: { warn(message: string): void }): HomeRenderer {
  const entry = join(distDir, 'server', 'entry-server.js');
  let module: { mtimeMs: number; loading: Promise<SsrModule> } | null = null;
  let cache = new WeakMap<MerchantConfig, Map<string, Promise<string | null>>>();
  let queue: Promise<unknown> = Promise.resolve();

  const load = (): Promise<SsrModule> | null => {
    if (!existsSync(entry)) return null;
    const { mtimeMs } = statSync(entry);
    if (module?.mtimeMs !== mtimeMs) {
      // A new build renders anew: its markup must match its own client code.
      cache = new WeakMap();
      module = { mtimeMs, loading: import(`${pathToFileURL(entry).href}?v=${mtimeMs}`) as Promise<SsrModule> };
    }
    return module.loading;
  };

  return {
    render(input) {
      const { config, language } = input;
      const ssr = load();
      if (!ssr) return Promise.resolve(null);
      let kept = cache.get(config);
      if (!kept) cache.set(config, (kept = new Map<string, Promise<string | null>>()));
      const key = `${input.path ?? '/'}:${language}:${createHash('sha256').update(JSON.stringify([input.announcements, input.games ?? null, input.lotteryGroups ?? null])).digest('base64url')}`;
      let html = kept.get(key);
      if (!html) {
        html = queue.then(async () => (await ssr).renderHome(input)).catch((error: unknown) => {
          log.warn(`Server rendering of ${config.identity.code} (${language}) failed; the page is served without it: ${error instanceof Error ? error.stack ?? error.message : String(error)}`);
          return null;
        });
        queue = html;
        kept.set(key, html);
        // Maps keep insertion order: the first key is the oldest.
        if (kept.size > KEPT_PER_CONFIG) kept.delete(kept.keys().next().value!);
      }
      return html;
    },
  };
}
