// `npm test` (scripts/test.sh) must fail on a type error anywhere in the project, the platform's
// route files included, even where lint and every test pass. The real script runs here on a small
// project: this repository's tsconfig.json and type-check command, one route file, and stand-ins
// for the other stages (lint, validation, generated types) that pass. The script has to fail on
// the planted error and name it; the same project without the error type-checks clean, so the
// failure is the planted error's and not the set-up's. A failing lint stops the run just as well.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../src/shared/config/paths.ts';

const ROUTE = 'src/platform/features/planted/routes.ts';
const PLANTED = "export const limit: number = 'ten';\n";
const CLEAN = 'export const limit: number = 10;\n';

describe('npm test runs the type checker and the lint', () => {
  let dir = '';
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'test-script-types-'));
    const ours = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    // Only the type check is real; the other static checks pass, so they cannot be what fails.
    const scripts = { test: ours.scripts.test, typecheck: ours.scripts.typecheck, lint: 'true' };
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'planted', private: true, type: 'module', scripts }));
    copyFileSync(join(repoRoot, 'tsconfig.json'), join(dir, 'tsconfig.json'));
    symlinkSync(join(repoRoot, 'node_modules'), join(dir, 'node_modules'));
    mkdirSync(join(dir, 'scripts'));
    copyFileSync(join(repoRoot, 'scripts/test.sh'), join(dir, 'scripts/test.sh'));
    writeFileSync(join(dir, 'scripts/ensure-chromium.sh'), 'echo /bin/true\n');
    for (const stub of ['validate.ts', 'gen-types.ts', 'test-summary.ts']) writeFileSync(join(dir, 'scripts', stub), 'export {};\n');
    mkdirSync(join(dir, 'src/platform/features/planted'), { recursive: true });
    // A page for the stage that builds the portal, so that stage passes as well.
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>planted</title><p>planted</p>\n');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('fails on a type error planted in a platform route file and names it', () => {
    writeFileSync(join(dir, ROUTE), PLANTED);
    const run = spawnSync('bash', ['scripts/test.sh'], { cwd: dir, encoding: 'utf8', env: { ...process.env, PGLITE_ONLY: '1', TEST_DATABASE_URL: '' }, timeout: 120_000 });
    const output = run.stdout + run.stderr;
    expect(run.status, output).not.toBe(0);
    expect(output).toContain(`${ROUTE}(1,14): error TS2322`);
    expect(output).toMatch(/FAILED: typecheck/);
    // It stopped there: the slow stages never started.
    expect(output).not.toMatch(/\[vitest\]|\[browser\]/);
  }, 120_000);

  it('fails on a lint failure and never starts the browser suite', () => {
    writeFileSync(join(dir, ROUTE), CLEAN);
    const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    // A lint that fails after the other static checks are done.
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ ...pkg, scripts: { ...pkg.scripts, lint: 'sleep 2; echo planted lint error; exit 1' } }));
    try {
      const run = spawnSync('bash', ['scripts/test.sh'], { cwd: dir, encoding: 'utf8', env: { ...process.env, PGLITE_ONLY: '1', TEST_DATABASE_URL: '' }, timeout: 120_000 });
      const output = run.stdout + run.stderr;
      expect(run.status, output).not.toBe(0);
      expect(output).toContain('planted lint error');
      expect(output).toMatch(/FAILED: lint/);
      expect(output).not.toMatch(/\[browser\]/);
    } finally {
      writeFileSync(join(dir, 'package.json'), JSON.stringify(pkg));
    }
  }, 120_000);

  it('type-checks clean without the planted error (the control)', () => {
    writeFileSync(join(dir, ROUTE), CLEAN);
    const run = spawnSync('npm', ['run', '--silent', 'typecheck'], { cwd: dir, encoding: 'utf8', timeout: 120_000 });
    expect(run.status, run.stdout + run.stderr).toBe(0);
  }, 120_000);
});
