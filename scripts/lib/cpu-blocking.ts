/**
 * Total blocking time from a trace's thread time instead of its wall time.
 *
 * Lighthouse's simulated TBT multiplies each observed main-thread task's wall duration by the CPU
 * slowdown. On a shared, loaded host a task's wall duration is mostly time the thread waited for a
 * core, so the same page scores far apart depending on the
 * neighbours. A trace event's `tdur` is the thread's own CPU time: the load barely moves it. This
 * sums, for each top-level task of the page's main thread that starts at or after first
 * contentful paint, the part of (CPU time x slowdown) over 50 ms, to the trace's end.
 */

export interface TraceEvent {
  name: string;
  ph?: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
}

export interface CpuBlocking {
  /** Sum of the blocking parts (ms): (CPU ms x slowdown) - 50 for each task over 50. */
  tbt: number;
  /** Tasks over 50 ms after the slowdown: start after FCP (ms) and duration (ms), longest first. */
  longTasks: Array<{ start: number; duration: number }>;
  /** All main-thread CPU time after FCP, times the slowdown (ms). */
  cpuAfterFcp: number;
}

const LONG_TASK_MS = 50;

export function cpuBlockingTime(events: readonly TraceEvent[], slowdown: number): CpuBlocking {
  if (!(slowdown > 0)) throw new Error(`not a CPU slowdown: ${slowdown}`);
  const fcp = events.filter((e) => e.name === 'firstContentfulPaint').sort((a, b) => a.ts - b.ts)[0];
  if (!fcp) throw new Error('the trace has no firstContentfulPaint event');
  // The page's main thread is the one that painted.
  const main = events.filter((e) => e.pid === fcp.pid && e.tid === fcp.tid && e.ph === 'X');
  // Newer Chromium nests its RunTask inside ThreadControllerImpl::RunTask; either is a task.
  const taskName = main.some((e) => e.name === 'ThreadControllerImpl::RunTask') ? 'ThreadControllerImpl::RunTask' : 'RunTask';
  const tasks = main.filter((e) => e.name === taskName).sort((a, b) => a.ts - b.ts);
  let tbt = 0;
  let cpuAfterFcp = 0;
  let coveredUntil = -Infinity;
  const longTasks: CpuBlocking['longTasks'] = [];
  for (const task of tasks) {
    // A task inside another (a nested run loop) is part of its parent's time.
    if (task.ts < coveredUntil) continue;
    coveredUntil = task.ts + (task.dur ?? 0);
    if (task.ts < fcp.ts || task.tdur === undefined) continue;
    const duration = (task.tdur / 1000) * slowdown;
    cpuAfterFcp += duration;
    if (duration > LONG_TASK_MS) {
      tbt += duration - LONG_TASK_MS;
      longTasks.push({ start: (task.ts - fcp.ts) / 1000, duration });
    }
  }
  longTasks.sort((a, b) => b.duration - a.duration);
  return { tbt, longTasks, cpuAfterFcp };
}
