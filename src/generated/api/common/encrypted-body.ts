/* Generated from schemas/api/common/encrypted-body.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * Body of an encrypted call (header Encryption: RSA or RSA-OAEP-AES-GCM); see docs/protocol.md.
 */
export interface EncryptedBody {
  /**
   * Ciphertext, base64.
   */
  value: string;
  /**
   * Wrapped session key: hex (des-rsa) or base64 (oaep-gcm).
   */
  key: string;
  /**
   * AES-GCM nonce, base64 (oaep-gcm).
   */
  iv?: string;
  /**
   * Key id (oaep-gcm).
   */
  kid?: string;
}
