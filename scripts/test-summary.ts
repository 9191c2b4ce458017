/**
 * Prints one closing line for the whole suite ("tests: N passed, N failed, N skipped") from the
 * JSON reports vitest and Playwright wrote, so CI and people read a single total, and names the
 * browser tests that passed only on their retry. Then, as the last lines (what a CI page that shows
 * only a log's end still shows): each failure's first lines, and the slowest files of each runner.
 */
import { existsSync, readFileSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';

interface Totals { passed: number; failed: number; skipped: number }

function vitestTotals(report: { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number }): Totals {
  return { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests + report.numTodoTests };
}

interface Result { status: string; duration: number; error?: { message?: string } }
interface Spec { title: string; file: string; line: number; tests: { status: string; results?: Result[] }[] }
interface Suite { title: string; suites?: Suite[]; specs?: Spec[] }
interface VitestReport { testResults?: { name: string; startTime: number; endTime: number; assertionResults: { fullName: string; status: string; failureMessages: string[] }[] }[] }
interface PlaywrightReport { stats: { expected: number; unexpected: number; flaky: number; skipped: number }; suites: Suite[] }

function playwrightTotals(report: PlaywrightReport): Totals {
  const { stats } = report;
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
}

const specsOf = (suites: Suite[]): Spec[] => suites.flatMap((suite) => [...(suite.specs ?? []), ...specsOf(suite.suites ?? [])]);
const nameOf = (spec: Spec) => `${spec.file}:${spec.line} ${spec.title}`;
/** A failure message's first lines, without the terminal's colour codes. */
const firstLines = (message: string, lines = 6) => stripVTControlCharacters(message).split('\n').filter((line) => line.trim()).slice(0, lines).map((line) => `    ${line}`).join('\n');

/** The `count` largest of `times` (name -> seconds), a line each. */
function slowest(times: Map<string, number>, count = 6): string {
  return [...times].sort((a, b) => b[1] - a[1]).slice(0, count).map(([name, seconds]) => `  ${seconds.toFixed(0).padStart(5)} s  ${name}`).join('\n');
}

const [vitestFile, playwrightFile] = process.argv.slice(2);
const read = <T>(file: string | undefined): T | null => (file && existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : null);
const vitest = read<VitestReport & Parameters<typeof vitestTotals>[0]>(vitestFile);
const playwright = read<PlaywrightReport>(playwrightFile);
const parts: Totals[] = [];
if (vitest) parts.push(vitestTotals(vitest));
if (playwright) parts.push(playwrightTotals(playwright));
const sum = parts.reduce((a, b) => ({ passed: a.passed + b.passed, failed: a.failed + b.failed, skipped: a.skipped + b.skipped }), { passed: 0, failed: 0, skipped: 0 });
console.log(`tests: ${sum.passed} passed, ${sum.failed} failed, ${sum.skipped} skipped`);
const specs = playwright ? specsOf(playwright.suites) : [];
// Where the time went: the files to look at first when the run gets slower.
const vitestFiles = new Map((vitest?.testResults ?? []).map((file) => [file.name.replace(`${process.cwd()}/`, ''), (file.endTime - file.startTime) / 1000]));
if (vitestFiles.size > 0) console.log(`slowest test files (vitest, s of one worker):\n${slowest(vitestFiles)}`);
const specFiles = new Map<string, number>();
for (const spec of specs) {
  const results = spec.tests.flatMap((test) => test.results ?? []);
  if (results.length > 0) specFiles.set(spec.file, (specFiles.get(spec.file) ?? 0) + results.reduce((total, result) => total + result.duration / 1000, 0));
}
if (specFiles.size > 0) console.log(`slowest spec files (browser, s of one worker, retries included):\n${slowest(specFiles, 10)}`);

const flaky = specs.filter((spec) => spec.tests.some((test) => test.status === 'flaky'));
if (flaky.length > 0) console.log(`passed only on a retry (${flaky.length}):\n${flaky.map((spec) => `  ${nameOf(spec)}`).join('\n')}`);

const failures = [
  ...(vitest?.testResults ?? []).flatMap((file) => file.assertionResults.filter((test) => test.status === 'failed').map((test) => `${file.name.replace(`${process.cwd()}/`, '')} ${test.fullName}\n${firstLines(test.failureMessages.join('\n'))}`)),
  ...specs.filter((spec) => spec.tests.some((test) => test.status === 'unexpected')).map((spec) => {
    const last = spec.tests.flatMap((test) => test.results ?? []).filter((result) => result.status !== 'passed').at(-1);
    return `${nameOf(spec)}\n${firstLines(last?.error?.message ?? '(no message)')}`;
  }),
];
if (failures.length > 0) console.log(`failed (${failures.length}):\n${failures.map((failure) => `  ${failure}`).join('\n')}`);
