// The session actors every sign-in machine shares (member info, captcha, token actions), built on
// a FlowEnv: the portal and the model tests run this same code with their own storage.
import { fromPromise } from 'xstate';
import type { LoginResult, MemberInfo as FlowMemberInfo } from '../../../../flows/types.ts';
import type { FlowEnv } from '../../api/flow-env.ts';
import { clearSession, putValue } from '../../state/session.ts';
import { hasAgentFlag } from '../../../shared/member-types.ts';

/** memberInfo as the platform answers it. */
export interface MemberInfo {
  id?: number | string;
  account: string;
  nickname?: string | null;
  type: number;
  toUpline?: string | null;
  regDate?: string | null;
  clubLabel?: { labelName: string; rankLevel: number } | null;
  isAgent?: boolean;
}

/** Loads member info into the session values (spec section 3) and tells the app. */
export async function fetchMemberInfo(env: FlowEnv): Promise<FlowMemberInfo & { isAgent: boolean }> {
  const info = await env.call<MemberInfo>('memberInfo');
  const isAgent = hasAgentFlag(Number(info.type));
  const put = (key: Parameters<typeof putValue>[1], value: Parameters<typeof putValue>[2]) => putValue(env.session, key, value);
  put('account', info.account);
  put('username', info.account);
  put('nickname', info.nickname ?? '');
  if (info.id !== undefined) put('customerId', String(info.id));
  put('isAgent', isAgent);
  put('toUpline', info.toUpline ?? '');
  put('regDate', info.regDate ?? '');
  if (info.clubLabel) {
    put('memberLabel', info.clubLabel.labelName);
    put('vipRankLevel', info.clubLabel.rankLevel);
  }
  const type = Number(info.type);
  env.memberLoaded?.({ account: info.account, nickname: info.nickname ?? null, type, regDate: info.regDate ?? null, clubLabel: info.clubLabel ?? null, isAgent });
  return { account: info.account, type, nickname: info.nickname ?? null, isAgent };
}

/** The captcha value is a base64 PNG; shown through a data: URL. */
export async function fetchCaptcha(env: FlowEnv): Promise<{ image: string }> {
  const value = await env.call<string | { image?: string; captcha?: string }>('captcha', undefined, { loginDeviceId: env.deviceId(), t: String(Date.now()) });
  const raw = typeof value === 'string' ? value : value.image ?? value.captcha ?? '';
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
    storeToken: ({ context }: { context: { result: { token: string } | null } }) => putValue(env.session, 'token', context.result?.token ?? null),
    /** Drops the half-made session (merchant values stay). */
    clearToken: () => {
      clearSession(env.session);
      env.signedOut?.();
    },
  };
}

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
      env.call<LoginResult>('freePlay', { os: globalThis.navigator?.platform || 'web', platform: 'W', random: randomString(), gatewayVersion: 3, loginDeviceId: env.deviceId() }),
    ),
    loadMemberInfo: sessionActors(env).loadMemberInfo,
  };
}
