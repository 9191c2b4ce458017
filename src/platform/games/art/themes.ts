/**
 * What a slot's tile looks like besides its symbols: which theme its name calls for, the theme's
 * palettes (background stops, the glow behind the hero symbol, the title's fill and outline), its
 * title lettering and its backdrop pattern.
 */
import type { Face } from './lettering.ts';
import type { SlotTheme } from './symbols.ts';
import { SLOT_THEMES } from './symbols.ts';

/** Background from, background to, glow, title fill, title outline. */
export type Palette = readonly [string, string, string, string, string];

export interface ThemeLook {
  palettes: readonly Palette[];
  /** The title's face (art/glyphs.ts), whether it slants and whether it is set in capitals. */
  face: Face;
  italic?: boolean;
  caps?: boolean;
  pattern: 'rays' | 'dots' | 'stars' | 'waves' | 'scales' | 'stripes' | 'grid';
}

const SERIF = 'serif';
const HEAVY = 'heavy';
const SANS = 'round';

export const THEME_LOOKS: Record<SlotTheme, ThemeLook> = {
  classic: { face: HEAVY, caps: true, pattern: 'rays', palettes: [['#b71c1c', '#3e0000', '#ffeb3b', '#ffd54a', '#4a0000'], ['#1a237e', '#000033', '#ff5252', '#fff', '#b71c1c'], ['#212121', '#000', '#ffc107', '#ffc107', '#b71c1c']] },
  fruit: { face: SANS, pattern: 'dots', palettes: [['#66bb6a', '#1b5e20', '#fff59d', '#fff', '#1b5e20'], ['#ffa726', '#bf360c', '#fff9c4', '#fff', '#8d2c00'], ['#26c6da', '#006064', '#fff59d', '#ffeb3b', '#004d40']] },
  gems: { face: SERIF, caps: true, pattern: 'scales', palettes: [['#4a148c', '#12002e', '#e1bee7', '#e1f5fe', '#4a148c'], ['#004d40', '#001a14', '#b2ebf2', '#fff', '#00332c'], ['#0d47a1', '#020f2e', '#80d8ff', '#ffd740', '#0d1b4d']] },
  dragons: { face: SERIF, caps: true, pattern: 'scales', palettes: [['#c62828', '#3b0000', '#ffb300', '#ffd54a', '#3b0000'], ['#1b5e20', '#001a05', '#ffd54a', '#ffd54a', '#002b0a'], ['#212121', '#000', '#ff6d00', '#ff9100', '#000']] },
  pirates: { face: SERIF, italic: true, pattern: 'waves', palettes: [['#01579b', '#001a33', '#ffd54a', '#ffe082', '#0a1f33'], ['#3e2723', '#120805', '#ffb74d', '#ffe0b2', '#1a0e08'], ['#006064', '#001f21', '#b2dfdb', '#fff', '#00363a']] },
  egypt: { face: SERIF, caps: true, pattern: 'rays', palettes: [['#f9a825', '#6d3a00', '#fff8e1', '#fff8e1', '#5d2e00'], ['#0d47a1', '#010d26', '#ffd54a', '#ffd54a', '#071640'], ['#4e342e', '#1b0f0b', '#ffcc80', '#ffca28', '#1b0f0b']] },
  asian: { face: SERIF, pattern: 'grid', palettes: [['#d32f2f', '#5c0000', '#ffd54a', '#ffd54a', '#5c0000'], ['#b71c1c', '#2b0000', '#ffab00', '#fff3c4', '#4d0000'], ['#00695c', '#00251f', '#ffd54a', '#ffd54a', '#002b24']] },
  animals: { face: HEAVY, caps: true, pattern: 'stripes', palettes: [['#ef6c00', '#3e1a00', '#fff3e0', '#fff', '#3e1a00'], ['#558b2f', '#142600', '#dcedc8', '#ffeb3b', '#1b2e05'], ['#8d6e63', '#2a1a14', '#ffe0b2', '#ffcc80', '#2a1a14']] },
  space: { face: SANS, caps: true, pattern: 'stars', palettes: [['#311b92', '#05001a', '#80d8ff', '#80d8ff', '#0a0033'], ['#1a237e', '#000010', '#ea80fc', '#fff', '#3b006b'], ['#004d40', '#000d0a', '#a7ffeb', '#a7ffeb', '#00201a']] },
  norse: { face: SERIF, caps: true, pattern: 'grid', palettes: [['#37474f', '#0e1316', '#81d4fa', '#e1f5fe', '#0e1316'], ['#5d4037', '#1a0f0b', '#ffcc80', '#ffcc80', '#1a0f0b'], ['#263238', '#000', '#ff8a65', '#fff', '#7f1d00']] },
  magic: { face: SERIF, italic: true, pattern: 'stars', palettes: [['#6a1b9a', '#1a0026', '#ea80fc', '#f3e5f5', '#2b003d'], ['#283593', '#050a2e', '#b388ff', '#ffe57f', '#0d1240'], ['#00838f', '#001f24', '#84ffff', '#fff', '#00363d']] },
  sweets: { face: SANS, pattern: 'dots', palettes: [['#f06292', '#880e4f', '#fff', '#fff', '#880e4f'], ['#ba68c8', '#4a148c', '#fce4ec', '#ffeb3b', '#4a148c'], ['#4dd0e1', '#00838f', '#fff', '#fff', '#ad1457']] },
  sports: { face: HEAVY, italic: true, caps: true, pattern: 'stripes', palettes: [['#2e7d32', '#0b2e0d', '#fff', '#fff', '#0b2e0d'], ['#1565c0', '#04152e', '#ffeb3b', '#ffeb3b', '#04152e'], ['#c62828', '#2e0505', '#fff', '#fff', '#2e0505']] },
  luck: { face: SERIF, pattern: 'rays', palettes: [['#2e7d32', '#062b0a', '#ffeb3b', '#ffd54a', '#062b0a'], ['#00897b', '#002620', '#fff59d', '#fff', '#00332b'], ['#33691e', '#0f2100', '#ffd54a', '#ffd54a', '#0f2100']] },
};

