import { describe, expect, it } from 'vitest';
import { cpuBlockingTime, type TraceEvent } from '../../scripts/lib/cpu-blocking.ts';

const MAIN = { pid: 1, tid: 10 };
const task = (ts: number, durMs: number, cpuMs: number, at = MAIN, name = 'RunTask'): TraceEvent =>
  ({ name, ph: 'X', ...at, ts: ts * 1000, dur: durMs * 1000, tdur: cpuMs * 1000 });
const fcp = (ts: number, at = MAIN): TraceEvent => ({ name: 'firstContentfulPaint', ph: 'R', ...at, ts: ts * 1000 });

describe('cpuBlockingTime', () => {
  it('counts thread time times the slowdown, not the wall time a loaded host stretched', () => {
    // 252 ms of wall time, 16 ms of CPU: at 3x that is 48 ms, not a long task.
    const events = [fcp(100), task(200, 252, 16), task(600, 30, 25)];
    const result = cpuBlockingTime(events, 3);
    expect(result.tbt).toBe(25); // 25 ms x 3 = 75 ms: 25 over 50
    expect(result.longTasks).toEqual([{ start: 500, duration: 75 }]);
    expect(result.cpuAfterFcp).toBe(48 + 75);
  });

  it('leaves out tasks before first contentful paint, other threads and nested tasks', () => {
    const other = { pid: 2, tid: 20 };
    const events = [
      task(0, 90, 90), // parsing before the first paint
      fcp(100),
      task(150, 200, 100, other), // another renderer
      task(300, 40, 40), // 40 x 2 = 80: 30 over
      task(310, 10, 10), // inside the one before (a nested run loop)
    ];
    const result = cpuBlockingTime(events, 2);
    expect(result.tbt).toBe(30);
    expect(result.longTasks).toHaveLength(1);
  });

  it('reads ThreadControllerImpl::RunTask where Chromium nests RunTask in it', () => {
    const outer = 'ThreadControllerImpl::RunTask';
    const events = [fcp(0), task(10, 30, 30, MAIN, outer), task(11, 29, 29), task(100, 20, 20, MAIN, outer), task(101, 19, 19)];
    expect(cpuBlockingTime(events, 4).tbt).toBe(70 + 30);
  });

  it('refuses a trace without a first paint and a slowdown that is not one', () => {
    expect(() => cpuBlockingTime([task(0, 10, 10)], 4)).toThrow(/firstContentfulPaint/);
    expect(() => cpuBlockingTime([fcp(0)], 0)).toThrow(/slowdown/);
  });
});
