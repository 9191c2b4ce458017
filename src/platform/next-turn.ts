/**
 * Resolves on a later turn of the event loop, after the I/O waiting in this one. Embedded PGlite
 * answers its queries without giving the loop a turn, so background work made of queries (the
 * start's reseed, the page warming) awaits this between its steps: a request that has arrived is
 * then read and answered between two steps instead of after the whole work.
 */
export function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
