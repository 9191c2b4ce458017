// The moving blocks load with their own chunk, and only when the block comes near the screen: a
// guest who never scrolls to them downloads none of it (the first visit's JavaScript has a ceiling,
// tests/browser/guest-first-load.spec.ts). Until then, and in the server's markup, an empty box of
// the block's final size holds its place, so nothing shifts when it arrives (CLS 0). Their texts
// are not the first screen's: they come with the chunk, like any lazy part's.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { loadWithTimeout } from '../../app/lazy.ts';
import type { MotionBlockProps } from './motion.tsx';

const Motion = lazy(() => loadWithTimeout(() => import('./motion.tsx')).then((m) => ({ default: m.MotionBlock })));

/** The box each block's styles size (styles.css). */
const BOX = { jackpotCounter: 'jackpot', winnersTicker: 'winners-ticker' } as const;

export function MotionBlockWhenNear({ block }: MotionBlockProps) {
  const box = useRef<HTMLElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    // 200px ahead, so the block is usually ready when it is seen.
    const observer = new IntersectionObserver(([entry]) => {
      if (entry?.isIntersecting) {
        observer.disconnect();
        setNear(true);
      }
    }, { rootMargin: '200px' });
    observer.observe(box.current!);
    return () => observer.disconnect();
  }, []);
  const placeholder = <section ref={box} className={`block ${BOX[block.type]}`} aria-hidden="true" />;
  return near ? <Suspense fallback={placeholder}><Motion block={block} /></Suspense> : placeholder;
}
