/** argon2id at the OWASP ASVS minimum (m = 19 MiB, t = 2, p = 1). */
import argon2 from 'argon2';

const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => argon2.hash(password, OPTIONS);

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
