/**
 * Launching a game (spec 2 "Launching a game", PROTOCOL.md): a guest gets the login popup;
 * otherwise show the loader, request the launch address, hide the loader, store the frame URL
 * and go to /game unless already there. `vendor_under_maintenance` and
 * `launch_game_balance_not_enough` get their own dialogs.
 */
import { and, assign, fromPromise, setup } from 'xstate';
import { toFlowError, type FlowError } from './types.ts';

export type GameRef = Record<string, unknown>;

export interface GameLaunchInput {
  loggedIn: boolean;
  onGamePage: boolean;
}

export interface GameLaunchContext {
  loggedIn: boolean;
  onGamePage: boolean;
  game: GameRef | null;
  frameUrl: string | null;
  error: FlowError | null;
}

export type GameLaunchEvent =
  | { type: 'LAUNCH'; game: GameRef }
  | { type: 'SESSION'; loggedIn: boolean }
  | { type: 'ROUTE'; onGamePage: boolean }
  | { type: 'DISMISS' };

/** The launch URL from any response version (PROTOCOL.md: game_url, game_url2, content.game_url, gameUrl). */
export function launchUrl(value: unknown): string | null {
  const v = (value ?? {}) as Record<string, unknown>;
  const content = (v.content ?? {}) as Record<string, unknown>;
  for (const candidate of [v.game_url, v.game_url2, content.game_url, v.gameUrl]) {
    if (typeof candidate === 'string' && candidate !== '') return candidate;
  }
  return null;
}

const errorCode = (event: unknown) => toFlowError((event as { error?: unknown }).error).errorCode;

export const gameLaunchMachine = setup({
  types: { input: {} as GameLaunchInput, context: {} as GameLaunchContext, events: {} as GameLaunchEvent },
  actors: {
    launchGame: fromPromise<unknown, { game: GameRef }>(async () => { throw new Error('launchGame is not provided'); }),
  },
  guards: {
    isGuest: ({ context }) => !context.loggedIn,
    onGamePage: ({ context }) => context.onGamePage,
    hasLaunchUrl: ({ event }) => launchUrl((event as { output?: unknown }).output) !== null,
    vendorUnderMaintenance: ({ event }) => errorCode(event) === 'vendor_under_maintenance',
    balanceNotEnough: ({ event }) => errorCode(event) === 'launch_game_balance_not_enough',
  },
  actions: {
    rememberGame: assign({ game: ({ event }) => (event.type === 'LAUNCH' ? event.game : null), error: null }),
    setSession: assign({ loggedIn: ({ context, event }) => (event.type === 'SESSION' ? event.loggedIn : context.loggedIn) }),
    setRoute: assign({ onGamePage: ({ context, event }) => (event.type === 'ROUTE' ? event.onGamePage : context.onGamePage) }),
    storeFrameUrl: assign({ frameUrl: ({ event }) => launchUrl((event as { output?: unknown }).output) }),
    setError: assign({ error: ({ event }) => toFlowError((event as { error?: unknown }).error) }),
    showLoader: () => {},
    hideLoader: () => {},
    /** Stores context.frameUrl as the session's iframeUrl. */
    saveFrameUrl: () => {},
    goToGame: () => {},
    openLoginPopup: () => {},
    showMaintenance: () => {},
    promptDeposit: () => {},
    showError: () => {},
  },
}).createMachine({
  id: 'gameLaunch',
  context: ({ input }) => ({ loggedIn: input.loggedIn, onGamePage: input.onGamePage, game: null, frameUrl: null, error: null }),
  initial: 'idle',
  on: {
    LAUNCH: [
      { guard: 'isGuest', target: '.loginRequired', actions: ['rememberGame', 'openLoginPopup'] },
      { target: '.launching', actions: 'rememberGame' },
    ],
    SESSION: { actions: 'setSession' },
    ROUTE: { actions: 'setRoute' },
  },
  states: {
    idle: {},
    launching: {
      entry: 'showLoader',
      on: { LAUNCH: {} },
      invoke: {
        src: 'launchGame',
        id: 'launchGame',
        input: ({ context }) => ({ game: context.game ?? {} }),
        onDone: [
          { guard: and(['hasLaunchUrl', 'onGamePage']), target: 'playing', actions: ['hideLoader', 'storeFrameUrl', 'saveFrameUrl'] },
          { guard: 'hasLaunchUrl', target: 'playing', actions: ['hideLoader', 'storeFrameUrl', 'saveFrameUrl', 'goToGame'] },
          { target: 'failed', actions: ['hideLoader', 'showError'] },
        ],
        onError: [
          { guard: 'vendorUnderMaintenance', target: 'maintenance', actions: ['hideLoader', 'setError', 'showMaintenance'] },
          { guard: 'balanceNotEnough', target: 'balanceLow', actions: ['hideLoader', 'setError', 'promptDeposit'] },
          { target: 'failed', actions: ['hideLoader', 'setError', 'showError'] },
        ],
      },
    },
    playing: {},
    loginRequired: { on: { DISMISS: 'idle' } },
    maintenance: { on: { DISMISS: 'idle' } },
    balanceLow: { on: { DISMISS: 'idle' } },
    failed: { on: { DISMISS: 'idle' } },
  },
});
