/* Generated from schemas/api/rsaKey.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * des-rsa: the RSA modulus as hex; oaep-gcm: the key id and public JWK.
 */
export type RsaKeyResponse =
  | string
  | {
      kid: string;
      jwk: {
        e: string;
        n: string;
        alg: string;
        ext: boolean;
        kty: string;
        key_ops: string[];
      };
    };

/**
 * GET /wps/session/key/rsa: the request and success value of the rsaKey call.
 */
export interface RsaKeyCall {
  request: RsaKeyRequest;
  response: RsaKeyResponse;
}
export interface RsaKeyRequest {
  /**
   * Key for which scheme; des-rsa when absent.
   */
  scheme?: 'des-rsa' | 'oaep-gcm';
}
