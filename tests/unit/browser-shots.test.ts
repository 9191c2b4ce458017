// The browser tests' screenshot helper (tests/browser/shots.ts): without SHOTS=1 it touches nothing
// (no capture, no resize), and with it a capture Chromium never delivers, or refuses, ends in a
// warning instead of failing or stalling the test — CI's only failure was such a hung capture.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DESKTOP, PHONE, shot, shotBothSizes } from '../browser/shots.ts';

type Size = { width: number; height: number };

/** A page whose captures do what `capture` says; it records what was asked of it. */
function fakePage(capture: (path: string) => Promise<unknown>, size: Size = { width: 1280, height: 720 }) {
  let viewport: Size = size;
  const calls: string[] = [];
  return {
    calls,
    viewportSize: () => viewport,
    setViewportSize: async (next: Size) => {
      calls.push(`resize ${next.width}x${next.height}`);
      viewport = next;
    },
    screenshot: async (options: { path: string; fullPage?: boolean; timeout?: number }) => {
      calls.push(`capture ${options.path}${options.fullPage ? ' full' : ''} ${options.timeout ?? 0}`);
      return capture(options.path);
    },
  };
}

const never = () => new Promise<never>(() => {});

describe('browser test screenshots (tests/browser/shots.ts)', () => {
  let dir = '';
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'shots-test-'));
    warn.mockClear();
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    rmSync(dir, { recursive: true, force: true });
  });

  it('without SHOTS=1 captures nothing and never resizes', async () => {
    vi.stubEnv('SHOTS', '');
    const page = fakePage(async () => undefined);
    expect(await shot(page, join(dir, 'a/one.png'), { fullPage: true })).toBe(false);
    await shotBothSizes(page, join(dir, 'b/two'));
    expect(page.calls).toEqual([]);
    expect(existsSync(join(dir, 'a'))).toBe(false);
  });

  it('with SHOTS=1 makes the folder and captures at 390x844 and 1280x800, then restores the size', async () => {
    vi.stubEnv('SHOTS', '1');
    const page = fakePage(async () => undefined, { width: 360, height: 780 });
    await shotBothSizes(page, join(dir, 'deep/er/name'), { focus: { scrollIntoViewIfNeeded: async () => void page.calls.push('focus') } });
    expect(existsSync(join(dir, 'deep/er'))).toBe(true);
    expect(page.calls).toEqual([
      `resize ${PHONE.width}x${PHONE.height}`,
      `capture ${join(dir, 'deep/er/name-390.png')} full 30000`,
      'focus',
      `capture ${join(dir, 'deep/er/name-390-focus.png')} 30000`,
      `resize ${DESKTOP.width}x${DESKTOP.height}`,
      `capture ${join(dir, 'deep/er/name-1280.png')} full 30000`,
      'resize 360x780',
    ]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('a capture that never resolves does not fail the caller: a warning, and the page is not asked again', async () => {
    vi.stubEnv('SHOTS', '1');
    const page = fakePage(never);
    const started = Date.now();
    expect(await shot(page, join(dir, 'hung.png'), { fullPage: true, timeoutMs: 50 })).toBe(false);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/hung\.png not captured/));
    // Playwright would queue the next capture behind the hung one: it is left out at once.
    await shotBothSizes(page, join(dir, 'later'), { timeoutMs: 50 });
    expect(page.calls.filter((call) => call.startsWith('capture'))).toHaveLength(1);
    expect(page.calls.filter((call) => call.startsWith('resize'))).toEqual(['resize 390x844', 'resize 1280x800', 'resize 1280x720']);
  });

  it('a refused capture (Playwright throws) is a warning, and another page still captures', async () => {
    vi.stubEnv('SHOTS', '1');
    const refusing = fakePage(() => Promise.reject(new Error('page.screenshot: Timeout 30000ms exceeded.\nCall log: ...')));
    expect(await shot(refusing, join(dir, 'refused.png'))).toBe(false);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Timeout 30000ms exceeded.)'));
    const fine = fakePage(async () => undefined);
    expect(await shot(fine, join(dir, 'fine.png'))).toBe(true);
  });

  it("a locator's refused capture marks its page", async () => {
    vi.stubEnv('SHOTS', '1');
    const page = fakePage(async () => undefined);
    const locator = { page: () => page, screenshot: never };
    expect(await shot(locator, join(dir, 'part.png'), { timeoutMs: 50 })).toBe(false);
    expect(await shot(page, join(dir, 'whole.png'))).toBe(false);
    expect(page.calls).toEqual([]);
  });
});
