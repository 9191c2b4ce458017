// How the portal reacts to a failed platform call (PROTOCOL.md "Envelope"). Pure, so the table
// is unit-tested without a browser.

export type Reaction =
  | { kind: 'forceLogout' }
  | { kind: 'tooManyRequests' }
  | { kind: 'verificationRequired' }
  | { kind: 'maintenance' }
  | { kind: 'depositPrompt' }
  | { kind: 'domainNotAvailable' }
  | { kind: 'inline' }
  | { kind: 'silent' }
  | { kind: 'timeoutRetry' }
  | { kind: 'logOnly' }
  | { kind: 'show' };

export const FORCE_LOGOUT_CODES = new Set([
  'token_ip_different', 'user.or.token.invalid', 'login.not.session', 'CUSTOMER_NOT_LOGIN',
]);
const TOO_MANY = new Set(['TOO_MANY_REQUEST', 'TOO_MANY_REQUESTS']);
const INLINE = new Set(['merchant.acct.setup.err', 'bind_customer_required']);

export interface FailedCall {
  /** The call schema says `silent`: its failure never raises an alert (PROTOCOL.md). */
  silent?: boolean;
  errorCode: string | null;
  status: number;
}

export function reactionFor(failure: FailedCall): Reaction {
  const code = failure.errorCode ?? '';
  // Session loss wins over silence: a silent call that finds the session gone still logs out.
  if (FORCE_LOGOUT_CODES.has(code) || failure.status === 401) return { kind: 'forceLogout' };
  if (TOO_MANY.has(code) || failure.status === 429) return { kind: 'tooManyRequests' };
  if (failure.silent) return { kind: 'silent' };
  if (code === 'login_verify_required') return { kind: 'verificationRequired' };
  if (code === 'vendor_under_maintenance') return { kind: 'maintenance' };
  if (code === 'launch_game_balance_not_enough') return { kind: 'depositPrompt' };
  if (code === 'domain_not_available') return { kind: 'domainNotAvailable' };
  if (INLINE.has(code)) return { kind: 'inline' };
  if (failure.status === 504) return { kind: 'timeoutRetry' };
  if (failure.status === 502) return { kind: 'logOnly' };
  return { kind: 'show' };
}
