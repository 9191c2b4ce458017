// Launching a game through the flows' gameLaunch machine: the portal supplies its actor (the
// launch call, then a check that the URL is on one of the permission response's launch hosts)
// and its actions (login popup, loader, stored frame URL, /game, maintenance dialog, deposit).
import { useEffect } from 'react';
import { useSelector } from '@xstate/react';
import { createActor, fromPromise } from 'xstate';
import { useLocation } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import i18next from 'i18next';
import { PlatformError } from '../../../shared/api/index.ts';
import type { GameItem } from '../../../shared/games/index.ts';
import { gameLaunchMachine, launchUrl, type GameRef } from '../../../../flows/gameLaunch.machine.ts';
import { getSession, setSession } from '../../state/session.ts';
import { getState, openModal, showNotice, subscribe } from '../../state/store.ts';
import { currentLanguage } from '../../api/portal-api.ts';
import { loadPermission } from './api.ts';
import { runCall } from '../../api/query.ts';
import { isAllowedLaunchUrl } from './launch-hosts.ts';
import { errorText } from '../../i18n/error-text.ts';
import type { PortalErrorCode } from '../../../shared/api/error-codes.ts';

export const LAUNCH_HOST_REFUSED = 'launch_host_refused' satisfies PortalErrorCode;

export interface MaintenanceInfo {
  vassalage: string;
  maintainTime: number | null;
  endTime: number | null;
}

/** The launch payload of spec section 3. */
export function launchPayload(game: GameItem, language: string): Record<string, string | number> {
  return {
    gameId: game.gameId, nodeId: 0, accountType: 1, confirmTrans: 0, vassalage: game.vassalage, launchMode: 'GLS',
    platform: 'html5-desktop', clientType: 3, username: getSession('account') ?? '', token: getSession('token') ?? '',
    merchantCode: getSession('merchantCode') ?? '', language,
  };
}

export async function requestLaunch(game: GameItem): Promise<{ game_url: string }> {
  const [value, permission] = await Promise.all([
    // A money call: the balance is refreshed after it (api/query.ts INVALIDATES).
    runCall('launchGame', launchPayload(game, currentLanguage())),
    loadPermission(),
  ]);
  const url = launchUrl(value);
  if (!url || !isAllowedLaunchUrl(url, permission.launchGameCDNs)) {
    throw new PlatformError(LAUNCH_HOST_REFUSED, 'Invalid URL, please contact customer service', 0);
  }
  return { game_url: url };
}

function maintenanceOf(error: unknown): MaintenanceInfo {
  const value = (error as { value?: { content?: { data?: Record<string, unknown> } } } | null)?.value;
  const data = value?.content?.data ?? {};
  return {
    vassalage: String(data.vassalage ?? ''),
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
        launchGame: fromPromise<unknown, { game: GameRef }>(({ input }) => requestLaunch(input.game as unknown as GameItem)),
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
export function launchGame(game: GameItem): void {
  const actor = launchActor();
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
