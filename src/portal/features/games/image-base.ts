// The image host for game tiles: one of the permission response's image CDNs (spec section 9).
import { useEffect, useState } from 'react';
import { loadPermission, pickHost } from './api.ts';

export function useImageBase(): string {
  const [base, setBase] = useState('/');
  useEffect(() => {
    let live = true;
    loadPermission().then((p) => live && setBase(pickHost(p.imageCDNs) ?? '/'), () => undefined);
    return () => {
      live = false;
    };
  }, []);
  return base;
}
