// Path generation: every machine reaches 100 % of its states and transitions, the report has
// the agreed shape, and the coverage measure does catch a machine that is not fully covered.
import { describe, expect, it } from 'vitest';
import { createMachine, getNextSnapshot, type AnyMachineSnapshot } from 'xstate';
import { isDeepStrictEqual } from 'node:util';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runPathsReport } from '../../scripts/paths.ts';
import { generatePaths } from '../../flows/paths/generate.ts';
import { pathModels } from '../../flows/paths/models.ts';
import { toMermaid, toPathsJson, toMarkdown } from '../../flows/paths/report.ts';
import { isOutcome } from './model/runner.ts';

const results = pathModels.map(generatePaths);

describe('generated paths', () => {
  it.each(results.map((r) => [r.id, r] as const))('%s covers every state and transition', (_id, r) => {
    expect(r.states.missing).toEqual([]);
    expect(r.transitions.missing).toEqual([]);
    expect(r.states.covered).toBe(r.states.total);
    expect(r.transitions.covered).toBe(r.transitions.total);
    expect(r.paths.length).toBeGreaterThan(0);
  });

  it('covers the eleven machines of the issue', () => {
    expect(results.map((r) => r.id)).toEqual([
      'login', 'smsCountdown', 'registration', 'forgotPassword', 'changePassword', 'freePlay', 'logout',
      'customerService', 'gameLaunch', 'contract', 'withdrawalConfirmation',
    ]);
  });

  it('every path replays on the machine: each step leads to the state the path records', () => {
    for (const [i, model] of pathModels.entries()) {
      for (const path of results[i]!.paths) {
        let snapshot = path.steps[0]!.state;
        for (const step of path.steps.slice(1)) {
          snapshot = getNextSnapshot(model.machine, snapshot, step.event) as AnyMachineSnapshot;
          expect(isDeepStrictEqual(snapshot.value, step.state.value), `${model.id}: ${path.description}`).toBe(true);
        }
      }
    }
  });

  it('no path sends an event the machine raises itself, and outcome steps name a real invocation', () => {
    for (const [i, model] of pathModels.entries()) {
      for (const path of results[i]!.paths) {
        for (const [n, step] of path.steps.entries()) {
          expect(model.internal ?? []).not.toContain(step.event.type);
          if (isOutcome(step.event)) {
            const id = step.event.type.replace(/^xstate\.(done|error)\.actor\./, '');
            expect(Object.keys(path.steps[n - 1]!.state.children)).toContain(id);
          }
        }
      }
    }
  });

  it('reports an uncovered state and transition', () => {
    const machine = createMachine({
      id: 'gap',
      initial: 'a',
      states: { a: { on: { GO: 'b' } }, b: {}, orphan: { on: { BACK: 'a' } } },
    });
    const r = generatePaths({ id: 'gap', machine, input: undefined, events: {} });
    expect(r.states).toMatchObject({ total: 3, covered: 2, missing: ['gap.orphan'] });
    expect(r.transitions.covered).toBe(1);
    expect(r.transitions.missing).toEqual(['gap.orphan --BACK--> gap.a']);
  });

  it('the paths script exits 1 on an incomplete machine and 0 on the real ones, writing both reports', () => {
    const dir = mkdtempSync(join(tmpdir(), 'paths-'));
    const lines: string[] = [];
    const gap = createMachine({ id: 'gap', initial: 'a', states: { a: {}, orphan: {} } });
    expect(runPathsReport([{ id: 'gap', machine: gap, input: undefined, events: {} }], dir, (l) => lines.push(l))).toBe(1);
    expect(lines.join('\n')).toContain('not covered: gap.orphan');
    expect(runPathsReport(pathModels, dir, () => {})).toBe(0);
    const json = JSON.parse(readFileSync(join(dir, 'paths.json'), 'utf8'));
    expect(json.machines).toHaveLength(pathModels.length);
    expect(readFileSync(join(dir, 'paths.md'), 'utf8')).toContain('stateDiagram-v2');
    rmSync(dir, { recursive: true, force: true });
  });

  it('writes the agreed JSON shape and a page with a chart per machine', () => {
    const json = toPathsJson(results);
    expect(json.machines[0]).toEqual({
      id: 'login',
      states: { total: results[0]!.states.total, covered: results[0]!.states.total },
      transitions: { total: results[0]!.transitions.total, covered: results[0]!.transitions.total },
      paths: results[0]!.paths.length,
    });
    const page = toMarkdown(results, new Map(pathModels.map((m) => [m.id, m.machine])), 1);
    expect(page.match(/```mermaid/g)).toHaveLength(pathModels.length);
    expect(page).toContain('### login path 1:');
    expect(toMermaid(pathModels[1]!.machine)).toContain('smsCountdown_loading --> smsCountdown_countdown : requestSmsCode ok');
  });
});
