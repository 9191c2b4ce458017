// The import boundaries live in eslint.config.js (eslint-plugin-boundaries). This runs the project's
// own ESLint config over small sources placed at real paths, importing real files, so a rule that
// stops matching (a renamed folder, a plugin upgrade that changes selectors) fails here.
import { join } from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';
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
  // The platform: kernel <- features <- app, and routes -> service -> store inside a feature.
  ['platform kernel imports a feature', 'src/platform/ledger/x.ts', "import '../features/withdrawals/index.ts';", false],
  ['platform kernel file imports a feature', 'src/platform/errors.ts', "import './features/withdrawals/index.ts';", false],
  ['platform kernel file imports app-level code', 'src/platform/context.ts', "import './app.ts';", false],
  ['platform kernel imports the kernel', 'src/platform/ledger/x.ts', "import '../errors.ts';\nimport '../db/database.ts';", true],
  ['a platform feature imports app-level code', 'src/platform/features/history/x.ts', "import '../../server.ts';", false],
  ['a platform feature imports the kernel', 'src/platform/features/history/x.ts', "import '../../errors.ts';\nimport '../../ledger/store.ts';", true],
  ['a platform feature imports another feature internal', 'src/platform/features/history/x.ts', "import '../withdrawals/store.ts';", false],
  ['a platform feature imports another feature entry', 'src/platform/features/history/x.ts', "import '../withdrawals/index.ts';", true],
  ['app-level code imports a feature internal', 'src/platform/app.ts', "import './features/withdrawals/service.ts';", false],
  ['app-level code imports a feature entry', 'src/platform/app.ts', "import './features/withdrawals/index.ts';", true],
  ['anything imports a feature.ts', 'src/platform/app.ts', "import './features/withdrawals/feature.ts';", false],
  ['feature.ts imports its routes, service and store', 'src/platform/features/history/feature.ts', "import './routes.ts';\nimport './query.ts';\nimport './store.ts';", true],
  ['a service imports routes', 'src/platform/features/history/query.ts', "import './routes.ts';", false],
  ['a service imports desk routes', 'src/platform/features/withdrawals/service.ts', "import './desk-routes.ts';", false],
  ['a store imports a service', 'src/platform/features/history/store.ts', "import './query.ts';", false],
  ['a store imports a service type', 'src/platform/features/history/store.ts', "import type { X } from './query.ts';", false],
  ['a store imports a store and the kernel', 'src/platform/features/deposits/manual-store.ts', "import './store.ts';\nimport '../../db/database.ts';", true],
  ['a store imports another feature entry', 'src/platform/features/missions/store.ts', "import '../point-mall/index.ts';", true],
  ['a platform feature uses the game provider', 'src/platform/features/bet-records/x.ts', "import '../../games/categories.ts';", true],
  ['the kernel uses the game provider', 'src/platform/ledger/x.ts', "import '../games/categories.ts';", false],
  ['routes take a store type', 'src/platform/features/history/routes.ts', "import type { HistoryStore } from './store.ts';", true],
  ['routes use their service', 'src/platform/features/history/routes.ts', "import { parseHistoryQuery } from './query.ts';", true],
  ['a service uses its store', 'src/platform/features/history/query.ts', "import { createHistoryStore } from './store.ts';", true],
  ['an index exports routes', 'src/platform/features/history/index.ts', "export { createHistoryRoutes } from './routes.ts';", false],
];

describe('import boundaries (eslint.config.js)', () => {
  // The first lint loads the config, its plugins and the parser: in the hook's time, not the first case's.
  beforeAll(async () => {
    await boundaryErrors('src/shared/x.ts', '');
  });

  for (const [name, path, code, allowed] of cases) {
    it(`${allowed ? 'allows' : 'refuses'}: ${name}`, async () => {
      const errors = await boundaryErrors(path, code);
      if (allowed) expect(errors).toEqual([]);
      else expect(errors.length).toBeGreaterThan(0);
    });
  }
});
