/**
 * The portal's reaction to each platform error code (PROTOCOL.md "Error codes"), as data.
 * The platform's own codes are listed in docs/protocol.md; anything unlisted is an `alert`.
 */
export type ErrorReaction =
  | 'forceLogout'
  | 'tooManyRequests'
  | 'verifyRequired'
  | 'maintenance'
  | 'balance'
  | 'domain'
  | 'inline'
  | 'alert';

export const ERROR_REACTIONS: Readonly<Record<string, ErrorReaction>> = {
  token_ip_different: 'forceLogout',
  'user.or.token.invalid': 'forceLogout',
  'login.not.session': 'forceLogout',
  CUSTOMER_NOT_LOGIN: 'forceLogout',
  TOO_MANY_REQUEST: 'tooManyRequests',
  TOO_MANY_REQUESTS: 'tooManyRequests',
  login_verify_required: 'verifyRequired',
  vendor_under_maintenance: 'maintenance',
  launch_game_balance_not_enough: 'balance',
  domain_not_available: 'domain',
  'merchant.acct.setup.err': 'inline',
  bind_customer_required: 'inline',
};

/** HTTP 401 always means the session is gone, whatever the body says. */
export function classifyError(errorCode: string | null | undefined, status?: number): ErrorReaction {
  if (status === 401) return 'forceLogout';
  if (errorCode && Object.hasOwn(ERROR_REACTIONS, errorCode)) return ERROR_REACTIONS[errorCode] ?? 'alert';
  return 'alert';
}

/** Error codes the client itself produces when no envelope arrived. */
export const CLIENT_ERROR_CODES = {
  network: 'network_error',
  timeout: 'timeout',
  gatewayTimeout: 'gateway_timeout',
  badResponse: 'bad_response',
} as const;

export class PlatformError extends Error {
  readonly errorCode: string;
  readonly status: number;
  readonly value: unknown;

  constructor(errorCode: string, message: string, status: number, value: unknown = null) {
    super(message);
    this.name = 'PlatformError';
    this.errorCode = errorCode;
    this.status = status;
    this.value = value;
  }

  get reaction(): ErrorReaction {
    return classifyError(this.errorCode, this.status);
  }
}
