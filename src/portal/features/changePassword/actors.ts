// The change-password machine's actors (flows/changePassword.machine.ts): the change, the
// sign-in again with the new password, member info.
import { fromPromise } from 'xstate';
import type { LoginResult } from '../../../../flows/types.ts';
import type { FlowEnv } from '../../api/flow-env.ts';
import { sessionActors } from '../signIn/index.ts';

export function changePasswordActors(env: FlowEnv) {
  return {
    changePassword: fromPromise<void, { oldPassword: string; newPassword: string; confirmNewPassword: string }>(async ({ input }) => {
      await env.call('changePassword', input);
    }),
    relogin: fromPromise<LoginResult, { username: string; password: string }>(({ input }) =>
      env.call('login', { username: input.username, password: input.password, type: 'username', loginDeviceId: env.deviceId() }),
    ),
    loadMemberInfo: sessionActors(env).loadMemberInfo,
  };
}
