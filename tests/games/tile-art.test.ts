// Game artwork: slots drawn from their theme (symbols, palette, layout, lettering) so that
// neighbours in a list differ, other categories from their game, every tile small; the game's
// name is lettered as shapes, never as <text> (which costs each page a layout per image), is the
// image's escaped accessible name, and a long name keeps to two lines.
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { demoTileArt, demoTileArtOfPath, gameTileSvg, MOTIF_CATEGORIES, slotLook, svgDataUrl, THEMED_CATEGORIES, titleLines, vendorLogoSvg } from '../../src/platform/games/tile-art.ts';
import { THEME_SYMBOLS } from '../../src/platform/games/art/symbols.ts';
import { GLYPHS } from '../../src/platform/games/art/glyphs.ts';
import { covers, lettering, letteringWidth } from '../../src/platform/games/art/lettering.ts';
import { THEME_LOOKS, themeOfName } from '../../src/platform/games/art/themes.ts';
import { createGameIndex, filterGames, FALLBACK_VENDORS, GAME_CATEGORIES, generateCatalogue, normaliseVendors } from '../../src/shared/games/index.ts';

const catalogue = generateCatalogue({ seed: 20260101, vendors: normaliseVendors(FALLBACK_VENDORS), now: Date.UTC(2026, 0, 1) });
const slots = filterGames(createGameIndex(catalogue.games), { gameType: 'RNG' });