/**
 * Words of game names that call for a theme. A strong word decides wherever it stands ("Lucky
 * Dragon" is dragons); a weak one only when no strong word is in the name ("Lucky Reels"). Words
 * every theme uses (golden, fortune, palace) call for none: those games get a theme by hash.
 */
const STRONG: Record<string, SlotTheme> = {
  dragon: 'dragons', phoenix: 'dragons', dynasty: 'dragons',
  pirate: 'pirates', treasure: 'pirates', heist: 'pirates', island: 'pirates', ocean: 'pirates',
  pharaoh: 'egypt', aztec: 'egypt', temple: 'egypt', empire: 'egypt',
  diamond: 'gems', crystal: 'gems', gems: 'gems', vault: 'gems',
  fruit: 'fruit', jalapeño: 'fruit', fiesta: 'fruit', garden: 'fruit', 'señor': 'fruit',
  candy: 'sweets', café: 'sweets', crème: 'sweets', carnival: 'sweets', party: 'sweets',
  tiger: 'animals', panda: 'animals', buffalo: 'animals', jungle: 'animals', hunter: 'animals',
  cosmic: 'space', moon: 'space', neon: 'space', ice: 'space',
  viking: 'norse', thunder: 'norse', storm: 'norse', legends: 'norse',
  mystic: 'magic', magic: 'magic', tales: 'magic', quest: 'magic',
  samurai: 'asian', ninja: 'asian', lotus: 'asian', koi: 'asian', phở: 'asian', 'đại': 'asian', phát: 'asian',
  festival: 'luck',
};
const WEAK: Record<string, SlotTheme> = {
  lucky: 'luck', riches: 'luck', wild: 'animals', royal: 'classic',
  sun: 'egypt', fire: 'dragons', reels: 'classic', spins: 'classic', jackpot: 'classic', wins: 'classic', '1000': 'classic',
  express: 'classic', blast: 'space', rush: 'sports', frenzy: 'sports', bonanza: 'fruit', kingdom: 'norse',
};

/** The theme a slot's name calls for, or one from `hash` when no word of it does. */
export function themeOfName(name: string, hash: number): SlotTheme {
  const words = name.toLowerCase().split(/[\s&]+/);
  for (const table of [STRONG, WEAK]) {
    for (const word of words) if (Object.hasOwn(table, word)) return table[word]!;
  }
  return SLOT_THEMES[hash % SLOT_THEMES.length]!;
}

/** The backdrop pattern in the theme's glow colour, faint, over the 200×200 tile. */
export function patternSvg(pattern: ThemeLook['pattern'], glow: string, seed: number): string {
  const g = (body: string, opacity = 0.14) => `<g fill="${glow}" stroke="${glow}" opacity="${opacity}">${body}</g>`;
  switch (pattern) {
    case 'rays': {
      const rays = Array.from({ length: 12 }, (_, i) => `<path d="M100 80 L${100 + 160 * Math.cos((i * 30 + seed % 30) * Math.PI / 180) | 0} ${80 + 160 * Math.sin((i * 30 + seed % 30) * Math.PI / 180) | 0} L${100 + 160 * Math.cos((i * 30 + 12 + seed % 30) * Math.PI / 180) | 0} ${80 + 160 * Math.sin((i * 30 + 12 + seed % 30) * Math.PI / 180) | 0}z" stroke="none"/>`);
      return g(rays.join(''), 0.16);
    }
    case 'dots': return g(Array.from({ length: 24 }, (_, i) => `<circle cx="${(i % 6) * 36 + ((i / 6 | 0) % 2) * 18 + 6}" cy="${(i / 6 | 0) * 34 + 12}" r="${4 + (seed + i) % 4}" stroke="none"/>`).join(''), 0.18);
    case 'stars': return g(Array.from({ length: 18 }, (_, i) => `<circle cx="${(seed * 7 + i * 53) % 196 + 2}" cy="${(seed * 3 + i * 37) % 130 + 4}" r="${1 + (i % 3)}" stroke="none"/>`).join(''), 0.7);
    case 'waves': return g(Array.from({ length: 6 }, (_, i) => `<path d="M0 ${30 + i * 22} q25 -12 50 0 t50 0 t50 0 t50 0" fill="none" stroke-width="3"/>`).join(''), 0.18);
    case 'scales': return g(Array.from({ length: 30 }, (_, i) => `<path d="M${(i % 6) * 40 + ((i / 6 | 0) % 2) * 20 - 20} ${(i / 6 | 0) * 28 + 20} a20 20 0 0 1 40 0" fill="none" stroke-width="2"/>`).join(''), 0.2);
    case 'stripes': return g(Array.from({ length: 8 }, (_, i) => `<path d="M${i * 32 - 40} 0 l60 134 h14 l-60 -134z" stroke="none"/>`).join(''), 0.12);
    case 'grid': return g(`<path d="${Array.from({ length: 7 }, (_, i) => `M${i * 32 + 4} 0 V134 M0 ${i * 22 + 4} H200`).join(' ')}" fill="none" stroke-width="1.5"/>`, 0.16);
  }
}
