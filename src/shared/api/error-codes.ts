// The codes the platform sends come from the call schemas (each call's `errors`, and
// schemas/api-errors.json for what any call may answer), generated into
// src/generated/api/error-codes.ts: a code no call schema declares is a type error in the platform.
// The portal's client makes a few codes of its own when no envelope arrived; those are here.

export { DESK_ERROR_CODES, PLATFORM_ERROR_CODES } from '../../generated/api/error-codes.ts';
export type { DeskErrorCode, PlatformErrorCode } from '../../generated/api/error-codes.ts';

/** Codes the portal's client makes itself when no envelope arrived (see CLIENT_ERROR_CODES). */
export const PORTAL_ERROR_CODES = ['network_error', 'timeout', 'gateway_timeout', 'bad_response', 'call_unavailable', 'unknown', 'launch_host_refused', 'popup.blocked', 'idp.popup.closed'] as const;

export type PortalErrorCode = (typeof PORTAL_ERROR_CODES)[number];

/** The translation key of an errorCode's message. */
export const errorCodeKey = (code: string): string => `errorCode.${code}`;
