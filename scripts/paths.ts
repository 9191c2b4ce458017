/**
 * `npm run paths`: generates every flow machine's test paths, prints states, transitions and
 * path counts, writes reports/paths.json and reports/paths.md, and exits non-zero when any
 * machine is under 100 % state or transition coverage.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { generatePaths } from '../flows/paths/generate.ts';
import { pathModels } from '../flows/paths/models.ts';
import { toMarkdown, toPathsJson } from '../flows/paths/report.ts';

const started = performance.now();
const results = pathModels.map(generatePaths);
const generationMs = performance.now() - started;

const reports = fileURLToPath(new URL('../reports/', import.meta.url));
mkdirSync(reports, { recursive: true });
writeFileSync(`${reports}paths.json`, JSON.stringify(toPathsJson(results), null, 2) + '\n');
writeFileSync(`${reports}paths.md`, toMarkdown(results, new Map(pathModels.map((m) => [m.id, m.machine])), generationMs));

const pad = (text: string | number, width: number) => String(text).padEnd(width);
console.log(`${pad('machine', 24)}${pad('states', 12)}${pad('transitions', 14)}paths`);
let incomplete = 0;
for (const r of results) {
  const full = r.states.covered === r.states.total && r.transitions.covered === r.transitions.total;
  if (!full) incomplete += 1;
  console.log(`${pad(r.id, 24)}${pad(`${r.states.covered}/${r.states.total}`, 12)}${pad(`${r.transitions.covered}/${r.transitions.total}`, 14)}${r.paths.length}${full ? '' : '  INCOMPLETE'}`);
  for (const missing of [...r.states.missing, ...r.transitions.missing]) console.log(`    not covered: ${missing}`);
}
const totalPaths = results.reduce((n, r) => n + r.paths.length, 0);
console.log(`\n${totalPaths} paths for ${results.length} machines generated in ${generationMs.toFixed(0)} ms`);
console.log(`wrote reports/paths.json and reports/paths.md`);
if (incomplete > 0) {
  console.error(`${incomplete} machine(s) under 100 % state or transition coverage`);
  process.exitCode = 1;
}
