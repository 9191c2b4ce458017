// The SMS-code request of every sign-in form (flows/smsCountdown.machine.ts), one call per purpose.
import { fromPromise } from 'xstate';
import { smsCountdownMachine, type SmsCodeRequest, type SmsCodeSent } from '../../../../flows/smsCountdown.machine.ts';
import type { FlowEnv } from '../../api/flow-env.ts';
import type { FlowError } from '../../../../flows/types.ts';

export async function requestSmsCode(env: FlowEnv, input: SmsCodeRequest): Promise<SmsCodeSent> {
  if (input.purpose === 'register') {
    return (await env.call('smsRegister', { mobileNo: input.mobileNum, loginDeviceId: env.deviceId() })) ?? {};
  }
  if (input.purpose === 'login') {
    return (await env.call('loginSms', { mobileNum: input.mobileNum })) ?? {};
  }
  return (await env.call('smsNoLogin', { purpose: 'forgotPassword', mobileNum: input.mobileNum, loginDeviceId: env.deviceId() })) ?? {};
}

/**
 * The countdown child every sign-in machine runs; `showError` shows a refused request (the portal:
 * a warning dialog with the error's message in the member's language, spec section 8).
 */
export function smsCountdownActor(env: FlowEnv, showError?: (error: FlowError | null) => void) {
  return smsCountdownMachine.provide({
    actors: { requestSmsCode: fromPromise<SmsCodeSent, SmsCodeRequest>(({ input }) => requestSmsCode(env, input)) },
    ...(showError ? { actions: { showSmsError: ({ context }: { context: { error: FlowError | null } }) => showError(context.error) } } : {}),
  });
}
