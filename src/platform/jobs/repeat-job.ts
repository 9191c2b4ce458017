/**
 * Runs a platform job every `everyMs` in this process, never two runs of it at once (a slow run
 * makes the next tick skip, not pile up). Every process runs its own: the jobs themselves are
 * written to be correct when two processes run them on one PostgreSQL (row locks, keys).
 * `runAtStart` runs it once right away too, for jobs whose work may have come due while no process
 * ran. Returns the stop function; the timer never keeps the process alive.
 */
export function repeatJob(run: () => Promise<unknown>, everyMs: number, onError: (error: unknown) => void, options: { runAtStart?: boolean } = {}): () => void {
  let running = false;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = true;
    run().catch(onError).finally(() => {
      running = false;
    });
  };
  const timer = setInterval(tick, everyMs);
  timer.unref();
  if (options.runAtStart) setImmediate(tick);
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
