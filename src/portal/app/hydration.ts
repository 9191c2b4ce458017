// Server-rendered pages (entry-server.tsx) are hydrated: the client's first render must match the
// server's markup exactly. What only the browser knows (session storage, a cached answer) is
// shown from the render after: useHydrated() is false on the server and while hydrating, true in
// every other client render (a page started without server markup is true from the start).
//
// React calls a store's server snapshot only on the server and while hydrating, so whether it was
// called tells a hydrating render from a client one. The two snapshots are equal on purpose: a
// store whose snapshot changes after hydration makes React render again at once, synchronously,
// and that render (every reader of this hook, a sign-in dialog's device check among them) was one
// long task after hydration. The flip to true is a transition instead, rendered in slices.
import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;
const client = () => false;
let serverRead = false;
const server = () => {
  serverRead = true;
  return false;
};

export function useHydrated(): boolean {
  serverRead = false;
  useSyncExternalStore(subscribe, client, server);
  const hydrating = serverRead;
  const [hydrated, setHydrated] = useState(!hydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
