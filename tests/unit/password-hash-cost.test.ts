// The platform hashes passwords at the OWASP ASVS minimum unless a test process asks for the cheap
// cost (tests/setup/password-cost.ts does, for every vitest file): a fresh copy of the module, as
// the platform loads it, makes production hashes; the tests' copy makes cheap ones that still
// verify, and only the right password verifies.
import { describe, expect, it, vi } from 'vitest';
import * as inTests from '../../src/platform/security/passwords.ts';

const parameters = (hash: string) => hash.split('$').slice(1, 4).join('$');

describe('password hash cost', () => {
  it('is the real cost in a fresh load of the module, and the cheap one in the tests', async () => {
    vi.resetModules();
    const fresh = await import('../../src/platform/security/passwords.ts');
    expect(fresh).not.toBe(inTests);
    const real = await fresh.hashPassword('Member@123');
    expect(parameters(real)).toBe('argon2id$v=19$m=19456,p=1,t=2');
    expect(parameters(await fresh.dummyPasswordHash())).toBe('argon2id$v=19$m=19456,p=1,t=2');

    const cheap = await inTests.hashPassword('Member@123');
    expect(parameters(cheap)).toBe('argon2id$v=19$m=64,p=1,t=1');
    for (const hash of [real, cheap]) {
      expect(await inTests.verifyPassword(hash, 'Member@123')).toBe(true);
      expect(await inTests.verifyPassword(hash, 'Member@124')).toBe(false);
    }
  });
});
