// The moving blocks load with their own chunk (no weight on the guest's first load); until they
// arrive, and in the server's markup, an empty box of the same size holds their place (CLS 0).
import { lazy, Suspense } from 'react';
import type { BlockOf } from '../registry.tsx';

const loadMotion = () => import('./motion.tsx');
const Jackpot = lazy(() => loadMotion().then((m) => ({ default: m.JackpotCounterBlock })));
const Ticker = lazy(() => loadMotion().then((m) => ({ default: m.WinnersTickerBlock })));

export function JackpotCounterBlock({ block }: { block: BlockOf<'jackpotCounter'> }) {
  return <Suspense fallback={<section className="block jackpot" aria-hidden="true" />}><Jackpot block={block} /></Suspense>;
}

export function WinnersTickerBlock({ block }: { block: BlockOf<'winnersTicker'> }) {
  return <Suspense fallback={<section className="block winners-ticker" aria-hidden="true" />}><Ticker block={block} /></Suspense>;
}
