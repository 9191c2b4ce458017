/**
 * Failures a handler raises on purpose: an HTTP status, an errorCode (docs/protocol.md lists
 * them) and a message a person can read. The error handler turns them into envelopes.
 */
import type { PlatformErrorCode } from '../shared/api/error-codes.ts';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: PlatformErrorCode,
    message: string,
    readonly value: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const notLoggedIn = (): ApiError => new ApiError(401, 'CUSTOMER_NOT_LOGIN', 'You are not logged in, please login');
export const tokenInvalid = (): ApiError => new ApiError(401, 'user.or.token.invalid', 'Your session is no longer valid, please login again');
export const sessionExpired = (): ApiError => new ApiError(401, 'login.not.session', 'Your session has expired, please login again');
export const trialRefused = (): ApiError => new ApiError(403, 'in_need_true_account', 'A real account is needed for this action');
export const featureDisabled = (): ApiError => new ApiError(403, 'feature.disabled', 'Function not enabled, contact customer service');
export const tooManyRequests = (retryAfterMs: number): ApiError =>
  new ApiError(429, 'TOO_MANY_REQUESTS', 'Too many requests, try again after 5 minutes', { retryAfterSeconds: Math.ceil(retryAfterMs / 1000) });
