// The image host for game tiles: one of the permission response's image CDNs (spec section 9).
import { useMemo } from 'react';
import { pickHost, usePermission } from './api.ts';

export function useImageBase(): string {
  const permission = usePermission();
  const hosts = permission?.imageCDNs;
  return useMemo(() => (hosts ? pickHost(hosts) ?? '/' : '/'), [hosts]);
}
