// scripts/start.ts as the browser tests run it: DIST_DIR (serve, and build when missing, a
// directory of its own instead of dist/) and TRUST_PROXY=1 (X-Forwarded-For is the client IP).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const work = mkdtempSync(join(tmpdir(), 'start-script-'));
const distDir = join(work, 'portal-build');
let child: ChildProcess | null = null;
let url = '';
let output = '';

beforeAll(async () => {
  child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: root,
    env: { ...process.env, PORT: '0', DATA_DIR: join(work, 'data'), DIST_DIR: distDir, TRUST_PROXY: '1', DEV_TOOLS: '1', LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  url = await new Promise<string>((resolvePromise, reject) => {
    const timer = setInterval(() => {
      const match = /\(also (http:\/\/localhost:\d+)\)/.exec(output);
      if (match?.[1]) {
        clearInterval(timer);
        resolvePromise(match[1]);
      }
    }, 100);
    child!.on('exit', (code) => {
      clearInterval(timer);
      reject(new Error(`start.ts exited (${code}):\n${output}`));
    });
  });
  // A build of the portal, the desk and the server rendering, then a first start that seeds the
  // demo data: about two minutes on a busy 2-core machine.
}, 300_000);

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((r) => child!.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  }
  rmSync(work, { recursive: true, force: true });
});

describe('scripts/start.ts', () => {
  it('builds the portal into DIST_DIR when it is missing and serves it from there', async () => {
    expect(existsSync(join(distDir, 'index.html'))).toBe(true);
    const page = await fetch(url + '/');
    expect(page.status).toBe(200);
    const html = await page.text();
    // The build's page with the merchant's boot data written in (portal-page/): the same entry
    // scripts, which its loader starts after the first paint (inline-loader.ts).
    const scripts = /data-entry="([^"]+)"/.exec(html)?.[1]?.split(' ') ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    const built = readFileSync(join(distDir, 'index.html'), 'utf8');
    for (const entry of scripts) expect(built).toContain(`src="${entry}"`);
    expect(html).toContain('<script id="portal-boot" type="application/json">');
    const script = scripts.at(-1);
    const asset = await fetch(url + script);
    expect(asset.status).toBe(200);
    expect(await asset.text()).toBe(readFileSync(join(distDir, script!), 'utf8'));
    expect(output).toContain(`Portal from ${distDir}`);
  });

  it('with TRUST_PROXY=1 the client IP is X-Forwarded-For (the captcha answer is bound to it)', async () => {
    const asIp = (ip: string) => ({ headers: { 'X-Forwarded-For': ip } });
    expect((await (await fetch(url + '/wps/captcha', asIp('10.9.8.7'))).json()).success).toBe(true);
    const mine = await (await fetch(url + '/dev/captcha-answer', asIp('10.9.8.7'))).json();
    expect(mine.value).toMatch(/^[A-Z0-9]{5}$/);
    // Without the trusted header every request would be 127.0.0.1 and see the same captcha.
    const other = await (await fetch(url + '/dev/captcha-answer', asIp('10.9.8.6'))).json();
    expect(other.value).toBeNull();
    expect(output).toContain('TRUST_PROXY=1');
  });
});
