// Lazily loaded sections (spec section 2) with the 120 s chunk timeout (spec section 9): a chunk
// that does not arrive in time, or fails to load, rejects with a ChunkLoadError that the
// section's error boundary turns into the page-load-timeout message with a retry.
import { createElement, lazy, useState, type ComponentType } from 'react';
import { allTexts, signInTexts } from '../i18n/i18n.ts';

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
  constructor(message: string, readonly timedOut: boolean) {
    super(message);
  }
}

let chunkTimeoutMs = 120_000;
export function setChunkTimeout(ms: number): void {
  chunkTimeoutMs = ms;
}

/**
 * A lazy part with the texts it needs: the rest of the language's texts (the first paint had only
 * its own), or for the sign-in dialogs' host only theirs, so a first screen that is the login does
 * not download every feature's texts.
 */
export function loadWithTimeout<T>(load: () => Promise<T>, timeoutMs = chunkTimeoutMs, texts: 'all' | 'signIn' = 'all'): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadError(`Loading chunk timed out after ${timeoutMs} ms`, true)),
      timeoutMs,
    );
    Promise.all([load(), texts === 'signIn' ? signInTexts() : allTexts()]).then(
      ([value]) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(error instanceof Error ? error.message : String(error), false));
      },
    );
  });
}

/** A lazily loaded section; `preload()` loads it ahead of its first render. */
export type LazySection<P extends object> = ComponentType<P> & { preload(): Promise<unknown> };

/**
 * React.lazy for a named export, with the chunk timeout. A section loaded ahead (preload) renders
 * at once where it mounts: a server-rendered page hydrates it in the first pass, whereas a lazy
 * boundary that is still loading while hydrating is thrown away and rendered afresh as soon as
 * anything above it re-renders (the server's tiles were, on every /rng). Each mount keeps the kind
 * it started with, so the page under it is never remounted when the chunk arrives.
 */
export function lazySection<P extends object>(
  load: () => Promise<Record<string, unknown>>,
  exportName: string,
  texts: 'all' | 'signIn' = 'all',
): LazySection<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const resolve = () => {
    loading ??= loadWithTimeout(load, undefined, texts).then((mod) => {
      const component = mod[exportName] as ComponentType<P> | undefined;
      if (!component) throw new ChunkLoadError(`Chunk has no export ${exportName}`, false);
      loaded = component;
      return component;
    });
    // A failed load may be retried (the section's error boundary offers it).
    loading.catch(() => { loading = null; });
    return loading;
  };
  const Lazy = lazy(async () => ({ default: await resolve() }));
  function Section(props: P) {
    const [Ready] = useState(() => loaded);
    return Ready ? createElement(Ready, props) : createElement(Lazy as unknown as ComponentType<P>, props);
  }
  return Object.assign(Section, { preload: resolve });
}
