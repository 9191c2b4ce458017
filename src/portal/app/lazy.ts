// Lazily loaded sections (spec section 2) with the 120 s chunk timeout (spec section 9): a chunk
// that does not arrive in time, or fails to load, rejects with a ChunkLoadError that the
// section's error boundary turns into the page-load-timeout message with a retry.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
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

/** React.lazy for a named export, with the chunk timeout. */
export function lazySection<P extends object>(
  load: () => Promise<Record<string, unknown>>,
  exportName: string,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => {
    const mod = await loadWithTimeout(load);
    const component = mod[exportName] as ComponentType<P> | undefined;
    if (!component) throw new ChunkLoadError(`Chunk has no export ${exportName}`, false);
    return { default: component };
  });
}
