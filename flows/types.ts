/**
 * Types shared by the flow machines. The machines never import the platform client: their
 * actors receive plain payloads and resolve to these shapes, and the portal (or a test) adapts
 * the client to them with `.provide()`.
 */

/** What a failed call rejects with (the client's PlatformError has this shape). */
export interface FlowError {
  errorCode: string | null;
  message: string | null;
  value?: unknown;
}

export type LoginType = 'username' | 'sms' | 'firebase';
export type SignInChannel = 'telegram' | 'facebook' | 'google';

/** Login response value (spec section 3). */
export interface LoginResult {
  token: string;
  /** The account signed in (the platform's login value always has it). */
  username?: string;
  firstTimeLogin?: boolean;
  passwordExpired?: boolean;
}

/** Member info (spec section 3), as much of it as the flows use. */
export interface MemberInfo {
  account: string;
  type: number;
  nickname?: string | null;
}

/** Reads a rejection as a FlowError whatever was thrown. */
export function toFlowError(error: unknown): FlowError {
  if (typeof error === 'object' && error !== null) {
    const record = error as Record<string, unknown>;
    return {
      errorCode: typeof record.errorCode === 'string' ? record.errorCode : null,
      message: typeof record.message === 'string' ? record.message : null,
      value: record.value,
    };
  }
  return { errorCode: null, message: typeof error === 'string' ? error : null };
}

/** True when an error value asks for a captcha (spec 4: "if the error value carries captcha"). */
export function errorCarriesCaptcha(error: unknown): boolean {
  const value = toFlowError(error).value;
  if (typeof value !== 'object' || value === null) return false;
  return Boolean((value as Record<string, unknown>).captcha);
}
