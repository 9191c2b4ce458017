/** argon2id at the OWASP ASVS minimum (m = 19 MiB, t = 2, p = 1). */
import argon2 from 'argon2';

const PASSWORD_HASH_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * argon2id at its smallest (64 KiB, one pass): what the tests' processes hash with. Nothing in the
 * platform selects it (no setting, no environment variable): only tests/setup/password-cost.ts
 * does, in a vitest worker.
 */
const TEST_OPTIONS = { ...PASSWORD_HASH_OPTIONS, memoryCost: 64, timeCost: 1 } as const;

let options: typeof PASSWORD_HASH_OPTIONS | typeof TEST_OPTIONS = PASSWORD_HASH_OPTIONS;

/**
 * For test processes only: hashes made from now on cost well under a millisecond instead of some
 * 50 ms (half a second on a loaded 2-core machine), so a test's logins, sign-ups and transaction
 * passwords are not mostly argon2. A check reads its parameters from the stored hash, so what a
 * test checks is the same; a test about the parameters themselves goes back to the real ones.
 */
export function usePasswordHashCost(cost: 'production' | 'test'): void {
  options = cost === 'test' ? TEST_OPTIONS : PASSWORD_HASH_OPTIONS;
  dummyHash = null;
}

/** The cost new hashes are made at (a test caching a hash keys it by this). */
export const passwordHashCost = (): 'production' | 'test' => (options === TEST_OPTIONS ? 'test' : 'production');

export const hashPassword = (password: string): Promise<string> => argon2.hash(password, options);

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | null = null;

/**
 * A hash made with the same parameters as every account's, for checking a password when there is
 * no account: an unknown user then costs what a wrong password costs. Login warms it when its
 * routes are registered, so not even the first unknown user pays for making it.
 */
export const dummyPasswordHash = (): Promise<string> => (dummyHash ??= hashPassword('dummy-password-for-timing'));

/** Spends the same time as a real check, so an unknown user cannot be told from a wrong password. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  await verifyPassword(await dummyPasswordHash(), password);
  return false;
}
