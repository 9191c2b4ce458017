// Logout and free play on the flows' machines. This module loads on the first click, so xstate
// stays out of a guest's first page load.
import { createActor, fromPromise } from 'xstate';
import { navigate } from 'wouter/use-browser-location';
import { logoutMachine } from '../../../flows/logout.machine.ts';
import { freePlayMachine } from '../../../flows/freePlay.machine.ts';
import type { LoginResult } from '../../../flows/types.ts';
import { apiCall } from '../api/portal-api.ts';
import { clearSessionState, loadMember, storeResultToken } from './auth.ts';
import { clearSession, setSession } from './session.ts';
import { askConfirm, loaderActions, resetLoginState, setState } from './store.ts';

/** Logout (spec 4): confirmation, server logout, session cleared, merchant values kept, home. */
export function runLogout(): void {
  const actor = createActor(
    logoutMachine.provide({
      actors: {
        serverLogout: fromPromise(async () => {
          await apiCall('logout', undefined, undefined, { quiet: true });
        }),
      },
      actions: {
        openConfirm: () =>
          askConfirm(
            'dialog.sureToLogOut',
            () => actor.send({ type: 'CONFIRM' }),
            () => actor.send({ type: 'CANCEL' }),
          ),
        closeConfirm: () => setState({ confirm: null }),
        // clearSession keeps merchant, merchantCode and platform: they are restored in place.
        clearSession: () => clearSession(),
        restoreMerchantValues: () => undefined,
        goHome: () => {
          resetLoginState();
          setState({ modal: null, changePassReason: null });
          navigate('/');
        },
      },
    }),
  );
  actor.start();
  actor.send({ type: 'REQUEST' });
}

function randomString(length = 16): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from(crypto.getRandomValues(new Uint8Array(length)), (b) => alphabet[b % alphabet.length]).join('');
}

/** Free play (spec 4): demo login, info, cpw flag removed, login modal closed, home. */
export function runFreePlay(enabled: boolean): Promise<void> {
  return new Promise((resolve) => {
    const actor = createActor(
      freePlayMachine.provide({
        actors: {
          freePlayLogin: fromPromise(() =>
            apiCall<LoginResult>('freePlay', { os: navigator.platform || 'web', platform: 'W', random: randomString(), gatewayVersion: 3 }),
          ),
          loadMemberInfo: loadMember,
        },
        actions: {
          ...loaderActions,
          storeToken: storeResultToken,
          clearToken: clearSessionState,
          removeCpwFlag: () => setSession('cpw', null),
          closeLoginModal: () => setState({ modal: null }),
          goHome: () => {
            if (window.location.pathname !== '/') navigate('/');
          },
        },
      }),
      { input: { freePlay: enabled } },
    );
    actor.subscribe((snapshot) => {
      if (snapshot.status === 'done' || snapshot.matches('failed') || snapshot.matches('idle')) resolve();
    });
    actor.start();
    actor.send({ type: 'START' });
  });
}
