// The suite's closing lines (scripts/test-summary.ts): one total over vitest and Playwright, and
// the name of every browser test that passed only on its retry, so a retry never hides a flake.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');

it('totals both reports and names the browser tests that needed a retry', () => {
  const dir = mkdtempSync(join(tmpdir(), 'test-summary-'));
  writeFileSync(join(dir, 'vitest.json'), JSON.stringify({ numPassedTests: 10, numFailedTests: 0, numPendingTests: 1, numTodoTests: 0 }));
  const spec = (title: string, line: number, status: string) => ({ title, file: 'a.spec.ts', line, tests: [{ status }] });
  writeFileSync(join(dir, 'playwright.json'), JSON.stringify({
    stats: { expected: 2, unexpected: 0, flaky: 1, skipped: 0 },
    suites: [{ title: 'a.spec.ts', specs: [spec('steady', 3, 'expected')], suites: [{ title: 'bdwin', specs: [spec('shaky', 9, 'flaky'), spec('fine', 12, 'expected')] }] }],
  }));
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/test-summary.ts', join(dir, 'vitest.json'), join(dir, 'playwright.json')], { cwd: root, encoding: 'utf8' });
  expect(run.stderr).toBe('');
  expect(run.stdout).toBe('tests: 13 passed, 0 failed, 1 skipped\npassed only on a retry (1):\n  a.spec.ts:9 shaky\n');
}, 30_000);
