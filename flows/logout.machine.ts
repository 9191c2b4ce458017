/**
 * Logout (spec 4): confirmation dialog; on confirm call the server, then clear session
 * storage, restore the merchant values, go home and reset the logged-in and agent flags. The
 * local session is cleared even when the server call fails: the member asked to leave.
 */
import { assign, fromPromise, setup } from 'xstate';
import { toFlowError, type FlowError } from './types.ts';

export interface LogoutContext {
  error: FlowError | null;
  loggedIn: boolean;
}

export type LogoutEvent = { type: 'REQUEST' } | { type: 'CONFIRM' } | { type: 'CANCEL' };

export const logoutMachine = setup({
  types: { context: {} as LogoutContext, events: {} as LogoutEvent },
  actors: {
    serverLogout: fromPromise<void, void>(async () => { throw new Error('serverLogout is not provided'); }),
  },
  actions: {
    setError: assign({ error: ({ event }) => toFlowError((event as { error?: unknown }).error) }),
    resetFlags: assign({ loggedIn: false }),
    openConfirm: () => {},
    closeConfirm: () => {},
    clearSession: () => {},
    restoreMerchantValues: () => {},
    goHome: () => {},
  },
}).createMachine({
  id: 'logout',
  context: { error: null, loggedIn: true },
  initial: 'idle',
  states: {
    idle: { on: { REQUEST: { target: 'confirming', actions: 'openConfirm' } } },
    confirming: {
      on: {
        CONFIRM: { target: 'loggingOut', actions: 'closeConfirm' },
        CANCEL: { target: 'idle', actions: 'closeConfirm' },
      },
    },
    loggingOut: {
      invoke: {
        src: 'serverLogout',
        id: 'serverLogout',
        onDone: { target: 'loggedOut', actions: ['clearSession', 'restoreMerchantValues', 'goHome', 'resetFlags'] },
        onError: { target: 'loggedOut', actions: ['setError', 'clearSession', 'restoreMerchantValues', 'goHome', 'resetFlags'] },
      },
    },
    loggedOut: { type: 'final' },
  },
});
