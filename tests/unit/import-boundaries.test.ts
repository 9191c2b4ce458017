// Imports flow one way: src/generated and src/shared → flows → src/portal / src/platform.
// Portal and platform never import each other (docs/architecture.md). This reads every import.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../src/shared/config/paths.ts';

type Area = 'portal' | 'platform' | 'shared' | 'generated' | 'flows';

const roots: Record<Area, string> = {
  portal: 'src/portal',
  platform: 'src/platform',
  shared: 'src/shared',
  generated: 'src/generated',
  flows: 'flows',
};

/** What each area must not import. */
const forbidden: Record<Area, Area[]> = {
  portal: ['platform'],
  platform: ['portal'],
  shared: ['portal', 'platform', 'flows'],
  generated: ['portal', 'platform', 'flows', 'shared'],
  flows: ['portal', 'platform'],
};

function sourceFiles(dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(path);
    return /\.(ts|tsx|js|mjs|jsx)$/.test(name) ? [path] : [];
  });
}

const IMPORT = /(?:\bimport\s+(?:type\s+)?(?:[^'"]*?\bfrom\s+)?|\bexport\s+(?:type\s+)?[^'"]*?\bfrom\s+|\bimport\s*\(\s*|\brequire\s*\(\s*)['"]([^'"]+)['"]/g;

function importsOf(text: string): string[] {
  return [...text.matchAll(IMPORT)].map((match) => match[1] as string);
}

function areaOf(path: string): Area | undefined {
  const rel = relative(repoRoot, path);
  return (Object.keys(roots) as Area[]).find((area) => rel === roots[area] || rel.startsWith(`${roots[area]}/`));
}

describe('import boundaries', () => {
  it('finds static, type-only, re-export and dynamic imports', () => {
    const text = `import a from './a';\nimport type { B } from "../b.ts";\nexport { c } from './c';\nconst d = await import('./d');\nimport './e.css';`;
    expect(importsOf(text)).toEqual(['./a', '../b.ts', './c', './d', './e.css']);
  });

  it('reads the source tree', () => {
    expect(sourceFiles(join(repoRoot, 'src/shared')).length).toBeGreaterThan(5);
  });

  for (const area of Object.keys(roots) as Area[]) {
    it(`${roots[area]} imports none of ${forbidden[area].map((a) => roots[a]).join(', ')}`, () => {
      const violations = sourceFiles(join(repoRoot, roots[area])).flatMap((file) =>
        importsOf(readFileSync(file, 'utf8'))
          .filter((specifier) => specifier.startsWith('.') || specifier.startsWith('/'))
          .filter((specifier) => {
            const target = areaOf(resolve(dirname(file), specifier));
            return target !== undefined && forbidden[area].includes(target);
          })
          .map((specifier) => `${relative(repoRoot, file)} imports ${specifier}`),
      );
      expect(violations).toEqual([]);
    });
  }
});
