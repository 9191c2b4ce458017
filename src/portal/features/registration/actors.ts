// The registration machine's actors (flows/registration.machine.ts): affiliate lookup, captcha,
// the registration itself, member info and the SMS countdown.
import type { FlowError } from '../../../../flows/types.ts';
import { fromPromise } from 'xstate';
import type { RegistrationPayload } from '../../../../flows/registration.machine.ts';
import type { CallInput } from '../../../shared/api/index.ts';
import type { FlowEnv } from '../../api/flow-env.ts';
import { sessionActors } from '../signIn/index.ts';
import { smsCountdownActor } from '../smsCountdown/index.ts';

/** A member's invite code from the landing URL (/register?r=<code>, the referral page's link). */
function referrerCode(href: string): string | null {
  try {
    return new URL(href).searchParams.get('r');
  } catch {
    return null;
  }
}

/** The body of POST register / registerMobile: the form's values and where the member registers. */
export function registrationBody(env: FlowEnv, payload: RegistrationPayload) {
  const page = env.page();
  const referrer = referrerCode(page.href);
  return {
    ...payload.values,
    ...(referrer ? { referrerCode: referrer } : {}),
    ageConfirmed: payload.ageConfirmed,
    registerUrl: page.href,
    domain: page.host,
    registerMethod: 'WEB',
    loginDeviceId: env.deviceId(),
  };
}

export function registrationActors(env: FlowEnv, showSmsError?: (error: FlowError | null) => void) {
  return {
    ...sessionActors(env),
    lookupAffiliate: fromPromise<{ affiliateCode: string }, { affiliateCode: string | null }>(async ({ input: { affiliateCode } }) => {
      // Without a code in the landing URL there is nothing to look up: the input shows.
      if (!affiliateCode) throw new Error('no affiliate code in the URL');
      const value = await env.call('affiliate', { domain: env.page().host, affiliateCode });
      if (!value?.affiliateCode) throw new Error('no affiliate');
      return { affiliateCode: value.affiliateCode };
    }),
    submitRegistration: fromPromise<{ token: string; username?: string }, RegistrationPayload>(({ input }) =>
      // The body holds the fields this merchant shows; the platform checks them against its settings.
      env.call(input.mode === 'mobile' ? 'registerMobile' : 'register', registrationBody(env, input) as CallInput<'register'> & CallInput<'registerMobile'>),
    ),
    smsCountdown: smsCountdownActor(env, showSmsError),
  };
}
