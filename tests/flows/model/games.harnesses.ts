/**
 * Game launch and customer service against the reference platform (games area included).
 * The browser parts are stand-ins that record what the portal would do with the window (the
 * pop-up, navigation); the calls, the decryption and the game tickets are real.
 */
import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { EventObject } from 'xstate';
import { expect } from 'vitest';
import { gameLaunchMachine } from '../../../flows/gameLaunch.machine.ts';
import { customerServiceMachine } from '../../../flows/customerService.machine.ts';
import type { FlowPath } from '../../../flows/paths/generate.ts';
import { decryptCsPath } from '../../../src/shared/crypto/index.ts';
import { customerServiceFlow } from '../../../src/portal/features/customerService/actors.ts';
import { gameLaunchActors } from '../../../src/portal/features/games/actors.ts';
import { gameFromWire, type Game } from '../../../src/portal/features/games/game.ts';
import { gatedActors, nodeEnv } from './node-env.ts';
import { createPathClient, type PathClient, type TestPlatform } from './platform.ts';
import { createMember, scenarioOf } from './common.ts';
import type { ModelHarness } from './runner.ts';

/**
 * GET a game-origin URL (`games.localhost:PORT`): Node resolves no *.localhost names and its
 * fetch ignores a Host header, so this asks the loopback address with node:http.
 */
function statusOnLoopback(url: URL): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: url.port, path: url.pathname + url.search, headers: { Host: url.host } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

const MINUTE = 60_000;

// ---------------------------------------------------------------- game launch

interface GameContext {
  tp: TestPlatform;
  path: PathClient;
  game: Game;
  account: { username: string; password: string };
  effects: string[];
  maintenance: string | null;
}