describe('game tile art', () => {
  it('draws every category: slots from a theme, the others from their game', () => {
    expect([...THEMED_CATEGORIES, ...MOTIF_CATEGORIES].sort()).toEqual([...GAME_CATEGORIES].sort());
    const live = (name: string) => gameTileSvg('EVO', 'EVO-00001', 'LIVE', name);
    expect(live('Roulette EVO')).toContain('stroke-dasharray');
    expect(live('Baccarat EVO')).toContain(GLYPHS.heavy.K![1]);
    expect(live('Sic Bo EVO').match(/<rect [^>]*rx="6.6/g)?.length).toBe(3);
    expect(live('Dragon Tiger EVO')).toContain(`M0 0${GLYPHS.heavy.V![1]}M`);
    expect(gameTileSvg('JILI_FISH', 'X-1', 'FISH', 'Shark Bounty')).not.toBe(gameTileSvg('JILI_FISH', 'X-1', 'FISH', 'Golden Toad'));
    expect(gameTileSvg('KM', 'KM-1', 'PVP', 'Mahjong')).not.toBe(gameTileSvg('KM', 'KM-1', 'PVP', 'Teen Patti'));
    const distinct = new Set(GAME_CATEGORIES.map((c) => gameTileSvg('PG', 'PG-00001', c, 'Name')));
    // Lottery and e-lottery draw balls, card and board games a hand for a name that names no game.
    expect(distinct.size).toBe(GAME_CATEGORIES.length - 2);
  });

  it('takes a slot\'s theme from its name, and draws that theme\'s symbols', () => {
    expect(themeOfName('Lucky Dragon Deluxe', 0)).toBe('dragons');
    expect(themeOfName('Pharaoh Gems', 0)).toBe('egypt');
    expect(themeOfName('Pirate Riches', 0)).toBe('pirates');
    expect(themeOfName('Lucky Reels', 0)).toBe('luck');
    const look = slotLook('PG', 'PG-00001', 'Fruit Spins');
    expect(look.theme).toBe('fruit');
    expect(gameTileSvg('PG', 'PG-00001', 'RNG', 'Fruit Spins')).toContain(THEME_SYMBOLS.fruit[look.hero]);
  });

  it('is deterministic: the same game draws the same bytes; another code of the same name differs', () => {
    for (const game of slots.slice(0, 50)) {
      expect(gameTileSvg(game.vendor, game.gameCode, 'RNG', game.gameName)).toBe(gameTileSvg(game.vendor, game.gameCode, 'RNG', game.gameName));
    }
    const looks = new Set(Array.from({ length: 40 }, (_, i) => JSON.stringify(slotLook('PG', `PG-${i}`, 'Golden Spins'))));
    expect(looks.size).toBeGreaterThan(20);
  });

  it('keeps every one of the catalogue\'s tiles under 2 KB gzipped, with no <text> in any', () => {
    let largest = 0;
    for (const game of catalogue.games) {
      const svg = gameTileSvg(game.vendor, game.gameCode, game.gameType, game.gameName);
      expect(svg, game.gameName).not.toMatch(/<text|font-family/);
      largest = Math.max(largest, gzipSync(svg).length);
    }
    expect(largest).toBeLessThan(2048);
  });

  it('makes 100 neighbours in the slots list look different: themes, palettes, layouts and hero symbols vary', () => {
    const sig = (g: (typeof slots)[number]) => JSON.stringify(slotLook(g.vendor, g.gameCode, g.gameName));
    for (let start = 0; start + 100 <= slots.length; start += 100) {
      const window = slots.slice(start, start + 100);
      const looks = window.map(sig);
      expect(new Set(window.map((g) => slotLook(g.vendor, g.gameCode, g.gameName).theme)).size, `themes in ${start}..`).toBeGreaterThanOrEqual(10);
      expect(new Set(looks).size, `signatures in ${start}..`).toBeGreaterThanOrEqual(80);
      expect(looks.filter((look, i) => i > 0 && look === looks[i - 1]).length, `identical neighbours in ${start}..`).toBeLessThanOrEqual(2);
    }
  });

  it('names the game in its accessible name (escaped) and letters it in the theme\'s face', () => {
    const svg = gameTileSvg('JILI', 'JILI-1', 'RNG', 'Fortune <script>alert(1)</script> & Gems');
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('aria-label="Fortune &#60;script&#62;alert(1)&#60;/script&#62; &#38; Gems"');
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"')).toBe(true);
    const face = THEME_LOOKS[slotLook('PG', 'PG-1', 'Koi Quest').theme].face;
    const tile = gameTileSvg('PG', 'PG-1', 'RNG', 'Koi Quest');
    expect(tile).toContain(GLYPHS[face].Q![1]);
    // A name in a script the faces lack is left to the page's own text under the tile.
    const cjk = gameTileSvg('PG', 'PG-1', 'RNG', '金龙发财');
    expect(cjk).toContain('aria-label="金龙发财"');
    expect(cjk.endsWith('</g></svg>')).toBe(true);
    expect(tile.endsWith('</g></svg>')).toBe(false);
  });

  it('letters a line as one path of the face\'s outlines, centred, its outline scaled with it', () => {
    expect(covers('heavy', 'Café 21…')).toBe(true);
    expect(covers('heavy', 'PG 电子')).toBe(false);
    expect(letteringWidth('AA', 'heavy', 20)).toBeCloseTo(2 * letteringWidth('A', 'heavy', 20));
    const path = lettering('AB', 100, 50, { face: 'heavy', size: 32, fill: '#fff', anchor: 'middle', stroke: { colour: '#000', width: 4 } });
    const width = letteringWidth('AB', 'heavy', 32);
    expect(path).toContain(`translate(${Math.round((100 - width / 2) * 100) / 100} 50) scale(0.5)`);
    expect(path).toContain(`d="M0 0${GLYPHS.heavy.A![1]}M${GLYPHS.heavy.A![0]} 0${GLYPHS.heavy.B![1]}"`);
    expect(path).toContain('stroke-width="8"');
    expect(lettering('   ', 0, 0, { face: 'heavy', size: 10, fill: '#fff' })).toBe('');
  });

  it('wraps a name onto at most two lines', () => {
    expect(titleLines('Koi Quest 3', 16)).toEqual(['Koi Quest 3']);
    expect(titleLines('Thunder Gems Deluxe', 16)).toEqual(['Thunder Gems', 'Deluxe']);
    expect(titleLines('The Great Dragon Treasure Fortune Hunt', 16)).toEqual(['The Great Dragon', 'Treasure Fortun…']);
  });

  it('draws a vendor wordmark: an emblem, the name the merchant gives it (escaped, shortened), a colour per vendor', () => {
    const pg = vendorLogoSvg('PG', 'PG Soft');
    expect(pg).not.toMatch(/<text|font-family/);
    expect(pg.match(/<path transform="translate/g)?.length).toBe(1);
    expect(pg).toContain('aria-label="PG Soft"');
    const long = vendorLogoSvg('SABA', 'SABASPORTS<b>ASIA</b>EDITION');
    expect(long).not.toContain('<b>');
    expect(long).toContain('aria-label="SABASPORTS&#60;b&#62;ASIA&#60;/b&#62;EDITION"');
    expect(long).toMatch(/…|M[\d.]+ 0m[^M]*"/);
    const two = vendorLogoSvg('PP', 'Pragmatic Play');
    expect(two.match(/<path transform="translate/g)?.length).toBe(2);
    // The words the faces can draw: "AG" of "AG 真人"; the accessible name stays whole.
    const ag = vendorLogoSvg('AG', 'AG 真人');
    expect(ag).toContain('aria-label="AG 真人"');
    expect(ag).not.toMatch(/<text|font-family/);
    expect(ag.match(/<path transform="translate/g)?.length).toBe(1);
    expect(ag.length).toBeLessThan(vendorLogoSvg('AG', 'AGX').length);
    for (const [code, name] of [['PG', 'PG Soft'], ['PP', 'Pragmatic Play'], ['SABA', 'SABA Sports'], ['AG', 'AG 真人']] as const) {
      expect(gzipSync(vendorLogoSvg(code, name)).length, code).toBeLessThan(2048);
    }
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
