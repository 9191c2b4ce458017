// The platform's job runner (src/platform/jobs/repeat-job.ts): a slow run is never overlapped
// by the next tick, runAtStart runs once right away, and after stop nothing runs again.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { repeatJob } from '../../src/platform/jobs/repeat-job.ts';

describe('repeatJob', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setImmediate', 'setTimeout'] }));
  afterEach(() => vi.useRealTimers());

  it('skips ticks while a run is still going, then runs again', async () => {
    let finish: () => void = () => {};
    const run = vi.fn(() => new Promise<void>((resolve) => { finish = resolve; }));
    const stop = repeatJob(run, 1_000, () => {});
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(run).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(run).toHaveBeenCalledTimes(2);
    stop();
  });

  it('runs at start only when asked, reports errors and keeps going, and stops', async () => {
    const errors: unknown[] = [];
    const run = vi.fn(async () => { throw new Error('boom'); });
    const stop = repeatJob(run, 1_000, (error) => errors.push(error), { runAtStart: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(run).toHaveBeenCalledTimes(2);
    expect(errors).toHaveLength(2);
    stop();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(run).toHaveBeenCalledTimes(2);

    const later = vi.fn(async () => {});
    const stopLater = repeatJob(later, 1_000, () => {});
    await vi.advanceTimersByTimeAsync(0);
    expect(later).not.toHaveBeenCalled();
    stopLater();
  });
});
