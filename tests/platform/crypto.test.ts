// Both encryption schemes, the customer-service path and the error classification, without a server.
import { describe, expect, it } from 'vitest';
import {
  decryptCsPath, decryptDesRsa, decryptOaepGcm, desDecrypt, desEncrypt, encryptCsPath, encryptDesRsa, encryptOaepGcm,
  generateDesRsaKeyPair, generateOaepKeyPair, modPow, randomAlphanumeric, rsaDecryptTextbook, rsaEncryptTextbook, safeCsUrl,
} from '../../src/shared/crypto/index.ts';
import { classifyError, ERROR_REACTIONS, PlatformError } from '../../src/shared/api/index.ts';
import { rsaDecryptNative } from '../../src/platform/security/des-rsa-native.ts';

describe('des-rsa', () => {
  it('DES-ECB/PKCS7 with a UTF-8 key matches a fixed vector and round-trips', () => {
    // Vector: DES-ECB, key "12345678", PKCS#7, plaintext "hello" (checked with: printf hello | openssl enc -des-ecb -K 3132333435363738 -provider legacy | base64).
    expect(desEncrypt('hello', '12345678')).toBe('uhbGoCVxJa8=');
    expect(desDecrypt('uhbGoCVxJa8=', '12345678')).toBe('hello');
    // Only the first 8 bytes of a 16-character session key matter.
    expect(desDecrypt(desEncrypt('{"a":1}', 'ABCDEFGHxxxxxxxx'), 'ABCDEFGHyyyyyyyy')).toBe('{"a":1}');
  });

  it('textbook RSA is m^e mod n on the UTF-8 bytes, hex padded to the modulus', async () => {
    const key = await generateDesRsaKeyPair();
    expect(key.n).toHaveLength(256);
    const cipher = rsaEncryptTextbook('AbCdEf0123456789', key.n);
    expect(cipher).toMatch(/^[0-9a-f]{256}$/);
    expect(BigInt(`0x${cipher}`)).toBe(modPow(BigInt('0x' + Buffer.from('AbCdEf0123456789').toString('hex')), 0x10001n, BigInt(`0x${key.n}`)));
    expect(rsaDecryptTextbook(cipher, key)).toBe('AbCdEf0123456789');
  });

  it('round-trips a JSON payload and sends the reversed session key', async () => {
    const key = await generateDesRsaKeyPair();
    const payload = { username: 'member01', password: 'Pässwörd@1', n: 3 };
    const body = encryptDesRsa(payload, key.n);
    expect(decryptDesRsa(body, key)).toEqual(payload);
    const reversedKey = rsaDecryptTextbook(body.key, key);
    const sessionKey = [...reversedKey].reverse().join('');
    expect(JSON.parse(desDecrypt(body.value, sessionKey))).toEqual(payload);
  });

  it('the platform\'s OpenSSL decryption answers what the textbook one answers, errors included', async () => {
    for (const key of await Promise.all([generateDesRsaKeyPair(), generateDesRsaKeyPair(), generateDesRsaKeyPair()])) {
      const n = BigInt(`0x${key.n}`);
      const body = encryptDesRsa({ username: 'member01', password: 'Pässwörd@1' }, key.n);
      expect(decryptDesRsa(body, key, rsaDecryptNative)).toEqual(decryptDesRsa(body, key));
      // Any number below n, short ones (leading zero bytes) too; the plaintext bytes need not be UTF-8.
      const ciphers = [rsaEncryptTextbook('AbCdEf0123456789', key.n), '1', '00ff', (n - 1n).toString(16), ...Array.from({ length: 20 }, () => (BigInt(`0x${Buffer.from(crypto.getRandomValues(new Uint8Array(128))).toString('hex')}`) % n).toString(16))];
      const outcome = (decrypt: typeof rsaDecryptTextbook, cipher: string) => {
        try {
          return decrypt(cipher, key);
        } catch (error) {
          return `throws ${String(error)}`;
        }
      };
      for (const cipher of ciphers) expect(outcome(rsaDecryptNative, cipher), cipher).toBe(outcome(rsaDecryptTextbook, cipher));
      expect(outcome(rsaDecryptNative, ciphers[0]!)).toBe('AbCdEf0123456789');
      for (const bad of [key.n, (n + 5n).toString(16), 'xyz', '', 'f'.repeat(1025)]) {
        expect(() => rsaDecryptTextbook(bad, key)).toThrow();
        expect(() => rsaDecryptNative(bad, key)).toThrow();
      }
    }
  });

  it('fails on a body encrypted for another key', async () => {
    const [a, b] = await Promise.all([generateDesRsaKeyPair(), generateDesRsaKeyPair()]);
    expect(() => decryptDesRsa(encryptDesRsa({ x: 1 }, a.n), b)).toThrow();
  });
});

describe('oaep-gcm', () => {
  it('round-trips, and any tampering is detected', async () => {
    const keys = await generateOaepKeyPair();
    const body = await encryptOaepGcm({ hello: 'wörld' }, { kid: 'k1', jwk: keys.publicJwk });
    expect(body.kid).toBe('k1');
    expect(await decryptOaepGcm(body, keys.privateJwk)).toEqual({ hello: 'wörld' });
    const flipped = Buffer.from(body.value, 'base64');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    await expect(decryptOaepGcm({ ...body, value: flipped.toString('base64') }, keys.privateJwk)).rejects.toThrow();
    const other = await generateOaepKeyPair();
    await expect(decryptOaepGcm(body, other.privateJwk)).rejects.toThrow();
  });
});

describe('customer-service path', () => {
  it('decrypts with the last 8 characters as key and accepts only http(s) URLs', () => {
    const path = encryptCsPath('https://cs.example.com/chat?id=7', 'K3y8Char');
    expect(path.endsWith('K3y8Char')).toBe(true);
    expect(decryptCsPath(path)).toBe('https://cs.example.com/chat?id=7');
    expect(safeCsUrl(path)).toBe('https://cs.example.com/chat?id=7');
    expect(safeCsUrl(encryptCsPath('javascript:alert(1)'))).toBeNull();
    expect(safeCsUrl('short')).toBeNull();
    expect(safeCsUrl('bm90IGRlcw==ABCDEFGH')).toBeNull();
  });

  it('random alphanumeric keys have the requested length and alphabet', () => {
    const key = randomAlphanumeric(64);
    expect(key).toMatch(/^[A-Za-z0-9]{64}$/);
  });
});

describe('error classification', () => {
  it.each([
    ['token_ip_different', 'forceLogout'], ['user.or.token.invalid', 'forceLogout'], ['login.not.session', 'forceLogout'],
    ['CUSTOMER_NOT_LOGIN', 'forceLogout'], ['TOO_MANY_REQUEST', 'tooManyRequests'], ['TOO_MANY_REQUESTS', 'tooManyRequests'],
    ['login_verify_required', 'verifyRequired'], ['vendor_under_maintenance', 'maintenance'],
    ['launch_game_balance_not_enough', 'balance'], ['domain_not_available', 'domain'],
    ['merchant.acct.setup.err', 'inline'], ['bind_customer_required', 'inline'], ['user.or.password.invalid', 'alert'],
    ['toString', 'alert'], [null, 'alert'],
  ] as const)('%s → %s', (code, reaction) => {
    expect(classifyError(code)).toBe(reaction);
  });

  it('HTTP 401 is always a forced logout', () => {
    expect(classifyError('anything', 401)).toBe('forceLogout');
    expect(new PlatformError('x', 'y', 401).reaction).toBe('forceLogout');
    expect(Object.keys(ERROR_REACTIONS)).toHaveLength(12);
  });
});
