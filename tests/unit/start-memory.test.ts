// `npm start` runs the platform's node with the memory settings its footprint was measured with
// (docs/decisions/scale-out.md): two malloc arenas, freed memory at the heap's top given back to
// the system beyond 128 KiB, one V8 helper thread, a young generation of 4 MB a half. Each worker
// of WORKERS=N inherits them (node:cluster forks with the primary's flags and environment).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const repo = join(import.meta.dirname, '../..');
const start = (JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts.start!;

describe('npm start memory settings', () => {
  it('the start command runs scripts/start.mjs with them', () => {
    expect(start.endsWith(' scripts/start.mjs')).toBe(true);
    // The command as npm runs it (sh -c), its script swapped for one that reports what it got.
    const probe = start.replace(/ scripts\/start\.mjs$/, ` -e "console.log(JSON.stringify({ arenas: process.env.MALLOC_ARENA_MAX, trim: process.env.MALLOC_TRIM_THRESHOLD_, flags: process.execArgv }))"`);
    const seen = JSON.parse(execFileSync('sh', ['-c', probe], { cwd: repo, encoding: 'utf8', env: { ...process.env, MALLOC_ARENA_MAX: '', MALLOC_TRIM_THRESHOLD_: '' } })) as { arenas?: string; trim?: string; flags: string[] };
    expect(seen.arenas).toBe('2');
    expect(seen.trim).toBe('131072');
    expect(seen.flags).toEqual(expect.arrayContaining(['--v8-pool-size=1', '--max-semi-space-size=4']));
  });
});
