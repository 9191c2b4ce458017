// Member info into the session values (spec section 3), for every sign-in flow and the start-up.
// Free of xstate: this module is on a guest's first page load.
import type { MemberInfo as FlowMemberInfo } from '../../../../flows/types.ts';
import type { FlowEnv } from '../../api/flow-env.ts';
import { putValue } from '../../state/session.ts';
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
  protection?: { kind: 'timeout' | 'selfExclusion'; until: number; indefinite: boolean } | null;
}

/** Loads member info into the session values (spec section 3) and tells the app. */
export async function fetchMemberInfo(env: FlowEnv): Promise<FlowMemberInfo & { isAgent: boolean }> {
  const info = await env.call('memberInfo');
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
  env.memberLoaded?.({ account: info.account, nickname: info.nickname ?? null, type, regDate: info.regDate ?? null, clubLabel: info.clubLabel ?? null, isAgent, toUpline: info.toUpline ?? null, protection: info.protection ?? null });
  return { account: info.account, type, nickname: info.nickname ?? null, isAgent };
}

