// The portal asks for a captcha image at most once a second (spec: "captcha refresh at most once
// per second"; the platform answers a faster one with a 429 and the portal would show a dialog).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { throttledCaptcha } from '../../src/portal/api/portal-api.ts';

beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
afterEach(() => vi.useRealTimers());

describe('captcha throttle', () => {
  it('asks the next image over a second after the last one arrived, in order, even after a failure', async () => {
    const started: number[] = [];
    const ask = (fail = false) => () => {
      started.push(Date.now());
      return new Promise<string>((resolve, reject) => setTimeout(() => (fail ? reject(new Error('429')) : resolve('png')), 200));
    };
    const first = throttledCaptcha(ask());
    const second = throttledCaptcha(ask(true));
    const third = throttledCaptcha(ask());
    await vi.runAllTimersAsync();
    await expect(first).resolves.toBe('png');
    await expect(second).rejects.toThrow('429');
    await expect(third).resolves.toBe('png');
    // Each starts at least 1 s after the one before it answered (200 ms later).
    expect(started[1]! - (started[0]! + 200)).toBeGreaterThanOrEqual(1000);
    expect(started[2]! - (started[1]! + 200)).toBeGreaterThanOrEqual(1000);
  });

  it('does not hold back an image asked long after the last one', async () => {
    vi.setSystemTime(10_000_000); // long after the first test's images
    await throttledCaptcha(() => Promise.resolve('a'));
    vi.advanceTimersByTime(5_000);
    const before = Date.now();
    let startedAt = 0;
    const next = throttledCaptcha(() => { startedAt = Date.now(); return Promise.resolve('b'); });
    await vi.runAllTimersAsync();
    await expect(next).resolves.toBe('b');
    expect(startedAt).toBe(before);
  });
});
