/**
 * The deployment's key material, made once and kept in the database so restarts keep it:
 * the des-rsa key pair, the oaep-gcm key pair, the local identity provider's signing secret.
 */
import { randomBytes } from 'node:crypto';
import { generateDesRsaKeyPair, generateOaepKeyPair, type DesRsaPrivateKey } from '../../shared/crypto/index.ts';
import type { SettingsStore } from '../settings/store.ts';

export interface PlatformKeys {
  desRsa: DesRsaPrivateKey;
  oaep: { kid: string; publicJwk: JsonWebKey; privateJwk: JsonWebKey };
  idpSecret: string;
}

export async function loadPlatformKeys(settings: SettingsStore, now: number): Promise<PlatformKeys> {
  const desRsa = await settings.keyMaterial('des-rsa', generateDesRsaKeyPair, now);
  const oaep = await settings.keyMaterial(
    'oaep-gcm',
    async () => ({ kid: randomBytes(8).toString('hex'), ...(await generateOaepKeyPair()) }),
    now,
  );
  const idp = await settings.keyMaterial('idp-secret', async () => ({ secret: randomBytes(32).toString('base64url') }), now);
  return { desRsa, oaep, idpSecret: idp.secret };
}
