/**
 * What `npm start` prints once listening: each merchant's address, the demo logins, how to get the
 * payments desk's and secure01's sign-in codes, and where SMS codes and captcha answers appear.
 * The codes come from `npm run desk:code` in a terminal, never over HTTP, so the demo works
 * without DEV_TOOLS=1.
 */
import { DEFAULT_PASSWORD, SEED_ACCOUNTS, SEED_OPERATORS, seedMobile } from '../../src/platform/seed.ts';
import type { Merchant } from '../../src/platform/merchants.ts';

export interface BannerInput {
  port: number;
  /** "PostgreSQL" or "PGlite in <dir>"; captcha answers are printed only on the embedded database. */
  database: string;
  embedded: boolean;
  merchants: readonly Merchant[];
  defaultMerchant: Merchant;
  gameOrigins: readonly string[];
  devTools: boolean;
  merchantsDir: string;
  distDir: string;
  trustProxy: boolean;
}

export function startBanner(input: BannerInput): string {
  const { port } = input;
  const lines = [`\nPlatform on ${input.database}.`];
  for (const merchant of input.merchants) {
    const url = `http://${merchant.code}.localhost:${port}`;
    lines.push(`  ${merchant.code.padEnd(10)} ${url}${merchant.isDefault ? `  (also http://localhost:${port})` : ''}  ${merchant.displayName}`);
  }
  lines.push(`  games on  ${input.gameOrigins.join(', ')}`);
  lines.push('\nDemo logins (every merchant):');
  for (const account of SEED_ACCOUNTS) {
    const mobile = seedMobile(input.defaultMerchant, account.mobileIndex);
    lines.push(`  ${account.username.padEnd(12)} ${account.password.padEnd(13)} type ${account.type}  mobile ${mobile} (${input.defaultMerchant.code})`);
  }
  lines.push(`  default password: ${DEFAULT_PASSWORD} (forces a change at login)`);
  lines.push(`\nPayments desk: http://localhost:${port}/desk (each merchant at http://<code>.localhost:${port}/desk). Operators (every merchant):`);
  for (const operator of SEED_OPERATORS) lines.push(`  ${operator.username.padEnd(12)} ${operator.password.padEnd(13)} ${operator.role}`);
  lines.push('Sign-in codes: in another terminal, `npm run desk:code -- finance01` (or support01, admin01) prints the');
  lines.push('operator\'s current code; `npm run desk:code -- secure01` prints the code of secure01, the member with');
  lines.push('two-factor login where features.twoFactor is on. An authenticator app with the seeded secret works too.');
  const printed = input.embedded ? 'SMS codes, e-mailed links and captcha answers are printed in this terminal' : 'SMS codes and e-mailed links are printed in this terminal';
  lines.push(`\n${printed} ([sms], [mail]${input.embedded ? ', [captcha]' : ''} lines).`);
  if (input.devTools) {
    lines.push(`Development endpoints on (DEV_TOOLS=1): also http://localhost:${port}/dev/sms-outbox,`);
    lines.push(`http://localhost:${port}/dev/captcha-answer?loginDeviceId=<id> and /dev/desk/totp?username=<operator>.`);
  } else {
    lines.push('Development endpoints (/dev, /idp) are off; DEV_TOOLS=1 turns them on (the tests use them).');
  }
  lines.push(`Merchant configs from ${input.merchantsDir}.`);
  lines.push(`Portal from ${input.distDir}${input.trustProxy ? '; X-Forwarded-For is trusted (TRUST_PROXY=1)' : ''}.`);
  return lines.join('\n');
}
