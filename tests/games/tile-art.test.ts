// Game artwork: each category gets its own motif, the vendor mark and the game's name are drawn
// (escaped), and a long name keeps to two lines.
import { describe, expect, it } from 'vitest';
import { demoTileArt, demoTileArtOfPath, gameTileSvg, MOTIF_BY_CATEGORY, svgDataUrl, titleLines, vendorLogoSvg } from '../../src/platform/games/tile-art.ts';
import { GAME_CATEGORIES } from '../../src/shared/games/index.ts';

describe('game tile art', () => {
  it('draws a motif per category: reels, cards, fish, balls, a ball, a controller, a rooster', () => {
    expect(Object.keys(MOTIF_BY_CATEGORY).sort()).toEqual([...GAME_CATEGORIES].sort());
    const art = (category: string) => gameTileSvg('PG', 'PG-00001', category, 'Name');
    expect(art('RNG')).toContain('>7</text>');
    expect(art('LIVE')).toContain('♥');
    expect(art('LOTT')).toContain('>18</text>');
    const distinct = new Set(['RNG', 'LIVE', 'FISH', 'LOTT', 'SPORTS', 'ESPORTS', 'COCKFIGHT'].map((c) => art(c)));
    expect(distinct.size).toBe(7);
  });

  it('names the game and its vendor, escaping both', () => {
    const svg = gameTileSvg('JILI', 'JILI-1', 'RNG', 'Fortune <script>alert(1)</script> & Gems');
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&#60;script&#62;');
    expect(svg).toContain('>JILI</text>');
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"')).toBe(true);
  });

  it('wraps a name onto at most two lines', () => {
    expect(titleLines('Koi Quest 3', 16)).toEqual(['Koi Quest 3']);
    expect(titleLines('Thunder Gems Deluxe', 16)).toEqual(['Thunder Gems', 'Deluxe']);
    expect(titleLines('The Great Dragon Treasure Fortune Hunt', 16)).toEqual(['The Great Dragon', 'Treasure Fortun…']);
  });

  it('draws a vendor logo: initials, the name the merchant gives it (escaped, shortened), a colour per vendor', () => {
    const pg = vendorLogoSvg('PG', 'PG Soft');
    expect(pg).toContain('>PG</text>');
    expect(pg).toContain('>PG Soft</text>');
    expect(pg).toContain('aria-label="PG Soft"');
    const long = vendorLogoSvg('SABA', 'SABASPORTS<b>ASIA</b>EDITION');
    expect(long).not.toContain('<b>');
    expect(long).toContain('…</text>');
    const two = vendorLogoSvg('PP', 'Pragmatic Play');
    expect(two).toContain('>Pragmatic</text>');
    expect(two).toContain('>Play</text>');
    const hue = (svg: string) => /hsl\((\d+)/.exec(svg)?.[1];
    expect(hue(vendorLogoSvg('EVO', 'Same'))).not.toBe(hue(vendorLogoSvg('JILI', 'Same')));
  });
});

describe('a catalogue address\'s art, and as a data: URL (the served /rng\'s first tiles)', () => {
  const path = 'demo-games/img/PG/PG-00012.svg?type=LIVE&name=Fortune%20%23%20Dragon%20%E2%99%A0';

  it('is what the provider\'s route draws for that address; other addresses have none', () => {
    expect(demoTileArtOfPath(path)).toBe(gameTileSvg('PG', 'PG-00012', 'LIVE', 'Fortune # Dragon ♠'));
    expect(demoTileArtOfPath(`/${path}`)).toBe(demoTileArtOfPath(path));
    expect(demoTileArtOfPath('https://cdn.example/img/PG-1.png')).toBeNull();
    expect(demoTileArtOfPath('demo-games/img/P%2FG/PG-1.svg')).toBeNull();
    expect(demoTileArtOfPath('demo-games/vendor/PG.svg')).toBeNull();
    expect(demoTileArt('PG', 'bad code!.svg', 'RNG', 'x')).toBeNull();
    // The route's cut: a name of at most 60 characters.
    expect(demoTileArt('PG', 'PG-1.svg', 'RNG', 'x'.repeat(80))).toBe(gameTileSvg('PG', 'PG-1', 'RNG', 'x'.repeat(60)));
  });

  it('decodes back to the very SVG, with nothing raw that ends or breaks a URL', () => {
    const svg = demoTileArtOfPath(path)!;
    const url = svgDataUrl(svg);
    expect(url.startsWith('data:image/svg+xml,<')).toBe(false);
    expect(decodeURIComponent(url.slice('data:image/svg+xml,'.length))).toBe(svg);
    expect(url.replace(/%[0-9A-F]{2}/g, '')).not.toMatch(/[#<>"%]|[^\x20-\x7e]/);
    expect(url.length).toBeLessThan(encodeURIComponent(svg).length);
  });
});
