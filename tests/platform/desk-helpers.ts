// Desk sign-in for platform tests: password, then the operator's current TOTP code computed from
// the seeded secret. The fake clock moves one TOTP step after each sign-in, so the next sign-in of
// the same operator does not reuse (replay) a code.
import { totp } from '../../src/platform/security/totp.ts';
import { SEED_OPERATORS } from '../../src/platform/seed.ts';
import type { TestPlatform } from './helpers.ts';

export const operatorSeed = (username: string) => {
  const seed = SEED_OPERATORS.find((o) => o.username === username);
  if (!seed) throw new Error(`no seeded operator ${username}`);
  return seed;
};

export async function deskToken(t: TestPlatform, username: string, merchant = 'alpha'): Promise<string> {
  const seed = operatorSeed(username);
  const response = await t.raw('POST', '/wps/desk/login', { merchant, body: { username, password: seed.password, code: totp(seed.totpSecret, t.clock.now()) } });
  t.clock.advance(30_000);
  if (!response.body.success) throw new Error(`desk login of ${username} failed: ${JSON.stringify(response.body)}`);
  return response.body.value.token as string;
}

/** A fresh idempotency key (the desk makes one per confirmed action). */
export const actionKey = (): string => `k${crypto.randomUUID().replaceAll('-', '')}`;
