// Router response (spec section 3): domainList and resources (resourceType, url, qrCodeUrl,
// labelNameEn). Fetched once per session and kept in session storage as `routers`.
import { useState } from 'react';
import { useCall } from '../api/query.ts';
import { getSessionJson, setSession } from '../state/session.ts';
import { useHydrated } from '../app/hydration.ts';

export interface RouterResource {
  resourceType: string;
  url?: string | null;
  qrCodeUrl?: string | null;
  labelNameEn?: string | null;
}

export interface RoutersValue {
  domainList?: { domain: string; speed?: number }[];
  resources?: RouterResource[];
}

/** The routers value, spread as the spec keeps it (speed 0 until measured); kept in session. */
function selectRouters(value: unknown): RoutersValue {
  const v = (value ?? {}) as RoutersValue;
  const routers: RoutersValue = {
    ...v,
    domainList: (v.domainList ?? []).map((d) => ({ ...d, speed: 0 })),
    resources: v.resources ?? [],
  };
  setSession('routers', routers);
  return routers;
}

/**
 * Fetched once per session (the session's copy first), through the query layer. The session's
 * copy shows from the render after hydration: the server's markup had none.
 */
export function useRouters(): RoutersValue | null {
  const [cached] = useState(() => getSessionJson<RoutersValue>('routers'));
  const hydrated = useHydrated();
  const result = useCall('domainRoute', { select: selectRouters, enabled: cached === null });
  if (cached) return hydrated ? cached : null;
  if (result.isError) return { domainList: [], resources: [] };
  return result.data ?? null;
}

/** A resource's URL when it exists and is http(s). */
export function resourceUrl(routers: RoutersValue | null, type: string): string | null {
  const found = routers?.resources?.find((r) => r.resourceType.toUpperCase() === type.toUpperCase());
  const url = found?.url ?? null;
  return url && /^https?:\/\//i.test(url) ? url : null;
}
