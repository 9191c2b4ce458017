/**
 * Prints one closing line for the whole suite ("tests: N passed, N failed, N skipped") from the
 * JSON reports vitest and Playwright wrote, so CI and people read a single total, and names the
 * browser tests that passed only on their retry.
 */
import { existsSync, readFileSync } from 'node:fs';

interface Totals { passed: number; failed: number; skipped: number }

function vitestTotals(file: string): Totals {
  const report = JSON.parse(readFileSync(file, 'utf8')) as { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number };
  return { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests + report.numTodoTests };
}

interface Suite { title: string; suites?: Suite[]; specs?: { title: string; file: string; line: number; tests: { status: string }[] }[] }
interface PlaywrightReport { stats: { expected: number; unexpected: number; flaky: number; skipped: number }; suites: Suite[] }

function playwrightTotals(report: PlaywrightReport): Totals {
  const { stats } = report;
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
}

/** "file:line title" of every test Playwright marked flaky (failed, then passed on a retry). */
function flakyTests(suites: Suite[]): string[] {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).filter((spec) => spec.tests.some((test) => test.status === 'flaky')).map((spec) => `${spec.file}:${spec.line} ${spec.title}`),
    ...flakyTests(suite.suites ?? []),
  ]);
}

const [vitestFile, playwrightFile] = process.argv.slice(2);
const parts: Totals[] = [];
if (vitestFile && existsSync(vitestFile)) parts.push(vitestTotals(vitestFile));
const playwright = playwrightFile && existsSync(playwrightFile) ? (JSON.parse(readFileSync(playwrightFile, 'utf8')) as PlaywrightReport) : null;
if (playwright) parts.push(playwrightTotals(playwright));
const sum = parts.reduce((a, b) => ({ passed: a.passed + b.passed, failed: a.failed + b.failed, skipped: a.skipped + b.skipped }), { passed: 0, failed: 0, skipped: 0 });
console.log(`tests: ${sum.passed} passed, ${sum.failed} failed, ${sum.skipped} skipped`);
const flaky = playwright ? flakyTests(playwright.suites) : [];
if (flaky.length > 0) console.log(`passed only on a retry (${flaky.length}):\n${flaky.map((name) => `  ${name}`).join('\n')}`);
