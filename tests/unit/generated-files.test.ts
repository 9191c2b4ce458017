// Generated files are checked in; these fail when a schema changed without regenerating them.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { docsPath, renderDocs } from '../../scripts/gen-docs.ts';
import { staleFiles } from '../../scripts/gen-types.ts';

describe('generated files', () => {
  it('src/generated matches the schemas (npm run gen:types)', async () => {
    expect(await staleFiles()).toEqual([]);
  });

  it('docs/merchant-config.md matches the schema descriptions (npm run gen:docs)', () => {
    expect(readFileSync(docsPath, 'utf8')).toBe(renderDocs());
  });

  it('documents every top-level section and every block type', () => {
    const docs = renderDocs();
    for (const section of ['identity', 'branding', 'languages', 'features', 'vendors', 'navigation', 'screens', 'registration', 'constants', 'api']) {
      expect(docs).toContain(`## \`${section}\``);
    }
    for (const block of ['bannerCarousel', 'announcementMarquee', 'hotGames', 'categoryTiles', 'winnerBoard', 'promotionsStrip', 'vendorWall']) {
      expect(docs).toContain(`### \`${block}\``);
    }
    expect(docs).toContain('| `features.registerSmsVerification` | boolean | yes | Ask for an SMS code on mobile registration (platform flag REGMOBVERF3). |');
  });
});
