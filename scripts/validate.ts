// npm run validate [file…]: checks every merchant (or the files given), prints every problem as
// file:line:col pointer: sentence [keyword], the time taken, and exits 1 on any problem.
import { resolve } from 'node:path';
import { formatProblem, loadMerchants, repoRoot, validateFiles } from '../src/shared/config/index.ts';

const started = performance.now();
const files = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const result = files.length > 0 ? validateFiles(files.map((file) => resolve(file))) : loadMerchants(resolve(repoRoot, 'merchants'));
const elapsed = performance.now() - started;

for (const problem of result.problems) console.error(formatProblem(problem));
const count = result.problems.length;
const checked = files.length > 0 ? `${files.length} file(s)` : `${result.merchants.length + new Set(result.problems.map((p) => p.file)).size} merchant(s)`;
const summary = count === 0 ? `${checked} valid` : `${count} problem(s) in ${checked}`;
console.log(`${summary} in ${elapsed.toFixed(0)} ms`);
process.exitCode = count === 0 ? 0 : 1;
