/**
 * Server side of the request encryption schemes: decrypts bodies of calls flagged `encrypted`
 * before validation, so the JSON Schema checks the real payload.
 */
import type { FastifyRequest } from 'fastify';
import { decryptDesRsa, decryptOaepGcm, ENCRYPTION_HEADER } from '../shared/crypto/index.ts';
import { ApiError } from './errors.ts';
import type { PlatformKeys } from './security/keys.ts';
import { rsaDecryptNative } from './security/des-rsa-native.ts';

const keyInvalid = (): ApiError => new ApiError(400, 'encryption.key.invalid', 'The encrypted request could not be read; fetch the key again');

const isString = (v: unknown, max: number): v is string => typeof v === 'string' && v.length > 0 && v.length <= max;

export async function decryptBody(request: FastifyRequest, keys: PlatformKeys): Promise<unknown> {
  const scheme = request.headers.encryption;
  const body = request.body as Record<string, unknown> | null;
  if (scheme === undefined) {
    if (request.merchant.encryption === 'none') return body;
    throw new ApiError(400, 'encryption.required', 'This call must be encrypted');
  }
  if (typeof body !== 'object' || body === null || !isString(body.value, 65_536) || !isString(body.key, 2048)) {
    throw new ApiError(400, 'validation.failed', 'An encrypted body is { value, key }');
  }
  try {
    if (scheme === ENCRYPTION_HEADER['des-rsa']) return decryptDesRsa({ value: body.value, key: body.key }, keys.desRsa, rsaDecryptNative);
    if (scheme === ENCRYPTION_HEADER['oaep-gcm']) {
      if (!isString(body.iv, 32) || body.kid !== keys.oaep.kid) throw keyInvalid();
      return await decryptOaepGcm({ value: body.value, key: body.key, iv: body.iv, kid: body.kid }, keys.oaep.privateJwk);
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw keyInvalid();
  }
  throw new ApiError(400, 'encryption.unsupported', `Unknown Encryption scheme`);
}
