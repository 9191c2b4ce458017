/**
 * `npm run desk:code -- <operator>`: prints the current sign-in code of a demo operator (finance01,
 * support01, admin01) or of the two-factor demo member secure01, computed here from the seeded
 * secrets, so a newcomer signs in to /desk without an authenticator app. It reads no server and
 * the platform never hands codes out over HTTP without DEV_TOOLS=1. Only the seeded demo secrets
 * are known: an operator created on a real deployment has its own secret and gets no code here.
 */
import { pathToFileURL } from 'node:url';
import { totp, totpStep, TOTP_STEP_SECONDS } from '../src/platform/security/totp.ts';
import { SEED_OPERATORS, SEED_TOTP_SECRET } from '../src/platform/seed.ts';

const demoSecrets = new Map<string, string>([
  ...SEED_OPERATORS.map((operator) => [operator.username, operator.totpSecret] as [string, string]),
  ['secure01', SEED_TOTP_SECRET],
]);

export const demoCodeNames = (): string[] => [...demoSecrets.keys()];

/** The line to print for `name` at `nowMs`, or an error sentence for a name without a demo secret. */
export function demoCodeLine(name: string | undefined, nowMs: number): { ok: boolean; line: string } {
  const secret = name ? demoSecrets.get(name) : undefined;
  if (!name || !secret) {
    const known = demoCodeNames().join(', ');
    return { ok: false, line: `${name ? `No demo sign-in secret for "${name}".` : 'Name a demo account.'} Usage: npm run desk:code -- <${known}>` };
  }
  const secondsLeft = TOTP_STEP_SECONDS - Math.floor(nowMs / 1000 - totpStep(nowMs) * TOTP_STEP_SECONDS);
  return { ok: true, line: `${name}: ${totp(secret, nowMs)} (valid for ${secondsLeft} more s)` };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = demoCodeLine(process.argv[2], Date.now());
  (result.ok ? console.log : console.error)(result.line);
  process.exit(result.ok ? 0 : 1);
}
