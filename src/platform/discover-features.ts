/**
 * The platform's features, found in features/<name>/feature.ts when this module loads (top-level
 * await, so createStores and buildApp stay synchronous about them). A folder without a
 * feature.ts, a feature named unlike its folder, or one needing a feature that is not there stops
 * the start with a sentence naming the folder.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { PlatformFeature } from './feature.ts';

const FEATURES_DIR = fileURLToPath(new URL('./features/', import.meta.url));

export async function loadFeatures(dir: string = FEATURES_DIR): Promise<PlatformFeature[]> {
  const names = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const features: PlatformFeature[] = [];
  for (const name of names) {
    const file = join(dir, name, 'feature.ts');
    if (!existsSync(file)) throw new Error(`${join(dir, name)}: a feature folder needs a feature.ts exporting \`feature\` (defineFeature)`);
    const module = (await import(pathToFileURL(file).href)) as { feature?: PlatformFeature };
    const feature = module.feature;
    if (!feature) throw new Error(`${file}: exports no \`feature\` (defineFeature)`);
    if (feature.name !== name) throw new Error(`${file}: the feature is named "${feature.name}" but its folder "${name}"`);
    features.push(feature);
  }
  return features;
}

/** The features, once every one's needs are among them. */
export function withNeedsMet(features: readonly PlatformFeature[]): readonly PlatformFeature[] {
  const names = new Set(features.map((feature) => feature.name));
  for (const feature of features) {
    for (const needed of feature.needs) {
      if (!names.has(needed)) throw new Error(`The feature "${feature.name}" needs the feature "${needed}", which is not there (no folder features/${needed}/)`);
    }
  }
  return features;
}

export const features: readonly PlatformFeature[] = withNeedsMet(await loadFeatures());
