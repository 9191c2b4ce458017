/**
 * The demo game provider lives on its own origin(s), the launch hosts: a framed game that shared
 * the portal's origin could lift its own sandbox (`allow-scripts allow-same-origin`). This module
 * decides which requests belong to which origin, and builds the portal's CSP, whose frame-src is
 * exactly those launch hosts (the permission response's `launchGameCDNs`).
 */

import { LOADER_CSP_SOURCE } from '../portal-page/inline-loader.ts';

/** The provider's pages, scripts and money API: the only paths a launch host answers. */
const GAME_PROVIDER_PATH = /^\/demo-games\/(slot|lottery|static\/|api\/)/;

export const isGameProviderPath = (url: string): boolean => GAME_PROVIDER_PATH.test(url);

/** The default launch host of a platform listening on `port` (Chromium resolves *.localhost to loopback). */
export const defaultGameOrigin = (port: number): string => `http://games.localhost:${port}`;

/** `host[:port]` of an origin as a Host header carries it (default ports dropped), or null. */
export function hostOfOrigin(origin: string): string | null {
  try {
    const url = new URL(origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.host.toLowerCase() : null;
  } catch {
    return null;
  }
}

/** Origins as the permission response lists them: http(s), no path, no duplicates. */
export function normaliseOrigins(origins: readonly string[]): string[] {
  const out = new Set<string>();
  for (const origin of origins) {
    try {
      const url = new URL(origin);
      if (url.protocol === 'http:' || url.protocol === 'https:') out.add(url.origin);
    } catch {
      // not an origin: ignored
    }
  }
  return [...out];
}

/** The portal's CSP: frames only from the launch hosts ('none' when there are none). */
export function portalCsp(launchOrigins: readonly string[]): string {
  return [
    "default-src 'self'",
    // The page's one inline script, the loader that starts the portal after the first paint.
    `script-src 'self' ${LOADER_CSP_SOURCE}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    `frame-src ${launchOrigins.length > 0 ? launchOrigins.join(' ') : "'none'"}`,
    "child-src 'none'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
