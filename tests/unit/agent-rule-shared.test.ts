// Regression: "who is an agent" was written three times with two answers
// (flows/rules/login.ts and the portal store said 1, 2, 4, 41, 42 for everything; the platform
// said 1, 2, 41, 42 for the flag), and the portal showed trial accounts an "Agent centre" link.
// Spec 4: the flag is 1, 2, 4, 41, 42; the centre is 1, 2, 41, 42. One rule, used everywhere.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasAgentFlag, isAgentCentreType } from '../../src/shared/member-types.ts';
import { isAgentType } from '../../flows/rules/login.ts';
import { repoRoot } from '../../src/shared/config/paths.ts';

const TYPES = [0, 1, 2, 3, 4, 5, 40, 41, 42, 43];

describe('who is an agent: one shared rule', () => {
  it('flags types 1, 2, 4, 41, 42 and opens the agent centre to 1, 2, 41, 42', () => {
    expect(TYPES.filter(hasAgentFlag)).toEqual([1, 2, 4, 41, 42]);
    expect(TYPES.filter(isAgentCentreType)).toEqual([1, 2, 41, 42]);
    expect(TYPES.filter(isAgentType)).toEqual(TYPES.filter(hasAgentFlag));
  });

  it('no other file keeps its own list of agent types', () => {
    const lists = /\[\s*1\s*,\s*2\s*,\s*(4\s*,\s*)?41\s*,\s*42\s*\]/;
    const files = ['src', 'flows']
      .flatMap((dir) => readdirSync(join(repoRoot, dir), { recursive: true, encoding: 'utf8' }).map((file) => relative(repoRoot, join(repoRoot, dir, file))))
      .filter((file) => /\.tsx?$/.test(file) && !file.startsWith('src/generated/'));
    expect(files.length).toBeGreaterThan(100);
    const copies = files.filter((file) => file !== join('src', 'shared', 'member-types.ts') && lists.test(readFileSync(join(repoRoot, file), 'utf8')));
    expect(copies).toEqual([]);
  });
});
