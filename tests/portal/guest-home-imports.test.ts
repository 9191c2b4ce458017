// What a guest's first page load carries is what src/portal/main.tsx imports statically (dynamic
// import() is its own chunk). Heavy libraries that only sign-in flows, the register form or
// encrypted calls need must stay behind a dynamic import: one static `export … from './actors.ts'`
// in a feature's index once pulled xstate (about 15 KB gzipped) into every guest's home.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = new URL('../../', import.meta.url).pathname;

/** Static imports (not `import type`, not `import()`) of one file. */
function staticImports(text: string): string[] {
  const specifiers: string[] = [];
  const pattern = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) specifiers.push(match[1]!);
  return specifiers;
}

/** Every package the entry reaches through static imports, with the import chain to it. */
function packagesReached(entry: string): Map<string, string[]> {
  const parent = new Map<string, string | null>([[entry, null]]);
  const queue = [entry];
  const reached = new Map<string, string[]>();
  const chain = (file: string) => {
    const files: string[] = [];
    for (let at: string | null | undefined = file; at; at = parent.get(at)) files.unshift(relative(root, at));
    return files;
  };
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const specifier of staticImports(readFileSync(file, 'utf8'))) {
      if (specifier.startsWith('.')) {
        const target = resolve(dirname(file), specifier);
        if (!existsSync(target) || parent.has(target)) continue;
        parent.set(target, file);
        queue.push(target);
      } else {
        const name = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!;
        if (!reached.has(name)) reached.set(name, chain(file));
      }
    }
  }
  return reached;
}

const NOT_ON_GUEST_HOME = ['ky', 'xstate', '@xstate/react', '@rjsf/core', '@rjsf/utils', '@rjsf/validator-ajv8', 'ajv', 'crypto-js', 'qrcode', 'dompurify'];

describe('a guest home loads only what it shows', () => {
  it(`the portal entry reaches none of ${NOT_ON_GUEST_HOME.join(', ')} through static imports`, () => {
    const reached = packagesReached(resolve(root, 'src/portal/main.tsx'));
    const offenders = NOT_ON_GUEST_HOME.filter((name) => reached.has(name)).map((name) => `${name}: ${reached.get(name)!.join(' -> ')}`);
    expect(offenders).toEqual([]);
  });
});
