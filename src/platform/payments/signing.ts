/**
 * What the platform and the reference payment provider share: one HMAC-SHA256 key per merchant
 * (kept in platform_keys, made once), the canonical text of a callback, and a signed checkout
 * token (the request the provider is asked to collect, with where to send the member back).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { DepositCallbackRequest } from '../../generated/api/depositCallback.ts';
import type { SettingsStore } from '../settings/store.ts';

export const providerKey = async (settings: SettingsStore, merchant: string, at: number): Promise<string> =>
  // An object, not a bare string: the key store reads a JSON string back as JSON text.
  (await settings.keyMaterial(`deposit-provider:${merchant}`, async () => ({ hmacKey: randomBytes(32).toString('hex') }), at)).hmacKey;

export const hmac = (key: string, text: string): string => createHmac('sha256', key).update(text).digest('hex');

export function sameSignature(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A callback's signed fields: the depositCallback call's body without its signature. */
export type CallbackFields = Omit<DepositCallbackRequest, 'signature'>;

/** Every field, in a fixed order, with the merchant: a callback signed for one merchant is forged for another. */
export const callbackText = (merchant: string, f: CallbackFields): string =>
  [merchant, f.depositId, f.amountMinor, f.currency, f.outcome, f.providerRef, f.nonce, f.timestamp].join('\n');

export interface CheckoutTicket {
  merchant: string;
  depositId: number;
  amountMinor: number;
  currency: string;
  /** The amount as the merchant writes it, for the checkout page. */
  amountText: string;
  channelName: string;
  returnUrl: string;
  expiresAt: number;
}

export const sealTicket = (key: string, ticket: CheckoutTicket): string => {
  const body = Buffer.from(JSON.stringify(ticket)).toString('base64url');
  return `${body}.${hmac(key, body)}`;
};

/** The ticket's merchant is read before its key is known, then the whole ticket is checked under that key. */
export function peekTicketMerchant(sealed: string): string | null {
  try {
    const merchant = (JSON.parse(Buffer.from(sealed.split('.')[0] ?? '', 'base64url').toString('utf8')) as { merchant?: unknown }).merchant;
    return typeof merchant === 'string' ? merchant : null;
  } catch {
    return null;
  }
}

export function openTicket(key: string, sealed: string): CheckoutTicket | null {
  const [body = '', signature = ''] = sealed.split('.');
  if (!sameSignature(hmac(key, body), signature)) return null;
  try {
    return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as CheckoutTicket;
  } catch {
    return null;
  }
}
