/**
 * Live merchant config: watches MERCHANTS_DIR and, shortly after a change, validates every merchant
 * again with the same loader as start-up. A valid set is served from the next request on; an
 * invalid one is refused with the same problem list start-up would print, and the last good set
 * keeps serving. Merchant added this way get no seed accounts (seeding runs at start-up only).
 */
import { watch, type FSWatcher } from 'node:fs';
import { MerchantConfigError, readMerchantConfigs, type MerchantRegistry } from './merchants.ts';

export interface MerchantWatchLog {
  info(message: string): void;
  error(message: string): void;
}

export interface MerchantWatcher {
  close(): void;
}

/** Editors write in bursts (truncate, write, rename): wait for the burst to end before reading. */
const SETTLE_MS = 150;

export function watchMerchants(dir: string, registry: MerchantRegistry, log: MerchantWatchLog): MerchantWatcher {
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  const reload = async () => {
    timer = undefined;
    try {
      const set = await readMerchantConfigs(dir);
      if (closed) return;
      registry.replace(set);
      log.info(`Merchant config reloaded from ${dir}: ${set.configs.map((c) => c.identity.code).join(', ')}`);
    } catch (error) {
      const problems = error instanceof MerchantConfigError ? error.message : `The merchant configuration cannot be read: ${(error as Error).message}`;
      log.error(`Merchant config change refused; the last good config keeps serving.\n${problems}`);
    }
  };
  let watcher: FSWatcher;
  try {
    // Recursive: merchant.json, branding files, texts/ and content/ in each merchant folder.
    watcher = watch(dir, { recursive: true }, () => {
      if (closed) return;
      clearTimeout(timer);
      timer = setTimeout(() => void reload(), SETTLE_MS);
    });
  } catch (error) {
    log.error(`Cannot watch ${dir} for merchant config changes (${(error as Error).message}); changes need a restart.`);
    return { close: () => undefined };
  }
  watcher.on('error', (error) => log.error(`Merchant config watcher stopped (${error.message}); changes need a restart.`));
  return {
    close() {
      closed = true;
      clearTimeout(timer);
      watcher.close();
    },
  };
}
