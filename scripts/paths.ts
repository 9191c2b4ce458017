/**
 * `npm run paths`: generates every flow machine's test paths, prints states, transitions and
 * path counts and the time taken, writes reports/paths.json and reports/paths.md, and exits
 * non-zero when any machine is under 100 % state or transition coverage.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { generatePaths } from '../flows/paths/generate.ts';
import { pathModels } from '../flows/paths/models.ts';
import type { PathModel } from '../flows/paths/model.ts';
import { toMarkdown, toPathsJson } from '../flows/paths/report.ts';

/** Generates, reports and returns the process exit code (1 when coverage is incomplete). */
export function runPathsReport(models: PathModel[], reportsDir: string, log: (line: string) => void = console.log): number {
  const started = performance.now();
  const results = models.map(generatePaths);
  const generationMs = performance.now() - started;

  mkdirSync(reportsDir, { recursive: true });
  writeFileSync(`${reportsDir}/paths.json`, JSON.stringify(toPathsJson(results), null, 2) + '\n');
  writeFileSync(`${reportsDir}/paths.md`, toMarkdown(results, new Map(models.map((m) => [m.id, m.machine])), generationMs));

  const pad = (text: string | number, width: number) => String(text).padEnd(width);
  log(`${pad('machine', 24)}${pad('states', 12)}${pad('transitions', 14)}paths`);
  let incomplete = 0;
  for (const r of results) {
    const full = r.states.covered === r.states.total && r.transitions.covered === r.transitions.total;
    if (!full) incomplete += 1;
    log(`${pad(r.id, 24)}${pad(`${r.states.covered}/${r.states.total}`, 12)}${pad(`${r.transitions.covered}/${r.transitions.total}`, 14)}${r.paths.length}${full ? '' : '  INCOMPLETE'}`);
    for (const missing of [...r.states.missing, ...r.transitions.missing]) log(`    not covered: ${missing}`);
  }
  const totalPaths = results.reduce((n, r) => n + r.paths.length, 0);
  log(`\n${totalPaths} paths for ${results.length} machines generated in ${generationMs.toFixed(0)} ms`);
  log(`wrote ${reportsDir}/paths.json and ${reportsDir}/paths.md`);
  if (incomplete > 0) log(`${incomplete} machine(s) under 100 % state or transition coverage`);
  return incomplete > 0 ? 1 : 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const reports = fileURLToPath(new URL('../reports', import.meta.url));
  process.exitCode = runPathsReport(pathModels, reports);
}
