// The pseudo-language for layout tests: ~40 % longer, accented, placeholders kept; served only by
// a dev-tools platform to a request that asks for it with the pseudoTexts cookie.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { shippedBlockTexts } from '../../src/shared/config/block-texts.ts';
import { placeholders } from '../../src/shared/config/completeness.ts';
import { repoRoot } from '../../src/shared/config/paths.ts';
import { pseudoText } from '../../src/shared/i18n/pseudo.ts';
import { merchantTextsFor } from '../../src/platform/merchant-texts.ts';

/** A text without its placeholders: what the reader sees of the translation itself. */
const visible = (text: string) => text.replace(/\{\{[^}]*\}\}/g, '');
// The shipped English: the locale and the block folders' texts.
const EN = { ...shippedBlockTexts('EN'), ...(JSON.parse(readFileSync(join(repoRoot, 'src/shared/i18n/locales/EN.json'), 'utf8')) as Record<string, string>) };

describe('pseudo-language', () => {
  it('makes every English text about 40 % longer, accented, with its placeholders', () => {
    for (const [key, text] of Object.entries(EN)) {
      const pseudo = pseudoText(text);
      expect(visible(pseudo).length, key).toBeGreaterThanOrEqual(Math.floor(visible(text).length * 1.35));
      expect(placeholders(pseudo), key).toEqual(placeholders(text));
    }
    expect(pseudoText('Log in {{name}}')).toMatch(/^Ļöğ íñ \{\{name\}\} \S/);
  });

  const request = (cookie?: string) => ({ headers: cookie ? { cookie } : {}, merchant: { texts: { EN: { 'home.hotGames': 'Hot at BDWin' } } } }) as unknown as FastifyRequest;

  it('is served only with dev tools on and the cookie', () => {
    expect(merchantTextsFor({ devEndpoints: false }, request('pseudoTexts=1'), 'EN')).toEqual({ 'home.hotGames': 'Hot at BDWin' });
    expect(merchantTextsFor({ devEndpoints: true }, request('other=1'), 'EN')).toEqual({ 'home.hotGames': 'Hot at BDWin' });
    const pseudo = merchantTextsFor({ devEndpoints: true }, request('a=b; pseudoTexts=1'), 'EN');
    expect(Object.keys(pseudo).length).toBe(Object.keys({ ...EN, 'home.hotGames': '' }).length);
    expect(pseudo['home.hotGames']).toMatch(/^Ĥöţ áţ ƁĎŴíñ /);
    expect(pseudo['auth.login']).toBe(pseudoText(EN['auth.login']!));
  });
});
