// The comment rule in eslint.config.js (scripts/lint/no-issue-comments.js), run through the
// project's own config: an issue number in a comment fails lint, a comment that gives a reason passes.
import { join } from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../src/shared/config/paths.ts';

const eslint = new ESLint({ cwd: repoRoot, overrideConfig: [tseslint.configs.disableTypeChecked] });

async function commentErrors(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(repoRoot, path) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'comments/no-issue-numbers').map((m) => m.message);
}

describe('comments without issue numbers', () => {
  it.each([
    ['src/platform/x.ts', '// The settlement job (issue 14): once per period.\nexport const a = 1;\n'],
    ['src/portal/engine/x.tsx', '/** Regression (issues 13, 14): a member saw two balances. */\nexport const a = 1;\n'],
    ['tests/unit/x.test.ts', 'export const a = 1; // see Issue #9\n'],
    ['scripts/x.ts', '/*\n * Goals (issue 28): 5 s.\n */\nexport const a = 1;\n'],
    ['tests/browser/x.spec.ts', '// Accessibility (item 7): axe on every screen.\nexport const a = 1;\n'],
    ['src/portal/x.ts', '// Small words (items 17 and 19): short labels.\nexport const a = 1;\n'],
  ])('refuses %s', async (path, code) => {
    expect(await commentErrors(path, code)).toHaveLength(1);
  });

  it('lets a reason through, and the word in code', async () => {
    expect(await commentErrors('src/platform/x.ts', '// One issue per round: the house row is written last.\nexport const issue14 = "issue 14";\n')).toEqual([]);
    expect(await commentErrors('src/portal/x.ts', '// The list shows item 3 first (its newest).\nexport const a = 1;\n')).toEqual([]);
  });
});
