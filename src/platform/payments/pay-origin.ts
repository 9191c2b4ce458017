/**
 * The reference payment provider lives on its own origin (`pay.localhost:<port>` by default), like
 * the demo game provider: its checkout page is another site to the portal, and the only way money
 * arrives is its signed callback. This module decides which requests belong to that origin.
 */

/** The provider's pages and forms: the only paths the pay origin answers. */
const PAY_PROVIDER_PATH = /^\/pay\/(checkout|static\/)/;

export const isPayProviderPath = (url: string): boolean => PAY_PROVIDER_PATH.test(url);

export const defaultPayOrigin = (port: number): string => `http://pay.localhost:${port}`;

/** The configured pay origin, else pay.localhost on the port the request came in on. */
export function payOriginFor(origins: readonly string[], hostHeader: string | undefined): string {
  if (origins[0]) return origins[0];
  const port = /:(\d+)$/.exec(hostHeader ?? '')?.[1];
  return `http://pay.localhost${port ? `:${port}` : ''}`;
}
