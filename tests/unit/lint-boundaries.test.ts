// The import boundaries live in eslint.config.js (eslint-plugin-boundaries). This runs the project's
// own ESLint config over small sources placed at real paths, importing real files, so a rule that
// stops matching (a renamed folder, a plugin upgrade that changes selectors) fails here.
import { join } from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../src/shared/config/paths.ts';

// Only the boundary rule matters here; the sources are not in the TypeScript project.
const eslint = new ESLint({ cwd: repoRoot, overrideConfig: [tseslint.configs.disableTypeChecked] });

async function boundaryErrors(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(repoRoot, path) });
  const messages = result?.messages ?? [];
  const fatal = messages.find((m) => m.fatal);
  if (fatal) throw new Error(`ESLint could not parse the sample: ${fatal.message}`);
  return messages.filter((m) => m.ruleId === 'boundaries/dependencies').map((m) => m.message);
}

const cases: Array<[string, string, string, boolean]> = [
  ['shared imports platform', 'src/shared/x.ts', "import '../platform/app.ts';", false],
  ['shared imports flows', 'src/shared/x.ts', "import '../../flows/types.ts';", false],
  ['shared imports generated', 'src/shared/x.ts', "import '../generated/merchant.ts';", true],
  ['generated imports shared', 'src/generated/x.ts', "import '../shared/envelope.ts';", false],
  ['flows imports shared', 'flows/x.ts', "import '../src/shared/envelope.ts';", true],
  ['flows imports portal', 'flows/x.ts', "import '../src/portal/state/store.ts';", false],
  ['portal imports platform', 'src/portal/state/x.ts', "import '../../platform/app.ts';", false],
  ['portal imports platform dynamically', 'src/portal/state/x.ts', "export const p = () => import('../../platform/app.ts');", false],
  ['platform imports portal', 'src/platform/x.ts', "import '../portal/state/store.ts';", false],
  ['platform re-exports portal', 'src/platform/x.ts', "export { setState } from '../portal/state/store.ts';", false],
  ['platform imports flows and shared', 'src/platform/x.ts', "import '../../flows/types.ts';\nimport '../shared/envelope.ts';", true],
  ['portal core imports a feature internal', 'src/portal/engine/x.ts', "import '../features/games/GameTile.tsx';", false],
  ['a feature imports another feature internal', 'src/portal/features/login/x.ts', "import '../games/GameTile.tsx';", false],
  ['portal core imports a feature entry', 'src/portal/engine/x.ts', "import '../features/games/index.ts';", true],
  ['a feature imports another feature entry', 'src/portal/features/login/x.ts', "import '../session/index.ts';", true],
  ['a feature imports its own internals', 'src/portal/features/games/x.ts', "import './GameTile.tsx';", true],
  ['a screen loaded by name, past the entry', 'src/portal/app/x.ts', "export const s = () => import('../features/games/GameScreen.tsx');", false],
  ['a feature loads its own screen', 'src/portal/features/games/x.ts', "export const s = () => import('./GameScreen.tsx');", true],
  ['a feature imports portal core', 'src/portal/features/games/x.ts', "import '../../state/store.ts';", true],
];

describe('import boundaries (eslint.config.js)', () => {
  for (const [name, path, code, allowed] of cases) {
    it(`${allowed ? 'allows' : 'refuses'}: ${name}`, async () => {
      const errors = await boundaryErrors(path, code);
      if (allowed) expect(errors).toEqual([]);
      else expect(errors.length).toBeGreaterThan(0);
    });
  }
});
