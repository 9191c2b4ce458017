// Screenshots in the browser tests are for people to look at: no assertion reads them. So they are
// taken only when asked for (SHOTS=1), and a capture can never fail or stall a test: Chromium
// sometimes never delivers one under load (CI: a whole-page capture in agent-contracts.spec.ts
// hung after "fonts loaded" until the 240 s test timeout; the gallery script saw the same, 9c4b2a0).
// A capture gets its own time limit; a refused one is a warning and the test goes on.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

export const SHOT_TIMEOUT_MS = 30_000;
export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

type Size = { width: number; height: number };

/** What a capture needs: a Playwright Page or Locator (or a fake one in the unit test). */
export interface Capturable {
  screenshot(options: { path: string; fullPage?: boolean; timeout?: number }): Promise<unknown>;
}

/** A page that can be resized for the two sizes. */
export interface Resizable extends Capturable {
  viewportSize(): Size | null;
  setViewportSize(size: Size): Promise<void>;
}

export interface ShotOptions {
  /** The whole page rather than the screen as seen. */
  fullPage?: boolean;
  timeoutMs?: number;
}

export function shotsOn(): boolean {
  return process.env.SHOTS === '1';
}

// Playwright captures one page's screenshots one after another: behind a capture Chromium never
// delivered, every later one on that page would wait too. So a page that refused one is not asked again.
const refused = new WeakSet<object>();

/** The page a target belongs to: a Locator's page, or the target itself. */
function owner(target: Capturable): object {
  const page = (target as { page?: () => object }).page;
  return typeof page === 'function' ? page.call(target) : target;
}

/** Captures `target` to `path` when SHOTS=1; true when the file was written. Never throws. */
export async function shot(target: Capturable, path: string, options: ShotOptions = {}): Promise<boolean> {
  if (!shotsOn()) return false;
  const page = owner(target);
  if (refused.has(page)) {
    console.warn(`shots: ${path} left out (an earlier capture on this page was refused)`);
    return false;
  }
  const timeoutMs = options.timeoutMs ?? SHOT_TIMEOUT_MS;
  mkdirSync(dirname(path), { recursive: true });
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Our own timer as well as Playwright's: the hang seen in CI was inside the capture itself.
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no capture within ${timeoutMs} ms`)), timeoutMs + 1_000);
  });
  const capture = target.screenshot({ path, fullPage: options.fullPage ?? false, timeout: timeoutMs });
  capture.catch(() => undefined); // settles after the page closes, once nobody waits for it
  try {
    await Promise.race([capture, limit]);
    return true;
  } catch (error) {
    refused.add(page);
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    console.warn(`shots: ${path} not captured (${reason}); the test goes on`);
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export interface BothSizesOptions extends ShotOptions {
  /** At the phone size, also the screen with this element scrolled into view (`<prefix>-390-focus.png`). */
  focus?: { scrollIntoViewIfNeeded(): Promise<void> };
}

/**
 * `<prefix>-390.png` at 390x844 and `<prefix>-1280.png` at 1280x800 (whole pages unless told),
 * then the size the page had. Without SHOTS=1 it does nothing at all, not even a resize, so a
 * test runs the same with and without screenshots.
 */
export async function shotBothSizes(page: Resizable, prefix: string, options: BothSizesOptions = {}): Promise<void> {
  if (!shotsOn()) return;
  const before = page.viewportSize();
  const fullPage = options.fullPage ?? true;
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await shot(page, `${prefix}-${size.width}.png`, { fullPage, timeoutMs: options.timeoutMs });
    if (options.focus && size === PHONE) {
      await options.focus.scrollIntoViewIfNeeded();
      await shot(page, `${prefix}-${size.width}-focus.png`, { timeoutMs: options.timeoutMs });
    }
  }
  if (before) await page.setViewportSize(before);
}
