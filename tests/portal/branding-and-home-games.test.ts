// Branding file URLs (logo, favicon from /merchant-assets/) and the home hot-games selection.
import { describe, expect, it } from 'vitest';
import { brandingAssetUrl } from '../../src/portal/engine/theme.ts';
import { hotGamesOf } from '../../src/portal/features/games/HomeHotGames.tsx';
import type { Game } from '../../src/portal/features/games/game.ts';

describe('brandingAssetUrl', () => {
  it('serves a merchant-folder file name from /merchant-assets/', () => {
    expect(brandingAssetUrl('logo.svg')).toBe('/merchant-assets/logo.svg');
    expect(brandingAssetUrl('icons/favicon.png')).toBe('/merchant-assets/icons/favicon.png');
  });
  it('keeps absolute URLs and root paths; refuses anything else', () => {
    expect(brandingAssetUrl('https://cdn.example.com/logo.png')).toBe('https://cdn.example.com/logo.png');
    expect(brandingAssetUrl('/static/logo.png')).toBe('/static/logo.png');
    expect(brandingAssetUrl('../secret.svg')).toBeNull();
    expect(brandingAssetUrl('javascript:alert(1)')).toBeNull();
    expect(brandingAssetUrl('')).toBeNull();
    expect(brandingAssetUrl(undefined)).toBeNull();
  });
});

describe('hotGamesOf', () => {
  const game = (gameId: number, vendor: string, isGame: 'GAME' | 'VASSALAGE' = 'GAME') => ({ gameId, vendor, isGame, gameName: `G${gameId}` }) as Game;
  const ready = { state: 'ready' as const, value: [game(1, 'PG'), game(2, 'JILI'), game(3, 'PG', 'VASSALAGE'), game(4, 'MG'), game(5, 'PG')] };
  it('keeps playable games of the block vendors, up to the limit', () => {
    expect(hotGamesOf(ready, 10, ['PG', 'MG']).map((g) => g.gameId)).toEqual([1, 4, 5]);
    expect(hotGamesOf(ready, 2).map((g) => g.gameId)).toEqual([1, 2]);
  });
  it('is empty while loading or unavailable', () => {
    expect(hotGamesOf({ state: 'loading' }, 5)).toEqual([]);
    expect(hotGamesOf({ state: 'unavailable' }, 5)).toEqual([]);
  });
});
