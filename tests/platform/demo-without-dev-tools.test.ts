// A newcomer's `npm ci && npm start` without DEV_TOOLS=1: the desk's and secure01's sign-in codes
// from `npm run desk:code` in a terminal, captcha answers printed with the SMS codes on the
// embedded database, a banner that says so, and an install without unreviewed install scripts.
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCodeLine } from '../../scripts/desk-code.ts';
import { startBanner } from '../../scripts/lib/start-banner.ts';
import { startTestPlatform, type TestPlatform } from './helpers.ts';

const root = join(import.meta.dirname, '../..');
let t: TestPlatform;
const captchaLines: string[] = [];
beforeAll(async () => {
  t = await startTestPlatform({ devEndpoints: false, captchaSink: (line) => captchaLines.push(line) });
});
afterAll(async () => t?.close());

const codeOf = (line: string) => /: (\d{6}) /.exec(line)?.[1] ?? '';

describe('the demo without DEV_TOOLS', () => {
  it('npm run desk:code prints a code the desk accepts, for each demo operator', async () => {
    for (const username of ['finance01', 'support01', 'admin01']) {
      const printed = demoCodeLine(username, t.clock.now());
      expect(printed.ok).toBe(true);
      const password = `${username[0]!.toUpperCase()}${username.slice(1, -2)}@123`;
      const reply = await t.raw('POST', '/wps/desk/login', { body: { username, password, code: codeOf(printed.line) } });
      expect(reply.body.errorCode, username).toBeNull();
    }
  });

  it('names the accounts it knows when asked for another', () => {
    const printed = demoCodeLine('member01', 0);
    expect(printed.ok).toBe(false);
    expect(printed.line).toContain('No demo sign-in secret for "member01"');
    expect(printed.line).toContain('finance01');
  });

  it('prints each captcha answer through the sink, and that answer passes the captcha', async () => {
    const image = await t.raw('GET', '/wps/captcha?loginDeviceId=demo-device', { merchant: 'beta' });
    expect(image.body.success).toBe(true);
    expect(captchaLines.at(-1)).toMatch(/^\[captcha\] beta for \S+: [A-Z0-9]{5}$/);
  });

  it('the banner says how to get the codes and where SMS codes and captchas appear', () => {
    const merchant = t.platform.merchants.defaultMerchant;
    const banner = startBanner({
      port: 8080, database: 'PGlite in .data', embedded: true, merchants: t.platform.merchants.all, defaultMerchant: merchant,
      gameOrigins: [], devTools: false, merchantsDir: 'merchants', distDir: 'dist', trustProxy: false,
    });
    expect(banner).toContain('npm run desk:code -- finance01');
    expect(banner).toContain('npm run desk:code -- secure01');
    expect(banner).toContain('SMS codes, e-mailed links and captcha answers are printed in this terminal');
    expect(banner).not.toContain('/dev/');
  });

  it('every installed package with an install script is reviewed in allowScripts, and argon2 loads', async () => {
    const listed = JSON.parse(execFileSync('npm', ['install-scripts', 'ls', '--json'], { cwd: root, encoding: 'utf8' }));
    expect(listed.allowScripts ?? listed).toEqual([]);
    const argon2 = createRequire(join(root, 'package.json'))('argon2') as typeof import('argon2');
    expect(await argon2.verify(await argon2.hash('Member@123'), 'Member@123')).toBe(true);
  });
});
