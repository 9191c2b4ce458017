// Holds the requests of the machine's invoked actors until the path says the call ends, then
// lets each one through to the real platform (or fails it, for the path's "network" outcomes).
// So the live machine in the page moves exactly when the model does.
import type { Page, Request, Route } from '@playwright/test';

export interface GatedCall {
  method: string;
  path: RegExp;
  /** false: never held, only failed on demand (calls whose timing the comparison ignores). */
  hold?: boolean;
}

export class RequestGate {
  private held = new Map<string, Route[]>();
  private arrivals = new Map<string, (() => void)[]>();
  /** Calls that fail at once, as the path's network outcomes need, without being held. */
  private failNow = new Map<string, number>();

  constructor(private readonly calls: Record<string, GatedCall>) {
    for (const [actor, call] of Object.entries(calls)) {
      if (!call.path.source.startsWith('^\\/wps\\/')) throw new Error(`${actor}: a gated call's path starts with /wps/ (the only requests install() routes)`);
    }
  }

  private actorOf(request: Request): string | null {
    const url = new URL(request.url());
    for (const [actor, call] of Object.entries(this.calls)) {
      if (request.method() === call.method && call.path.test(url.pathname)) return actor;
    }
    return null;
  }

  async install(page: Page): Promise<void> {
    // Only the platform's API calls come to this process: a pattern the browser side matches, so a
    // page's scripts, styles and images load without a round trip through the test.
    await page.route(/^https?:\/\/[^/]+\/wps\//, async (route) => {
      const actor = this.actorOf(route.request());
      if (!actor) return route.fallback();
      const fails = this.failNow.get(actor) ?? 0;
      if (fails > 0) {
        this.failNow.set(actor, fails - 1);
        return route.abort('failed');
      }
      if (this.calls[actor]?.hold === false) return route.fallback();
      const queue = this.held.get(actor) ?? [];
      queue.push(route);
      this.held.set(actor, queue);
      for (const wake of this.arrivals.get(actor)?.splice(0) ?? []) wake();
      return undefined;
    });
  }

  /** The next ungated request of `actor` fails as a network error. */
  failNext(actor: string): void {
    this.failNow.set(actor, (this.failNow.get(actor) ?? 0) + 1);
  }

  /** Waits for the actor's request, then lets it reach the platform or fails it. */
  async release(actor: string, outcome: 'continue' | 'fail', timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!(this.held.get(actor)?.length)) {
      if (Date.now() > deadline) throw new Error(`no ${actor} request arrived within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const queue = this.arrivals.get(actor) ?? [];
        queue.push(resolve);
        this.arrivals.set(actor, queue);
        setTimeout(resolve, 250);
      });
    }
    const route = this.held.get(actor)!.shift()!;
    if (outcome === 'fail') await route.abort('failed');
    else await route.fallback();
  }
}
