// `npm start` (scripts/start.mjs) on a checkout without dist/platform builds the platform into
// JavaScript before running it, and builds it again once one of its sources is newer than the
// build. PLATFORM_DIR gives this test a build directory of its own; an empty MERCHANTS_DIR makes
// the built platform stop right after it started (no merchant to serve), so no server is left.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
// Inside the checkout: the bundle's package imports resolve from the node_modules above it.
mkdirSync(join(root, 'node_modules', '.cache'), { recursive: true });
const build = mkdtempSync(join(root, 'node_modules', '.cache', 'start-build-'));
const platformDir = join(build, 'platform');
const work = mkdtempSync(join(tmpdir(), 'start-build-'));
mkdirSync(join(work, 'merchants'));
const env = {
  ...process.env,
  PLATFORM_DIR: platformDir,
  SKIP_BUILD: '1',
  DIST_DIR: join(work, 'dist'),
  MERCHANTS_DIR: join(work, 'merchants'),
  DATA_DIR: join(work, 'data'),
  DATABASE_URL: '',
  PORT: '0',
};

function npmStart(): string {
  const run = spawnSync(process.execPath, ['scripts/start.mjs'], { cwd: root, env, encoding: 'utf8', timeout: 120_000 });
  return run.stdout + run.stderr;
}

afterAll(() => {
  rmSync(build, { recursive: true, force: true });
  rmSync(work, { recursive: true, force: true });
});

describe('npm start builds the platform it runs', () => {
  it('builds dist/platform when it is missing, then runs the built JavaScript', () => {
    expect(existsSync(platformDir)).toBe(false);
    const output = npmStart();
    expect(output).toContain('Building the platform');
    expect(existsSync(join(platformDir, 'serve.js'))).toBe(true);
    // The build checked MERCHANTS_DIR and recorded it for the start (merchant-check-record.ts).
    expect(existsSync(join(platformDir, 'merchants-checked.json'))).toBe(true);
    // The built platform ran: it read MERCHANTS_DIR and refused to start without a merchant.
    expect(output).toContain('no merchants configured');
  }, 150_000);

  it('does not build again while the build is current', () => {
    const built = statSync(join(platformDir, 'serve.js')).mtimeMs;
    expect(npmStart()).not.toContain('Building the platform');
    expect(statSync(join(platformDir, 'serve.js')).mtimeMs).toBe(built);
  }, 150_000);

  it('builds again when one of its sources is newer than the build', () => {
    const source = join(root, 'scripts', 'serve.ts');
    const before = statSync(source);
    const built = statSync(join(platformDir, 'serve.js')).mtimeMs;
    try {
      utimesSync(source, before.atime, new Date(built + 1000));
      expect(npmStart()).toContain('Building the platform');
      expect(statSync(join(platformDir, 'serve.js')).mtimeMs).toBeGreaterThan(built);
    } finally {
      utimesSync(source, before.atime, before.mtime);
    }
  }, 150_000);
});
