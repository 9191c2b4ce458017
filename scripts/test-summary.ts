/**
 * Prints one closing line for the whole suite ("tests: N passed, N failed, N skipped") from the
 * JSON reports vitest and Playwright wrote, so CI and people read a single total.
 */
import { existsSync, readFileSync } from 'node:fs';

interface Totals { passed: number; failed: number; skipped: number }

function vitestTotals(file: string): Totals {
  const report = JSON.parse(readFileSync(file, 'utf8')) as { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number };
  return { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests + report.numTodoTests };
}

function playwrightTotals(file: string): Totals {
  const { stats } = JSON.parse(readFileSync(file, 'utf8')) as { stats: { expected: number; unexpected: number; flaky: number; skipped: number } };
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
}

const [vitestFile, playwrightFile] = process.argv.slice(2);
const parts: Totals[] = [];
if (vitestFile && existsSync(vitestFile)) parts.push(vitestTotals(vitestFile));
if (playwrightFile && existsSync(playwrightFile)) parts.push(playwrightTotals(playwrightFile));
const sum = parts.reduce((a, b) => ({ passed: a.passed + b.passed, failed: a.failed + b.failed, skipped: a.skipped + b.skipped }), { passed: 0, failed: 0, skipped: 0 });
console.log(`tests: ${sum.passed} passed, ${sum.failed} failed, ${sum.skipped} skipped`);
