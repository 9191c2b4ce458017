/**
 * Free play (spec 4): demo login, fetch info, remove the cpw flag, close the login modal, go
 * home, set logged in. Only when the merchant enables free play.
 */
import { assign, fromPromise, setup } from 'xstate';
import { toFlowError, type FlowError, type LoginResult, type MemberInfo } from './types.ts';

export interface FreePlayInput {
  freePlay: boolean;
}

export interface FreePlayContext {
  config: FreePlayInput;
  result: LoginResult | null;
  member: MemberInfo | null;
  error: FlowError | null;
  loggedIn: boolean;
}

export type FreePlayEvent = { type: 'START' } | { type: 'RETRY' };

const output = <T>(event: unknown) => (event as { output: T }).output;

export const freePlayMachine = setup({
  types: { input: {} as FreePlayInput, context: {} as FreePlayContext, events: {} as FreePlayEvent },
  actors: {
    freePlayLogin: fromPromise<LoginResult, void>(async () => { throw new Error('freePlayLogin is not provided'); }),
    loadMemberInfo: fromPromise<MemberInfo, { token: string }>(async () => { throw new Error('loadMemberInfo is not provided'); }),
  },
  guards: {
    freePlayEnabled: ({ context }) => context.config.freePlay,
  },
  actions: {
    storeResult: assign({ result: ({ event }) => output<LoginResult>(event) }),
    setMember: assign({ member: ({ event }) => output<MemberInfo>(event) }),
    setLoggedIn: assign({ loggedIn: true }),
    setError: assign({ error: ({ event }) => toFlowError((event as { error?: unknown }).error) }),
    showLoader: () => {},
    hideLoader: () => {},
    /** Reads context.result.token. */
    storeToken: () => {},
    clearToken: () => {},
    removeCpwFlag: () => {},
    closeLoginModal: () => {},
    goHome: () => {},
  },
}).createMachine({
  id: 'freePlay',
  context: ({ input }) => ({ config: input, result: null, member: null, error: null, loggedIn: false }),
  initial: 'idle',
  states: {
    idle: { on: { START: { guard: 'freePlayEnabled', target: 'loggingIn' } } },
    loggingIn: {
      entry: 'showLoader',
      invoke: {
        src: 'freePlayLogin',
        id: 'freePlayLogin',
        onDone: { target: 'loadingInfo', actions: ['storeResult', 'storeToken'] },
        onError: { target: 'failed', actions: ['hideLoader', 'setError'] },
      },
    },
    loadingInfo: {
      invoke: {
        src: 'loadMemberInfo',
        id: 'loadMemberInfo',
        input: ({ context }) => ({ token: context.result?.token ?? '' }),
        onDone: { target: 'playing', actions: ['setMember', 'removeCpwFlag', 'hideLoader', 'closeLoginModal', 'goHome', 'setLoggedIn'] },
        onError: { target: 'failed', actions: ['hideLoader', 'setError', 'clearToken'] },
      },
    },
    failed: { on: { RETRY: 'loggingIn' } },
    playing: { type: 'final' },
  },
});
