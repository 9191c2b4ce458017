// The logout and free-play machines' actors (flows/logout.machine.ts, flows/freePlay.machine.ts),
// on a FlowEnv. Loaded with the machines' chunk (session-flows.ts) and by the model tests.
import { fromPromise } from 'xstate';
import type { LoginResult } from '../../../../flows/types.ts';
import type { FlowEnv } from '../../api/flow-env.ts';
import { clearSession } from '../../state/session.ts';
import { sessionActors } from '../signIn/index.ts';

function randomString(length = 16): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from(crypto.getRandomValues(new Uint8Array(length)), (b) => alphabet[b % alphabet.length]).join('');
}

/** flows/logout.machine.ts: the server logout (silent) and the local session cleared, merchant values kept. */
export function logoutFlow(env: FlowEnv) {
  return {
    actors: {
      serverLogout: fromPromise<void, void>(async () => {
        await env.call('logout');
      }),
    },
    actions: {
      clearSession: () => clearSession(env.session),
      // clearSession keeps merchant, merchantCode and platform: they are restored in place.
      restoreMerchantValues: () => undefined,
    },
  };
}

/** flows/freePlay.machine.ts: the demo login, then member info like any sign-in. */
export function freePlayActors(env: FlowEnv) {
  return {
    freePlayLogin: fromPromise<LoginResult, void>(() =>
      env.call('freePlay', { os: globalThis.navigator?.platform || 'web', platform: 'W', random: randomString(), gatewayVersion: 3, loginDeviceId: env.deviceId() }),
    ),
    loadMemberInfo: sessionActors(env).loadMemberInfo,
  };
}