async function postDev(tp: TestPlatform, url: string, body: unknown): Promise<void> {
  const response = await fetch(`${tp.platform.url}${url}`, { method: 'POST', headers: { 'content-type': 'application/json', Merchant: 'bdwin' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
}

export function gameLaunchHarness(tp: TestPlatform): ModelHarness<GameContext> {
  return {
    name: 'gameLaunch',
    unsupported(path: FlowPath) {
      return scenarioOf(path, 'launchGame') === 'done:no url' ? 'the reference platform always answers a launch with a URL' : null;
    },
    async setup(path) {
      tp.clock.advance(20 * MINUTE);
      const client = createPathClient(tp.platform, 'bdwin');
      const popular = await client.client.call('popular');
      const game = gameFromWire(popular[0]!);
      const scenario = scenarioOf(path, 'launchGame');
      // A member with an empty wallet cannot launch; member01 has a balance.
      const account = scenario === 'error:balance too low'
        ? { username: (await createMember(tp, 'bdwin', 'Empty1234')).username, password: 'Empty1234' }
        : { username: 'member01', password: 'Member@123' };
      let maintenance: string | null = null;
      if (scenario === 'error:vendor maintenance') {
        await postDev(tp, '/dev/games/maintenance', { vassalage: game.vendor });
        maintenance = game.vendor;
      }
      return { tp, path: client, game, account, effects: [], maintenance };
    },
    machine(ctx, gate) {
      return gameLaunchMachine.provide({
        // The portal's own launch actor (payload, launch-host check) on Node's env.
        actors: gatedActors(gate, gameLaunchActors(nodeEnv(ctx.path, randomUUID(), 'bdwin'), { language: () => 'EN' })),
        actions: {
          goToGame: () => { ctx.effects.push('/game'); },
          openLoginPopup: () => { ctx.effects.push('login popup'); },
          showMaintenance: () => { ctx.effects.push('maintenance'); },
          promptDeposit: () => { ctx.effects.push('deposit'); },
        },
      });
    },
    input: () => ({ loggedIn: false, onGamePage: false }),
    arrange(outcomes, ctx) {
      for (const e of outcomes) if (e.type === 'xstate.error.actor.launchGame' && (e as { scenario?: string }).scenario === 'network') ctx.path.dropNext('/wps/game/launchGame');
    },
    async events(event, ctx) {
      if (event.type === 'LAUNCH') return [{ type: 'LAUNCH', game: ctx.game } as EventObject];
      if (event.type === 'SESSION') {
        // The member signs in for real before the session event reaches the machine.
        const result = await ctx.path.client.call('login', { type: 'username', ...ctx.account, loginDeviceId: randomUUID() });
        ctx.path.token = result.token;
      }
      return [event];
    },
    async check({ event, live }, ctx) {
      if (live.value === 'loginRequired') {
        expect(ctx.effects.at(-1)).toBe('login popup');
        expect(ctx.path.requests.filter((r) => r.endsWith('/wps/game/launchGame'))).toEqual([]);
      }
      if (event.type === 'xstate.done.actor.launchGame') {
        // The frame URL carries a live ticket: the demo game page opens.
        const url = new URL(live.context.frameUrl as string, ctx.tp.platform.url);
        expect(ctx.tp.platform.gameOrigins).toContain(url.origin);
        expect(await statusOnLoopback(url)).toBe(200);
        expect(ctx.effects.includes('/game')).toBe(!live.context.onGamePage);
      }
      if (live.value === 'maintenance') expect(live.context.error?.errorCode).toBe('vendor_under_maintenance');
      if (live.value === 'balanceLow') expect(ctx.effects.at(-1)).toBe('deposit');
    },
    advanceClock: (ms, ctx) => ctx.tp.clock.advance(ms),
    async teardown(ctx) {
      await ctx.path.settle();
      if (ctx.maintenance) await postDev(ctx.tp, '/dev/games/maintenance', { vassalage: ctx.maintenance, clear: true });
    },
  };
}

// ---------------------------------------------------------------- customer service

interface CsContext {
  tp: TestPlatform;
  path: PathClient;
  /** What the stand-in pop-up went through. */
  popup: string[];
  blocked: boolean;
}

export function customerServiceHarness(tp: TestPlatform): ModelHarness<CsContext> {
  return {
    name: 'customerService',
    unsupported(path) {
      const fetch = scenarioOf(path, 'fetchCsConfig');
      if (fetch === 'done:no chat path') return 'the reference platform always lists a live chat (type 3) in development';
      const decrypt = scenarioOf(path, 'decryptPath');
      if (decrypt === 'done:not a url' || decrypt === 'error:garbage') return 'the reference platform only encrypts valid URLs';
      return null;
    },
    async setup(path) {
      tp.clock.advance(20 * MINUTE);
      return { tp, path: createPathClient(tp.platform, 'bdwin'), popup: [], blocked: scenarioOf(path, 'openPopup') === 'error:blocked' };
    },
    machine(ctx, gate) {
      // The portal's actors; the pop-up is a recorder (the portal's is a real window).
      const flow = customerServiceFlow(nodeEnv(ctx.path, randomUUID(), 'bdwin'), (size) => {
        if (ctx.blocked) return null;
        ctx.popup.push(`open about:blank ${size.width}x${size.height}`);
        return { go: (url) => void ctx.popup.push(`navigate ${url}`), close: () => void ctx.popup.push('close') };
      });
      return customerServiceMachine.provide({ actors: gatedActors(gate, flow.actors), actions: flow.actions });
    },
    input: () => ({ width: 440, height: 500 }),
    arrange(outcomes, ctx) {
      for (const e of outcomes) if (e.type === 'xstate.error.actor.fetchCsConfig') ctx.path.dropNext('/wps/system/customerService');
    },
    async check({ live }, ctx) {
      if (live.value === 'open') {
        // The pop-up went to the live-chat address the merchant configured, opened at 440x500.
        const config = await createPathClient(ctx.tp.platform, 'bdwin').client.call('customerService');
        const chat = config.version.pathList.find((e) => e.type === 3)!;
        expect(ctx.popup).toEqual(['open about:blank 440x500', `navigate ${new URL(decryptCsPath(chat.path)).href}`]);
      }
      if (live.value === 'failed') expect(ctx.popup.at(-1)).toBe('close');
      if (live.value === 'blocked') {
        expect(ctx.popup).toEqual([]);
        expect(live.context.problem).toBe('popupBlocked');
      }
    },
    advanceClock: (ms, ctx) => ctx.tp.clock.advance(ms),
    teardown: async (ctx) => { await ctx.path.settle(); },
  };
}

