/**
 * Builds the platform once into JavaScript: scripts/serve.ts and everything it imports from src/
 * bundled by esbuild into dist/platform/ (ES modules; code loaded on demand stays in its own chunk;
 * packages stay imports of node_modules). `npm start` runs it (scripts/start.mjs) when the build is
 * missing or older than one of its sources; `npm run build` makes it after the portal.
 *
 * The sources find their files next to themselves (`new URL('./migrations/', import.meta.url)`):
 * in the bundle each such `import.meta.url` is the source file's own address again, relative to
 * dist/platform/, so migrations, locales, schemas and assets are read from the checkout.
 *
 * Plain JavaScript, so `npm start` can build before anything is compiled.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
/** PLATFORM_DIR puts the build elsewhere (a test's own directory), inside the checkout: the
 * bundle imports packages, which resolve from the node_modules above it. */
export const platformDir = process.env.PLATFORM_DIR ? resolve(process.env.PLATFORM_DIR) : join(root, 'dist', 'platform');
export const platformEntry = join(platformDir, 'serve.js');
/** The sources of the last build, to tell whether it is stale. */
const inputsFile = join(platformDir, 'inputs.json');
const ENTRY = join(root, 'scripts', 'serve.ts');
/** Run once built: records the merchant configs that pass the check, so the first start skips it. */
const RECORD_ENTRY = join(root, 'scripts', 'record-merchant-check.ts');
/** serve.js reads the record beside itself. */
const RECORD_FILE = 'merchants-checked.json';

const DISCOVER = join(root, 'src', 'platform', 'discover-features.ts');
const FEATURES = join(root, 'src', 'platform', 'features');
const DYNAMIC_IMPORT = '(await import(pathToFileURL(file).href))';

/**
 * discover-features.ts imports each features/<name>/feature.ts found at run time; plain node cannot
 * import TypeScript, so the build imports the features found now (each its own chunk, loaded as
 * before) and leaves the run-time import for folders the build did not see.
 */
function bundledFeatures(contents) {
  if (!contents.includes(DYNAMIC_IMPORT)) throw new Error(`${DISCOVER}: the platform build expects ${DYNAMIC_IMPORT} there; update scripts/build-platform.mjs with it`);
  const names = readdirSync(FEATURES, { withFileTypes: true }).filter((entry) => entry.isDirectory() && existsSync(join(FEATURES, entry.name, 'feature.ts'))).map((entry) => entry.name);
  const table = `const builtFeatures = { ${names.map((name) => `${JSON.stringify(join(FEATURES, name, 'feature.ts'))}: () => import(${JSON.stringify(`./features/${name}/feature.ts`)})`).join(', ')} };\n`;
  return table + contents.replace(DYNAMIC_IMPORT, '(await (builtFeatures[file]?.() ?? import(pathToFileURL(file).href)))');
}

/** `import.meta.url` of a source file, as seen from a file in dist/platform/. */
const sourceUrls = {
  name: 'source-urls',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, (args) => {
      let contents = readFileSync(args.path, 'utf8');
      if (args.path === DISCOVER) contents = bundledFeatures(contents);
      // The entry keeps its own address: the cluster's workers run the built file.
      if (args.path !== ENTRY && contents.includes('import.meta.url')) {
        const fromBuild = relative(platformDir, args.path).split('\\').join('/');
        contents = contents.replaceAll('import.meta.url', `new URL(${JSON.stringify(fromBuild)}, import.meta.url).href`);
      }
      return { contents, loader: 'ts' };
    });
  },
};

/** The newest modification time of `path` and, for a folder, of everything under it. */
function newest(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((latest, name) => Math.max(latest, newest(join(path, name))), stat.mtimeMs);
}

/**
 * Whether dist/platform is missing or older than one of the files it was built from, or than a
 * schema: the build records the merchant configs checked against the schemas.
 */
export function platformStale() {
  let built;
  try {
    built = statSync(platformEntry).mtimeMs;
    const inputs = JSON.parse(readFileSync(inputsFile, 'utf8'));
    return [...inputs, 'package-lock.json', 'src/platform/features', 'schemas'].some((file) => {
      try {
        return (file === 'schemas' ? newest(join(root, file)) : statSync(join(root, file)).mtimeMs) > built;
      } catch {
        return true;
      }
    });
  } catch {
    return true;
  }
}

export async function buildPlatform() {
  const { build, stop } = await import('esbuild');
  // Built beside and swapped in, so a process starting meanwhile never sees half a build.
  const next = `${platformDir}.next-${process.pid}`;
  rmSync(next, { recursive: true, force: true });
  // esbuild's service process would otherwise live on beside the platform `npm start` runs next.
  const result = await build({
    entryPoints: [ENTRY, RECORD_ENTRY],
    outdir: next,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    metafile: true,
    logLevel: 'warning',
    plugins: [sourceUrls],
    absWorkingDir: root,
  }).finally(() => stop());
  const inputs = Object.keys(result.metafile.inputs).filter((file) => !file.startsWith('node_modules/'));
  writeFileSync(join(next, 'inputs.json'), JSON.stringify(inputs));
  const recorded = spawnSync(process.execPath, [join(next, 'record-merchant-check.js'), join(next, RECORD_FILE)], { cwd: root, stdio: 'inherit' });
  if (recorded.status !== 0) console.warn('Recording the checked merchant configs failed; npm start checks them.');
  mkdirSync(dirname(platformDir), { recursive: true });
  rmSync(platformDir, { recursive: true, force: true });
  renameSync(next, platformDir);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  await buildPlatform();
  console.log(`Platform built into ${relative(root, platformDir)}/ in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}
