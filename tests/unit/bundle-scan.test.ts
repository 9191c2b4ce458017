import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { scanForEval } from '../../scripts/lib/bundle-scan.ts';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function bundle(files: Record<string, string>): string {
  dir = mkdtempSync(join(tmpdir(), 'bundle-scan-'));
  mkdirSync(join(dir, 'assets'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, 'assets', name), text);
  return dir;
}

describe('scanForEval', () => {
  it('names each JS file that calls eval or new Function', () => {
    const found = scanForEval(bundle({ 'a.js': 'x=eval ("1")', 'b.js': 'f=new Function("return 1")', 'c.css': 'eval(', 'd.js': 'evaluate(1)' }));
    expect(found.sort()).toEqual(['a.js: eval(', 'b.js: new Function(']);
  });
});
