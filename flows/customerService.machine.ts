/**
 * Customer service (spec 4, 8): open a blank pop-up (440x500) first, while the click still
 * counts as a user gesture, then fetch the config, take the first path of type 3, decrypt it
 * (key = last 8 characters), check it is an http(s) URL and navigate the pop-up there. Any
 * failure closes the pop-up; a blocked pop-up shows "Popup blocked".
 */
import { assign, fromPromise, setup } from 'xstate';
import { firstChatPath, isHttpUrl } from './rules/url.ts';
import { toFlowError, type FlowError } from './types.ts';

export interface CustomerServiceInput {
  width: number;
  height: number;
}

export type CustomerServiceProblem = 'popupBlocked' | 'fetchFailed' | 'noChatPath' | 'invalidUrl';

export interface CustomerServiceContext {
  config: CustomerServiceInput;
  encryptedPath: string | null;
  url: string | null;
  problem: CustomerServiceProblem | null;
  error: FlowError | null;
}

export type CustomerServiceEvent = { type: 'OPEN' };

const output = <T>(event: unknown) => (event as { output: T }).output;

export const customerServiceMachine = setup({
  types: { input: {} as CustomerServiceInput, context: {} as CustomerServiceContext, events: {} as CustomerServiceEvent },
  actors: {
    /** Opens `about:blank` at the given size; rejects when the browser blocks it. */
    openPopup: fromPromise<void, { width: number; height: number }>(async () => { throw new Error('openPopup is not provided'); }),
    fetchCsConfig: fromPromise<unknown, void>(async () => { throw new Error('fetchCsConfig is not provided'); }),
    decryptPath: fromPromise<string, { path: string }>(async () => { throw new Error('decryptPath is not provided'); }),
  },
  guards: {
    hasChatPath: ({ event }) => firstChatPath(output<unknown>(event)) !== null,
    isHttpUrl: ({ event }) => isHttpUrl(output<unknown>(event)),
  },
  actions: {
    reset: assign({ encryptedPath: null, url: null, problem: null, error: null }),
    takeChatPath: assign({ encryptedPath: ({ event }) => firstChatPath(output<unknown>(event)) }),
    takeUrl: assign({ url: ({ event }) => output<string>(event) }),
    problem: assign((_, params: { problem: CustomerServiceProblem }) => ({ problem: params.problem })),
    setError: assign({ error: ({ event }) => toFlowError((event as { error?: unknown }).error) }),
    // The pop-up itself is the portal's: these act on the window openPopup opened.
    navigatePopup: () => {},
    closePopup: () => {},
    showError: () => {},
  },
}).createMachine({
  id: 'customerService',
  context: ({ input }) => ({ config: input, encryptedPath: null, url: null, problem: null, error: null }),
  initial: 'idle',
  on: { OPEN: { target: '.opening', actions: 'reset' } },
  states: {
    idle: {},
    opening: {
      invoke: {
        src: 'openPopup',
        id: 'openPopup',
        input: ({ context }) => ({ width: context.config.width, height: context.config.height }),
        onDone: 'fetching',
        onError: { target: 'blocked', actions: ['setError', { type: 'problem', params: { problem: 'popupBlocked' } }, 'showError'] },
      },
    },
    fetching: {
      on: { OPEN: {} },
      invoke: {
        src: 'fetchCsConfig',
        id: 'fetchCsConfig',
        onDone: [
          { guard: 'hasChatPath', target: 'decrypting', actions: 'takeChatPath' },
          { target: 'failed', actions: [{ type: 'problem', params: { problem: 'noChatPath' } }, 'closePopup', 'showError'] },
        ],
        onError: { target: 'failed', actions: ['setError', { type: 'problem', params: { problem: 'fetchFailed' } }, 'closePopup', 'showError'] },
      },
    },
    decrypting: {
      on: { OPEN: {} },
      invoke: {
        src: 'decryptPath',
        id: 'decryptPath',
        input: ({ context }) => ({ path: context.encryptedPath ?? '' }),
        onDone: [
          { guard: 'isHttpUrl', target: 'open', actions: ['takeUrl', 'navigatePopup'] },
          { target: 'failed', actions: [{ type: 'problem', params: { problem: 'invalidUrl' } }, 'closePopup', 'showError'] },
        ],
        onError: { target: 'failed', actions: [{ type: 'problem', params: { problem: 'invalidUrl' } }, 'closePopup', 'showError'] },
      },
    },
    open: {},
    blocked: {},
    failed: {},
  },
});
