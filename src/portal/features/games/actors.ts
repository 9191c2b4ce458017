// gameLaunch (flows/gameLaunch.machine.ts): the launch actor on a FlowEnv, the same code in the
// portal (launch.ts, on the browser's env) and in the model tests (tests/flows/model/games.harnesses.ts,
// on Node's): the launch call with the spec's payload, then a check that the frame URL is on one of
// the permission response's launch hosts (anything else is refused, never framed).
import { fromPromise } from 'xstate';
import { PlatformError, type CallInput } from '../../../shared/api/index.ts';
import type { PortalErrorCode } from '../../../shared/api/error-codes.ts';
import { launchUrl, type GameRef } from '../../../../flows/gameLaunch.machine.ts';
import type { FlowEnv } from '../../api/flow-env.ts';
import { isAllowedLaunchUrl } from './launch-hosts.ts';
import { vendorParams } from '../../../shared/games/wire-names.ts';

export const LAUNCH_HOST_REFUSED = 'launch_host_refused' satisfies PortalErrorCode;

/** The launch payload of spec section 3 (the session's account, token and merchant code). */
export function launchPayload(env: FlowEnv, game: GameRef, language: string): CallInput<'launchGame'> {
  const session = (key: string) => env.session.getItem(key) ?? '';
  return {
    gameId: game.gameId, nodeId: 0, accountType: 1, confirmTrans: 0, ...vendorParams(typeof game.vendor === 'string' ? game.vendor : null), launchMode: 'GLS',
    platform: 'html5-desktop', clientType: 3, username: session('account'), token: session('token'),
    merchantCode: session('merchantCode'), language,
  };
}

export interface LaunchOptions {
  /** The portal language the game opens in. */
  language(): string;
  /** The permission response's launch hosts; by default one whitelabel call per launch. */
  launchHosts?(): Promise<readonly string[]>;
}

export function gameLaunchActors(env: FlowEnv, options: LaunchOptions) {
  const launchHosts = options.launchHosts ?? (() => env.call('whitelabel').then((value) => value.info.launchGameCDNs));
  return {
    // Output typed as the machine declares it (it reads the URL with launchUrl).
    launchGame: fromPromise<unknown, { game: GameRef }>(async ({ input }): Promise<{ game_url: string }> => {
      const [value, hosts] = await Promise.all([env.call('launchGame', launchPayload(env, input.game, options.language())), launchHosts()]);
      const url = launchUrl(value);
      if (!url || !isAllowedLaunchUrl(url, hosts)) {
        throw new PlatformError(LAUNCH_HOST_REFUSED, 'Invalid URL, please contact customer service', 0);
      }
      return { game_url: url };
    }),
  };
}
