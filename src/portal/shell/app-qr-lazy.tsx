// The app download QR codes load when first shown (the header's download dropdown, a download
// block), not with a guest's first visit, whose first screen shows none.
import { lazy, Suspense } from 'react';

const Codes = lazy(() => import('./AppQrCodes.tsx').then((m) => ({ default: m.AppQrCodes })));

export function LazyAppQrCodes() {
  return <Suspense fallback={null}><Codes /></Suspense>;
}
