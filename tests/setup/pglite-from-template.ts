// Every in-memory PGlite a test file opens with default settings starts from the cluster the
// global setup initialised once (pglite-template.ts) instead of running initdb again. A data
// directory on disk, a dump to load, another user or database, or extensions are left to PGlite:
// tests that reopen a directory must see PGlite's own start.
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';

type Create = (dataDirOrOptions?: string | PGliteOptions, options?: PGliteOptions) => Promise<PGlite>;
const INSTALLED = Symbol.for('portal.pgliteFromTemplate');
const OWN_START: readonly (keyof PGliteOptions)[] = ['dataDir', 'loadDataDir', 'noInitDb', 'username', 'database', 'extensions', 'fs', 'initDbStartParams'];

/** Whether PGlite.create would make this database with initdb's defaults, in memory. */
export const startsFromTemplate = (dataDirOrOptions?: string | PGliteOptions, options?: PGliteOptions): boolean =>
  dataDirOrOptions === undefined || (typeof dataDirOrOptions === 'object' && options === undefined && !OWN_START.some((key) => dataDirOrOptions[key] !== undefined));

const pglite = PGlite as unknown as { create: Create; [INSTALLED]?: { create: Create; loads: number } };
const file = inject('pgliteTemplate');
// PGLITE_INITDB=1 lets every database run initdb itself, to compare the two.
if (file && process.env.PGLITE_INITDB !== '1' && !pglite[INSTALLED]) {
  const template = new Blob([readFileSync(file)]);
  const create = pglite.create.bind(PGlite);
  const installed = { create, loads: 0 };
  pglite[INSTALLED] = installed;
  pglite.create = (dataDirOrOptions, options) => {
    if (!startsFromTemplate(dataDirOrOptions, options)) return create(dataDirOrOptions, options);
    installed.loads += 1;
    return create({ ...(dataDirOrOptions as PGliteOptions | undefined), loadDataDir: template });
  };
}

/** PGlite's own create and how many databases started from the template (for its test). */
export const pgliteTemplateUse = (): { create: Create; loads: number } | undefined => pglite[INSTALLED];
