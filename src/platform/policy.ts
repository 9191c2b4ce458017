/** Security time-outs and limits in one place (docs/protocol.md repeats them for operators). */
import type { RateRule } from './security/rate-limits-store.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

export interface SecurityPolicy {
  sessionIdleMs: number;
  sessionAbsoluteMs: number;
  /** A session's last-seen time is written at most this often (keeps reads cheap). */
  sessionTouchGranularityMs: number;
  /** Payments-desk operator sessions: shorter than members' (they can move money). */
  deskSessionIdleMs: number;
  deskSessionAbsoluteMs: number;
  captchaTtlMs: number;
  /** A failed login within this window makes the captcha required for that account and IP. */
  captchaAfterFailureWindowMs: number;
  smsMaxAttempts: number;
  /** How long a client that passed the password step may answer the 2FA (TOTP) challenge without a new captcha. */
  totpChallengeTtlMs: number;
  demoCreditMinor: number;
  /** Life of a quick-login token from its issue (each use issues a successor). */
  quickLoginTtlMs: number;
  rules: {
    captchaPerIp: RateRule;
    smsPerIp: RateRule;
    smsPerNumber: RateRule;
    loginFailuresPerAccount: RateRule;
    loginFailuresPerIp: RateRule;
    registerPerIp: RateRule;
    freePlayPerIp: RateRule;
    passwordFailuresPerAccount: RateRule;
    quickLoginFailuresPerIp: RateRule;
  };
}

export function defaultPolicy(blockMinutes = 5): SecurityPolicy {
  const blockMs = blockMinutes * MINUTE;
  return {
    sessionIdleMs: 30 * MINUTE,
    sessionAbsoluteMs: 12 * 60 * MINUTE,
    sessionTouchGranularityMs: 15 * SECOND,
    deskSessionIdleMs: 15 * MINUTE,
    deskSessionAbsoluteMs: 8 * 60 * MINUTE,
    captchaTtlMs: 2 * MINUTE,
    captchaAfterFailureWindowMs: 15 * MINUTE,
    smsMaxAttempts: 5,
    totpChallengeTtlMs: 5 * MINUTE,
    demoCreditMinor: 200_000,
    quickLoginTtlMs: 30 * 24 * 60 * MINUTE,
    rules: {
      captchaPerIp: { minIntervalMs: SECOND, windowMs: MINUTE, max: 30, blockMs },
      smsPerIp: { minIntervalMs: SECOND, windowMs: 10 * MINUTE, max: 20, blockMs },
      smsPerNumber: { minIntervalMs: SECOND, windowMs: 10 * MINUTE, max: 5, blockMs },
      loginFailuresPerAccount: { windowMs: 15 * MINUTE, max: 5, blockMs },
      loginFailuresPerIp: { windowMs: 15 * MINUTE, max: 20, blockMs },
      registerPerIp: { windowMs: 60 * MINUTE, max: 20, blockMs },
      freePlayPerIp: { windowMs: 60 * MINUTE, max: 20, blockMs },
      passwordFailuresPerAccount: { windowMs: 15 * MINUTE, max: 5, blockMs },
      quickLoginFailuresPerIp: { windowMs: 15 * MINUTE, max: 20, blockMs },
    },
  };
}
