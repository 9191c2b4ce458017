/**
 * Each merchant's home and slots list asked for once right after the platform starts listening:
 * the first request per merchant otherwise pays for loading the server rendering build, the first
 * React render, the announcements and the game catalogue (seconds), and that first visitor is
 * usually the one who matters. The pages are asked of this platform in-process (Fastify's inject), one after another in the background, so the answers go
 * through the same route, caches and render queue as a browser's; nobody waits for it, and a
 * failure is logged and forgotten.
 */
import type { FastifyInstance } from 'fastify';
import { nextTurn } from '../next-turn.ts';
import { RENDERED_HOME } from '../../shared/portal-boot.ts';

/** The pages worth warming: the home, and the slots list (the game catalogue behind every list). */
export const WARMED_PATHS = [RENDERED_HOME, '/rng'];

export interface WarmReport {
  /** `<merchant> <path> <status>` per page asked, in order. */
  pages: string[];
  ms: number;
}

/** `stopped` is asked before each page: a closing platform warms nothing more. */
export async function warmPortalPages(app: FastifyInstance, merchantCodes: readonly string[], stopped: () => boolean = () => false): Promise<WarmReport> {
  const started = performance.now();
  const pages: string[] = [];
  for (const code of merchantCodes) {
    for (const path of WARMED_PATHS) {
      // A request waiting is answered before the next page (nextTurn says why).
      await nextTurn();
      if (stopped()) break;
      try {
        const answer = await app.inject({ method: 'GET', url: path, headers: { merchant: code, 'accept-encoding': 'identity' } });
        pages.push(`${code} ${path} ${answer.statusCode}`);
      } catch (error) {
        app.log.warn(`Warming ${code} ${path} failed: ${error instanceof Error ? error.message : String(error)}`);
        pages.push(`${code} ${path} failed`);
      }
    }
  }
  const ms = Math.round(performance.now() - started);
  app.log.info({ pages: pages.length, ms }, 'portal pages warmed');
  return { pages, ms };
}
