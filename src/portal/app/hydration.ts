// Server-rendered pages (entry-server.tsx) are hydrated: the client's first render must match the
// server's markup exactly. What only the browser knows (session storage, a cached answer) is
// shown from the render after: useHydrated() is false on the server and while hydrating, true in
// every other client render (a page started without server markup is true from the start).
import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, () => true, () => false);
}
