// Router response (spec section 3): domainList and resources (resourceType, url, qrCodeUrl,
// labelNameEn). Fetched once per session and kept in session storage as `routers`.
import { useEffect, useState } from 'react';
import { apiCall } from '../api/portal-api.ts';
import { getSessionJson, setSession } from '../state/session.ts';

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

let pending: Promise<RoutersValue> | null = null;

export function loadRouters(): Promise<RoutersValue> {
  const cached = getSessionJson<RoutersValue>('routers');
  if (cached) return Promise.resolve(cached);
  pending ??= apiCall<RoutersValue>('domainRoute', undefined, undefined, { quiet: true })
    .then((value) => {
      const routers: RoutersValue = {
        ...value,
        domainList: (value?.domainList ?? []).map((d) => ({ ...d, speed: 0 })),
        resources: value?.resources ?? [],
      };
      setSession('routers', routers);
      return routers;
    })
    .catch(() => ({ domainList: [], resources: [] }));
  return pending;
}

export function useRouters(): RoutersValue | null {
  const [value, setValue] = useState<RoutersValue | null>(() => getSessionJson<RoutersValue>('routers'));
  useEffect(() => {
    let live = true;
    void loadRouters().then((v) => live && setValue(v));
    return () => {
      live = false;
    };
  }, []);
  return value;
}

/** A resource's URL when it exists and is http(s). */
export function resourceUrl(routers: RoutersValue | null, type: string): string | null {
  const found = routers?.resources?.find((r) => r.resourceType.toUpperCase() === type.toUpperCase());
  const url = found?.url ?? null;
  return url && /^https?:\/\//i.test(url) ? url : null;
}
