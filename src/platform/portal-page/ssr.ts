/**
 * Server rendering of a guest's home per merchant and language (issue 11, item 6), from the SSR
 * build of src/portal/entry-server.tsx (<dist>/server/entry-server.js, written by every `vite
 * build`: vite.config.ts portal-ssr-build). The platform never imports portal source: it loads
 * that built file at run time, like it serves the client build.
 *
 * A render depends only on the merchant config and the language, so it is kept per (config,
 * language): the merchant watcher (merchant-watch.ts) swaps in new config objects when an operator
 * edits a file, and the next page renders again. Renders run one at a time: the portal's store is
 * one module state. A missing build or a failing render serves the page without markup (the
 * portal then renders in the browser as before), never an error.
 */
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { MerchantConfig } from '../../generated/merchant.ts';

interface SsrModule {
  renderHome(input: { config: MerchantConfig; language: string; merchantTexts: Record<string, string> }): Promise<string>;
}

export interface HomeRenderer {
  /** The markup of a guest's home, or null when there is no server build or it failed. */
  render(config: MerchantConfig, language: string, merchantTexts: Record<string, string>): Promise<string | null>;
}

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
    render(config, language, merchantTexts) {
      const ssr = load();
      if (!ssr) return Promise.resolve(null);
      let byLanguage = cache.get(config);
      if (!byLanguage) cache.set(config, (byLanguage = new Map<string, Promise<string | null>>()));
      let html = byLanguage.get(language);
      if (!html) {
        html = queue.then(async () => (await ssr).renderHome({ config, language, merchantTexts })).catch((error: unknown) => {
          log.warn(`Server rendering of ${config.identity.code} (${language}) failed; the page is served without it: ${error instanceof Error ? error.stack ?? error.message : String(error)}`);
          return null;
        });
        queue = html;
        byLanguage.set(language, html);
      }
      return html;
    },
  };
}
