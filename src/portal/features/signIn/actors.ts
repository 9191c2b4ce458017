// The actors every sign-in machine shares (member info, captcha, token actions), on a FlowEnv:
// the portal and the model tests run this same code with their own storage.
import { fromPromise } from 'xstate';
import type { MemberInfo as FlowMemberInfo } from '../../../../flows/types.ts';
import type { FlowEnv } from '../../api/flow-env.ts';
import { clearSession, storeSignIn, type SignInValue } from '../../state/session.ts';
import { fetchMemberInfo } from '../session/index.ts';

/** The captcha value is a base64 PNG; shown through a data: URL. */
export async function fetchCaptcha(env: FlowEnv): Promise<{ image: string }> {
  const raw = await env.call('captcha', { loginDeviceId: env.deviceId(), t: String(Date.now()) });
  return { image: raw.startsWith('data:') ? raw : `data:image/png;base64,${raw}` };
}

export function sessionActors(env: FlowEnv) {
  return {
    loadMemberInfo: fromPromise<FlowMemberInfo, { token: string }>(async () => {
      const { account, type, nickname } = await fetchMemberInfo(env);
      return { account, type, nickname };
    }),
    loadCaptcha: fromPromise<{ image: string }, void>(() => fetchCaptcha(env)),
  };
}

/** Token actions of machines that keep the login value in `context.result`. */
export function tokenActions(env: FlowEnv) {
  return {
    /** The token with the account (state/session.ts storeSignIn): a reload before member info arrives stays signed in. */
    storeToken: ({ context }: { context: { result: SignInValue | null } }) => storeSignIn(env.session, context.result),
    /** Drops the half-made session (merchant values stay). */
    clearToken: () => {
      clearSession(env.session);
      env.signedOut?.();
    },
  };
}

