// Gives the browser the main thread back between pieces of start-up work, so no one piece makes a
// long task (a phone's CPU at a quarter of a desktop's turned the start into
// one 300-800 ms task, Lighthouse's total blocking time). An `await` alone does not yield: a
// resolved promise continues in the same task. scheduler.yield() resumes ahead of other queued
// tasks where Chromium has it; a zero timeout elsewhere.

interface Scheduler {
  yield?: () => Promise<void>;
}

export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Runs `work` once the page is idle (after the first screen is up and hydrated), or after
 * `timeoutMs` at the latest: for what no one sees at first (the sliding notice bar's motion,
 * polling, the service worker).
 */
export function whenIdle(work: () => void, timeoutMs = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(work, { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(work, 1);
  return () => clearTimeout(id);
}
