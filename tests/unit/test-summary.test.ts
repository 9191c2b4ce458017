// The suite's closing lines (scripts/test-summary.ts): one total over vitest and Playwright, the
// slowest files of each, the name of every browser test that passed only on its retry (a retry
// never hides a flake), and each failure's first lines, last, where a log cut to its end shows them.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');

function summary(vitest: object, playwright: object): { stdout: string; stderr: string } {
  const dir = mkdtempSync(join(tmpdir(), 'test-summary-'));
  writeFileSync(join(dir, 'vitest.json'), JSON.stringify(vitest));
  writeFileSync(join(dir, 'playwright.json'), JSON.stringify(playwright));
  return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/test-summary.ts', join(dir, 'vitest.json'), join(dir, 'playwright.json')], { cwd: root, encoding: 'utf8' });
}

const totals = { numPassedTests: 10, numFailedTests: 0, numPendingTests: 1, numTodoTests: 0 };

it('totals both reports and names the browser tests that needed a retry', () => {
  const spec = (title: string, line: number, status: string) => ({ title, file: 'a.spec.ts', line, tests: [{ status }] });
  const run = summary(totals, {
    stats: { expected: 2, unexpected: 0, flaky: 1, skipped: 0 },
    suites: [{ title: 'a.spec.ts', specs: [spec('steady', 3, 'expected')], suites: [{ title: 'bdwin', specs: [spec('shaky', 9, 'flaky'), spec('fine', 12, 'expected')] }] }],
  });
  expect(run.stderr).toBe('');
  expect(run.stdout).toBe('tests: 13 passed, 0 failed, 1 skipped\npassed only on a retry (1):\n  a.spec.ts:9 shaky\n');
}, 30_000);

it('lists the slowest files, then each failure with its first lines', () => {
  const vitest = {
    ...totals,
    numPassedTests: 1,
    numFailedTests: 1,
    testResults: [
      { name: `${root}/tests/unit/quick.test.ts`, startTime: 1_000, endTime: 3_000, assertionResults: [{ fullName: 'quick', status: 'passed', failureMessages: [] }] },
      { name: `${root}/tests/platform/slow.test.ts`, startTime: 1_000, endTime: 41_000, assertionResults: [{ fullName: 'slow pays', status: 'failed', failureMessages: ['AssertionError: expected 1 to be 2\n    at slow.test.ts:9'] }] },
    ],
  };
  const result = (status: string, duration: number, message?: string) => ({ status, duration, ...(message ? { error: { message } } : {}) });
  const playwright = {
    stats: { expected: 1, unexpected: 1, flaky: 0, skipped: 0 },
    suites: [
      { title: 'b.spec.ts', specs: [{ title: 'shifts', file: 'b.spec.ts', line: 5, tests: [{ status: 'unexpected', results: [result('failed', 20_000, '\u001b[31mError: expected 0\u001b[39m\n\nReceived: 0.002'), result('failed', 25_000, 'Error: expected 0\nReceived: 0.003')] }] }] },
      { title: 'c.spec.ts', specs: [{ title: 'fine', file: 'c.spec.ts', line: 2, tests: [{ status: 'expected', results: [result('passed', 60_000)] }] }] },
    ],
  };
  const run = summary(vitest, playwright);
  expect(run.stderr).toBe('');
  expect(run.stdout).toBe([
    'tests: 2 passed, 2 failed, 1 skipped',
    'slowest test files (vitest, s of one worker):',
    '     40 s  tests/platform/slow.test.ts',
    '      2 s  tests/unit/quick.test.ts',
    'slowest spec files (browser, s of one worker, retries included):',
    '     60 s  c.spec.ts',
    '     45 s  b.spec.ts',
    'failed (2):',
    '  tests/platform/slow.test.ts slow pays',
    '    AssertionError: expected 1 to be 2',
    '        at slow.test.ts:9',
    '  b.spec.ts:5 shifts',
    '    Error: expected 0',
    '    Received: 0.003',
    '',
  ].join('\n'));
}, 30_000);
