// The operator's command: prints file:line:col, pointer, sentence and keyword for every problem,
// the time taken, and exits 1 on any problem.
import { spawnSync } from 'node:child_process';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../src/shared/config/paths.ts';
import { createFixture, positionOf } from './helpers/merchant-fixture.ts';

function validate(...files: string[]) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', join(repoRoot, 'scripts/validate.ts'), ...files], { cwd: repoRoot, encoding: 'utf8' });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe('npm run validate', () => {
  it('passes the shipped merchants and prints the time taken', () => {
    const run = validate();
    expect(run.stderr).toBe('');
    expect(run.stdout).toMatch(/^3 merchant\(s\) valid in \d+ ms$/m);
    expect(run.status).toBe(0);
  });

  it('prints every problem of the files given with line, column, pointer and keyword, and exits 1', () => {
    const fixture = createFixture(['bdwin', 'cnstar']);
    const bdwin = fixture.edit('bdwin', '"quickLogin": true,', '"quickLogin": true,\n    "fooBar": 1,');
    const cnstar = fixture.edit('cnstar', '"regex": "^[a-zA-Z][-_a-zA-Z0-9]{5,19}$"', '"regex": "^([a-z]+)*$"');
    const [bdwinFile, cnstarFile] = ['bdwin', 'cnstar'].map((code) => relative(repoRoot, fixture.file(code)));
    const run = validate(fixture.file('bdwin'), fixture.file('cnstar'));
    const key = positionOf(bdwin, '"fooBar"');
    const regex = positionOf(cnstar, '"^([a-z]+)*$"');
    const lines = run.stderr.trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(new RegExp(`^${bdwinFile}:${key.line}:${key.column} /features/fooBar: 'fooBar' is not a known setting here; .* \\[additionalProperties\\]$`));
    expect(lines[1]).toMatch(new RegExp(`^${cnstarFile}:${regex.line}:${regex.column} /registration/fields/wechat/pattern/regex: .* \\[regex-unsafe\\]$`));
    expect(run.stdout).toMatch(/^2 problem\(s\) in 2 file\(s\) in \d+ ms$/m);
    expect(run.status).toBe(1);
  });

  it('reports invalid JSON with its line and column', () => {
    const fixture = createFixture(['vnlotto']);
    const text = fixture.edit('vnlotto', '"qrSize": 130,', '"qrSize": 130,,');
    const at = positionOf(text, ',,');
    const run = validate(fixture.file('vnlotto'));
    expect(run.stderr.trim()).toMatch(new RegExp(`^${relative(repoRoot, fixture.file('vnlotto'))}:${at.line}:${at.column + 1} /: Invalid JSON: .* \\[json-syntax\\]$`));
    expect(run.status).toBe(1);
  });
});
