// The forgot-password machine's actors (flows/forgotPassword.machine.ts): reset by e-mail, reset
// by phone, and the sign-in that follows a phone reset.
import type { FlowError } from '../../../../flows/types.ts';
import { fromPromise } from 'xstate';
import type { LoginResult } from '../../../../flows/types.ts';
import type { FlowEnv } from '../../api/flow-env.ts';
import { sessionActors } from '../signIn/index.ts';
import { smsCountdownActor } from '../smsCountdown/index.ts';

export function forgotPasswordActors(env: FlowEnv, showSmsError?: (error: FlowError | null) => void) {
  return {
    resetByEmail: fromPromise<{ message?: string | null }, { username: string; email: string }>(async ({ input }) => {
      await env.call('forgotPasswordEmail', input);
      return { message: null };
    }),
    resetByPhone: fromPromise<unknown, { mobileNum: string; verificationCode: string; newPassword: string }>(({ input }) =>
      env.call('forgotPasswordPhone', { ...input, loginDeviceId: env.deviceId() }),
    ),
    // The reset may already return a session; otherwise sign in with the new password.
    autoLogin: fromPromise<LoginResult, { mobileNum: string; password: string; resetResult: unknown }>(async ({ input }) => {
      const returned = input.resetResult as Partial<LoginResult> | null;
      if (returned && typeof returned.token === 'string') return returned as LoginResult;
      return env.call('login', { username: input.mobileNum, password: input.password, type: 'username', loginDeviceId: env.deviceId() });
    }),
    loadMemberInfo: sessionActors(env).loadMemberInfo,
    smsCountdown: smsCountdownActor(env, showSmsError),
  };
}
