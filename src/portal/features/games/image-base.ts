// The image host for game tiles: one of the permission response's image CDNs (spec section 9).
import { useMemo } from 'react';
import { pickHost, usePermission } from './api.ts';

/**
 * A host on the page's own origin as a root path: the art's addresses then read as they did
 * before the answer ('/'), so tiles drawn before it arrived stay as they are. The server's render
 * has no page origin, and keeps the host whole.
 */
export function ownOriginAsPath(host: string, origin = globalThis.location?.origin): string {
  return origin && host.startsWith(`${origin}/`) ? host.slice(origin.length) : host;
}

export function useImageBase(): string {
  const permission = usePermission();
  const hosts = permission?.imageCDNs;
  return useMemo(() => {
    const host = hosts ? pickHost(hosts) : null;
    return host === null ? '/' : ownOriginAsPath(host);
  }, [hosts]);
}
