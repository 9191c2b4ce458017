// Writes the home category block's icons (src/portal/blocks/categoryTiles/category-icons/*.svg) from
// lucide's icon data (ISC licence), so the first load draws them from its stylesheet as CSS masks
// in the theme's colour instead of carrying their drawing code in its JavaScript.
// Run: npx tsx scripts/gen-category-icons.ts
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Category -> lucide icon file (node_modules/lucide-react/dist/esm/icons/<name>.mjs). */
export const CATEGORY_ICONS = {
  sports: 'trophy', cockfight: 'bird', live: 'spade', rng: 'cherry', lottery: 'ticket', elott: 'ticket', fish: 'fish',
  pvp: 'club', games: 'gamepad-2',
} as const;

type IconNode = [string, Record<string, string | number>][];

function svg(node: IconNode): string {
  const parts = node.map(([tag, attrs]) => `<${tag} ${Object.entries(attrs).filter(([name]) => name !== 'key').map(([name, value]) => `${name}="${value}"`).join(' ')}/>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="#000" stroke-width="1.75" stroke-linecap="round" stroke-linejoin="round">${parts.join('')}</svg>\n`;
}

const out = fileURLToPath(new URL('../src/portal/blocks/categoryTiles/category-icons/', import.meta.url));
for (const icon of new Set(Object.values(CATEGORY_ICONS))) {
  const module = (await import(`lucide-react/dist/esm/icons/${icon}.mjs`)) as { __iconData: { node: IconNode } };
  writeFileSync(join(out, `${icon}.svg`), svg(module.__iconData.node));
}
