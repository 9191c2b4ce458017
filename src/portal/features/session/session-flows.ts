// Logout and free play on the flows' machines. This module loads on the first click, so xstate
// stays out of a guest's first page load.
import { createActor } from 'xstate';
import { logoutMachine } from '../../../../flows/logout.machine.ts';
import { freePlayMachine } from '../../../../flows/freePlay.machine.ts';
import { apiCall } from '../../api/portal-api.ts';
import { setSession } from '../../state/session.ts';
import { askConfirm, loaderActions, resetLoginState, setState } from '../../state/store.ts';
import { tokenActions } from '../signIn/index.ts';
import { freePlayActors, logoutFlow } from './actors.ts';
import { browserEnv, unlessLeaving } from './browser-env.ts';

/** Logout (spec 4): confirmation, server logout, session cleared, merchant values kept, home. */
export function runLogout(): void {
  const flow = logoutFlow(browserEnv);
  const actor = createActor(
    logoutMachine.provide({
      actors: flow.actors,
      actions: {
        ...flow.actions,
        openConfirm: () =>
          askConfirm(
            'dialog.sureToLogOut',
            () => actor.send({ type: 'CONFIRM' }),
            () => actor.send({ type: 'CANCEL' }),
          ),
        closeConfirm: () => setState({ confirm: null }),
        goHome: () => {
          resetLoginState();
          setState({ modal: null, changePassReason: null });
          browserEnv.navigate('/');
        },
      },
    }),
  );
  actor.start();
  actor.send({ type: 'REQUEST' });
}

/** Free play (spec 4): demo login, info, cpw flag removed, login modal closed, home. */
export function runFreePlay(enabled: boolean): Promise<void> {
  return new Promise((resolve) => {
    const actor = createActor(
      freePlayMachine.provide({
        // Free play has no form of its own: a refusal shows as the usual notice (not quiet).
        actors: freePlayActors({ ...browserEnv, call: (name, request) => unlessLeaving(apiCall(name, request)) }),
        actions: {
          ...loaderActions,
          ...tokenActions(browserEnv),
          removeCpwFlag: () => setSession('cpw', null),
          closeLoginModal: () => setState({ modal: null }),
          goHome: () => {
            if (window.location.pathname !== '/') browserEnv.navigate('/');
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
