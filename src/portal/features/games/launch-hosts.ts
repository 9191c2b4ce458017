// Which frame URLs the portal accepts: http(s) URLs whose origin is one of the permission
// response's launch hosts. Anything else (another host, javascript:, data:) is refused.
export function normaliseOrigin(host: string): string | null {
  try {
    const url = new URL(host);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.origin;
  } catch {
    return null;
  }
}

export function isAllowedLaunchUrl(candidate: string, launchHosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.username || url.password) return false;
  return launchHosts.some((host) => normaliseOrigin(host) === url.origin);
}
