// Launching a game through the flows' gameLaunch machine: the portal supplies its actor (the
// launch call, then a check that the URL is on one of the permission response's launch hosts)
// and its actions (login popup, loader, stored frame URL, /game, maintenance dialog, deposit).
import { useEffect } from 'react';
import { useSelector } from '@xstate/react';
import { createActor } from 'xstate';
import { useLocation } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import i18next from 'i18next';
import type { Game } from './game.ts';
import { gameLaunchMachine, type GameRef } from '../../../../flows/gameLaunch.machine.ts';
import { setSession } from '../../state/session.ts';
import { getState, openModal, showNotice, subscribe } from '../../state/store.ts';
import { currentLanguage } from '../../api/portal-api.ts';
import { loadPermission } from './api.ts';
import { runCall } from '../../api/query.ts';
import { gameLaunchActors } from './actors.ts';
import type { FlowEnv } from '../../api/flow-env.ts';
import { browserEnv } from '../session/index.ts';
import { errorText } from '../../i18n/error-text.ts';
import { vendorFromWire } from '../../../shared/games/wire-names.ts';

export interface MaintenanceInfo {
  /** The vendor under maintenance (the notice names it as the wire does: wire-names.ts). */
  vendor: string;
  maintainTime: number | null;
  endTime: number | null;
}

/** Launching is a money call: through the query layer, so the balance is refreshed after it. */
function launchEnv(): FlowEnv {
  return { ...browserEnv, call: runCall };
}

function maintenanceOf(error: unknown): MaintenanceInfo {
  const value = (error as { value?: { content?: { data?: Record<string, unknown> } } } | null)?.value;
  // The notice names the vendor as the wire does.
  const data = vendorFromWire(value?.content?.data ?? {});
  return {
    vendor: String(data.vendor ?? ''),
    maintainTime: typeof data.maintainTime === 'number' ? data.maintainTime : null,
    endTime: typeof data.endTime === 'number' ? data.endTime : null,
  };
}

function messageFor(key: string, fallback: string): string {
  return i18next.t(key, { defaultValue: fallback });
}

/**
 * One launch machine for the whole page, so a launch that is under way survives moving between
 * screens (the chart's "already on /game" path): the list screens and /game share it.
 */
let shared: ReturnType<typeof startLaunchActor> | null = null;

function startLaunchActor() {
  const actor = createActor(
    gameLaunchMachine.provide({
      actors: {
        ...gameLaunchActors(launchEnv(), { language: currentLanguage, launchHosts: () => loadPermission().then((p) => p.launchGameCDNs) }),
      },
      actions: {
        // The loader is the machine's launching state (useGameLaunch().launching).
        showLoader: () => undefined,
        hideLoader: () => undefined,
        saveFrameUrl: ({ context }) => setSession('iframeUrl', context.frameUrl),
        goToGame: () => navigate('/game'),
        openLoginPopup: () => openModal('loginPopup'),
        showMaintenance: () => undefined, // the dialog is the machine's maintenance state
        promptDeposit: () => showNotice(messageFor('games.depositPrompt', 'Your balance is not enough to play. Please deposit first.')),
        showError: ({ context }) => showNotice(context.error?.errorCode ? errorText(i18next.t, context.error) : messageFor('games.launchFailed', 'The game could not be started.')),
      },
    }),
    { input: { loggedIn: getState().isLogin, onGamePage: window.location.pathname === '/game' } },
  );
  actor.start();
  let wasLogin = getState().isLogin;
  subscribe(() => {
    const isLogin = getState().isLogin;
    if (isLogin !== wasLogin) {
      wasLogin = isLogin;
      actor.send({ type: 'SESSION', loggedIn: isLogin });
    }
  });
  return actor;
}

export function launchActor() {
  shared ??= startLaunchActor();
  return shared;
}

/** The one launch path (lobby, home tiles, maintenance suggestions): guests get the login popup. */
export function launchGame(game: Game): void {
  const actor = launchActor();
  // Where the page is now: the screen that launches may have mounted after the machine last heard.
  actor.send({ type: 'ROUTE', onGamePage: window.location.pathname === '/game' });
  // A finished attempt (maintenance, low balance, failure) is dismissed before the next one.
  actor.send({ type: 'DISMISS' });
  actor.send({ type: 'LAUNCH', game: game as unknown as GameRef });
}

export function useGameLaunch() {
  const [location] = useLocation();
  const actor = launchActor();
  useEffect(() => actor.send({ type: 'ROUTE', onGamePage: location === '/game' }), [actor, location]);
  const state = useSelector(actor, (s) => s.value as string);
  const error = useSelector(actor, (s) => s.context.error);
  const frameUrl = useSelector(actor, (s) => s.context.frameUrl);
  return {
    state,
    frameUrl,
    launching: state === 'launching',
    launch: launchGame,
    maintenance: state === 'maintenance' ? maintenanceOf(error) : null,
    closeMaintenance: () => actor.send({ type: 'DISMISS' }),
  };
}
