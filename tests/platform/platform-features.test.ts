// A platform feature is its folder (src/platform/features/<name>/feature.ts): the app finds it,
// creates its stores, applies its migrations, serves its routes and runs its jobs, with no list
// to edit. The last test adds a feature from a folder of its own and asks the running platform
// for each of those.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFeatures, withNeedsMet } from '../../src/platform/discover-features.ts';
import { startTestPlatform, type TestPlatform } from './helpers.ts';

const FEATURES_DIR = join(import.meta.dirname, '../../src/platform/features');
const folders = readdirSync(FEATURES_DIR, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name).sort();

function sourcesOf(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sourcesOf(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

function writeFeature(dir: string, name: string, files: Record<string, string>): void {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, file, '..'), { recursive: true });
    writeFileSync(join(dir, name, file), text);
  }
}

describe('feature discovery', () => {
  it('finds every folder under src/platform/features, each feature named as its folder', async () => {
    const features = await loadFeatures();
    expect(features.map((f) => f.name)).toEqual(folders);
  });

  it("a feature's needs are exactly the features whose index.ts its files import", async () => {
    for (const feature of await loadFeatures()) {
      const imported = new Set<string>();
      for (const file of sourcesOf(join(FEATURES_DIR, feature.name))) {
        for (const m of readFileSync(file, 'utf8').matchAll(/from '\.\.\/([\w-]+)\/index\.ts'/g)) if (m[1] !== feature.name) imported.add(m[1]!);
      }
      expect([...feature.needs].sort(), feature.name).toEqual([...imported].sort());
    }
  });

  it('refuses a folder without feature.ts, a misnamed feature and a missing need, naming the folder', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'features-'));
    try {
      mkdirSync(join(dir, 'empty'));
      await expect(loadFeatures(dir)).rejects.toThrow(/empty: a feature folder needs a feature\.ts/);
      rmSync(join(dir, 'empty'), { recursive: true });
      writeFeature(dir, 'named', { 'feature.ts': "export const feature = { name: 'other', needs: [] };\n" });
      await expect(loadFeatures(dir)).rejects.toThrow(/named.feature\.ts: the feature is named "other" but its folder "named"/);
      rmSync(join(dir, 'named'), { recursive: true });
      writeFeature(dir, 'needy', { 'feature.ts': "export const feature = { name: 'needy', needs: ['nowhere'] };\n" });
      const loaded = await loadFeatures(dir);
      expect(() => withNeedsMet(loaded)).toThrow('The feature "needy" needs the feature "nowhere", which is not there (no folder features/nowhere/)');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('a feature added as a folder, nothing else edited', () => {
  let dir: string;
  let t: TestPlatform;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'features-'));
    writeFeature(dir, 'zz-probe', {
      'migrations/990_zz_probe.sql': 'CREATE TABLE zz_probe (id SERIAL PRIMARY KEY, note TEXT NOT NULL);\n',
      // Plain code: the folder lives outside the repository, so it imports nothing of it.
      'feature.ts': `
export const feature = {
  name: 'zz-probe',
  needs: ['members'],
  stores: (db) => ({
    zzProbe: {
      add: (note) => db.query('INSERT INTO zz_probe (note) VALUES ($1)', [note]),
      notes: async () => (await db.query('SELECT note FROM zz_probe ORDER BY id')).map((row) => row.note),
    },
  }),
  routes: [
    (deps) => async (app) => {
      // Text, not a JSON answer: the probe is no call with a call schema to check it against.
      app.get('/zz-probe', async (_request, reply) =>
        reply.type('text/plain').send(JSON.stringify({ notes: await deps.stores.zzProbe.notes(), members: typeof deps.stores.members.findById })));
    },
    (deps) => (deps.devEndpoints ? null : async () => { throw new Error('a route plugin answered null is not registered'); }),
  ],
  jobs: [{ option: 'zzProbeJobMs', everyMs: 60_000, label: 'probe job', start: (deps, everyMs) => {
    void deps.stores.zzProbe.add('job ran every ' + everyMs + ' ms');
    return () => {};
  } }],
};
`,
    });
    t = await startTestPlatform({ featureDirs: [dir], zzProbeJobMs: 5 });
  });

  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('gets its migration, its store, its routes and its job, and uses another feature through the stores', async () => {
    await expect.poll(async () => (await t.raw('GET', '/zz-probe')).body, { timeout: 10_000 }).toEqual({ notes: ['job ran every 5 ms'], members: 'function' });
    expect(existsSync(join(FEATURES_DIR, 'zz-probe'))).toBe(false);
  });
});
