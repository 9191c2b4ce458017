// A block whose component loads in its own chunk only when the block comes near the screen: a
// guest who never scrolls to it downloads none of it (the first visit's JavaScript has a ceiling,
// tests/browser/guest-first-load.spec.ts). Until then, and in the server's markup, an empty box of
// the block's final size (its class, sized in styles.css) holds its place, so nothing shifts when
// it arrives (CLS 0). Its texts are not the first screen's: they come with the chunk.
import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { loadWithTimeout } from '../../app/lazy.ts';

/** The component of a module (its default export), loaded when the block comes near. */
export function whenNear<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, boxClass: string): ComponentType<P> {
  const Found = lazy(() => loadWithTimeout(load));
  return function BlockWhenNear(props: P) {
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
    const placeholder = <section ref={box} className={`block ${boxClass}`} aria-hidden="true" />;
    return near ? <Suspense fallback={placeholder}><Found {...props} /></Suspense> : placeholder;
  };
}
