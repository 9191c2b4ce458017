/**
 * The slot themes' symbols, each drawn in a 60×60 box as a few SVG shapes with fixed colours (a
 * cherry is red on every tile, so a player reads it at a glance). Every theme has five, lowest
 * paying first: the demo slot's reels map its five engine symbols onto them in that order, and
 * the tiles draw from the same set, so a game's tile shows the symbols its reels spin.
 */

import { lettering } from './lettering.ts';

const c = (cx: number, cy: number, r: number, fill: string, extra = '') => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${extra}/>`;
const p = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}"${extra}/>`;
const r = (x: number, y: number, w: number, h: number, rx: number, fill: string, extra = '') => `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}"${extra}/>`;
const t = (x: number, y: number, size: number, fill: string, text: string, stroke?: { colour: string; width: number }) =>
  lettering(text, x, y, { face: 'heavy', size, fill, anchor: 'middle', ...(stroke ? { stroke } : {}) });
const line = (d: string, stroke: string, width: number) => `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round"/>`;
const dark = ' stroke="#3a1d00" stroke-width="2"';

const gem = (points: string, fill: string, shine: string) => `<polygon points="${points}" fill="${fill}"${dark}/><polygon points="${shine}" fill="#fff" opacity=".45"/>`;

const cherry = line('M22 40 Q28 16 44 10 M40 42 Q38 22 44 10', '#2e7d32', 3) + c(20, 42, 11, '#d7263d', dark) + c(40, 44, 11, '#e53945', dark) + c(16, 38, 3, '#fff', ' opacity=".6"');
const lemon = p('M8 32 Q8 14 30 12 Q52 14 52 32 Q52 50 30 50 Q8 50 8 32z', '#ffd400', dark) + p('M16 26 Q22 18 30 18', 'none', ' stroke="#fff8" stroke-width="3"');
const bell = p('M30 8 Q14 10 14 30 L10 44 H50 L46 30 Q46 10 30 8z', '#ffc107', dark) + c(30, 48, 5, '#b26a00') + p('M20 26 Q22 16 28 14', 'none', ' stroke="#fff9" stroke-width="3"');
const bar = r(6, 18, 48, 24, 5, '#111', ' stroke="#ffd54a" stroke-width="3"') + t(30, 37, 16, '#ffd54a', 'BAR');
const seven = t(30, 52, 50, '#d7263d', '7', { colour: '#ffd54a', width: 2.5 });
const orange = c(30, 32, 20, '#fb8c00', dark) + p('M30 12 Q36 4 44 8 Q38 14 30 12z', '#43a047') + c(22, 26, 3, '#fff', ' opacity=".5"');
const grapes = [[22, 22], [38, 22], [30, 32], [16, 34], [44, 34], [24, 44], [36, 44], [30, 54]].map(([x, y]) => c(x!, y!, 8, '#7b1fa2', ' stroke="#3c0a55" stroke-width="1.5"')).join('') + line('M30 14 V4', '#2e7d32', 3);
const melon = p('M4 22 H56 A26 26 0 0 1 4 22z', '#2e7d32') + p('M9 22 H51 A21 21 0 0 1 9 22z', '#ef5350') + [18, 30, 42].map((x) => c(x, 32, 2.2, '#222')).join('');
const emerald = gem('18,8 42,8 54,20 54,40 42,52 18,52 6,40 6,20', '#00c853', '18,8 42,8 36,18 24,18');
const sapphire = gem('30,4 54,18 54,42 30,56 6,42 6,18', '#2962ff', '30,4 54,18 30,24 6,18');
const amethyst = gem('30,6 56,52 4,52', '#aa00ff', '30,6 40,30 20,30');
const ruby = gem('30,54 6,26 16,10 30,18 44,10 54,26', '#d50000', '16,10 30,18 24,26 10,24');
const diamond = gem('14,10 46,10 56,24 30,56 4,24', '#b3e5fc', '14,10 46,10 38,24 22,24') + line('M4 24 H56 M22 24 L30 56 L38 24', '#0277bd', 1.5);
const pearl = c(30, 30, 20, '#f5f5f5', dark) + c(24, 24, 6, '#fff') + c(30, 30, 20, 'none', ' stroke="#90caf9" stroke-width="3" opacity=".6"');
const coin = (fill: string) => c(30, 30, 22, fill, dark) + c(30, 30, 16, 'none', ' stroke="#fff6" stroke-width="2"');
const flame = p('M30 4 Q44 22 44 36 Q44 54 30 56 Q16 54 16 36 Q16 26 24 18 Q24 30 30 32 Q26 16 30 4z', '#ff6d00', dark) + p('M30 30 Q38 40 36 48 Q30 54 24 48 Q24 40 30 30z', '#ffd600');
const claw = [14, 30, 46].map((x) => p(`M${x - 6} 52 Q${x - 6} 22 ${x + 4} 6 Q${x + 4} 30 ${x + 6} 52z`, '#eceff1', dark)).join('');
const dragon = p('M8 44 Q6 18 30 12 Q48 8 54 22 L46 24 L52 32 Q40 32 36 40 Q30 52 8 44z', '#2e7d32', dark) + c(38, 20, 3.5, '#ffeb3b') + p('M18 14 L12 4 L24 10 M28 10 L28 0 L34 10', '#c62828') + p('M52 32 Q56 40 48 44', 'none', ' stroke="#ff6d00" stroke-width="3"');
const compass = c(30, 30, 24, '#8d6e63', dark) + c(30, 30, 18, '#fff3e0') + p('M30 14 L35 30 L30 46 L25 30z', '#d32f2f');
const swords = line('M10 50 L50 10 M10 10 L50 50', '#cfd8dc', 5) + line('M14 38 L22 46 M38 46 L46 38', '#6d4c41', 5);
const chest = r(8, 24, 44, 28, 4, '#8d6e63', dark) + p('M8 26 Q8 10 30 10 Q52 10 52 26z', '#a1887f', dark) + r(26, 24, 8, 12, 2, '#ffd54a') + line('M8 34 H52', '#ffd54a', 3);
const skull = p('M12 28 Q12 8 30 8 Q48 8 48 28 Q48 38 40 40 V50 H20 V40 Q12 38 12 28z', '#f5f5f5', dark) + c(23, 27, 6, '#222') + c(37, 27, 6, '#222') + p('M28 36 L30 32 L32 36z', '#222') + line('M25 44 V50 M30 44 V50 M35 44 V50', '#222', 1.5);
const ankh = line('M30 26 V56 M16 32 H44', '#ffc107', 7) + `<ellipse cx="30" cy="15" rx="9" ry="12" fill="none" stroke="#ffc107" stroke-width="6"/>`;
const scarab = `<ellipse cx="30" cy="34" rx="16" ry="20" fill="#1e88e5"${dark}/>` + c(30, 14, 8, '#0d47a1') + line('M30 16 V54 M14 26 L4 18 M46 26 L56 18 M14 42 L4 50 M46 42 L56 50', '#0d47a1', 3);
const eye = p('M4 30 Q30 6 56 30 Q30 54 4 30z', '#fff', dark) + c(30, 30, 10, '#1565c0') + c(30, 30, 4, '#111') + line('M24 42 L20 56 M36 42 L46 52', '#1565c0', 3);
const pyramid = p('M30 6 L58 52 H2z', '#ffca28', dark) + p('M30 6 L58 52 H30z', '#e0a800');
const mask = p('M12 10 H48 L54 44 Q30 60 6 44z', '#1565c0', dark) + p('M18 12 H42 V36 Q30 44 18 36z', '#ffc107') + line('M6 22 H18 M42 22 H54 M8 32 H18 M42 32 H52', '#ffc107', 3) + c(25, 22, 2.5, '#111') + c(35, 22, 2.5, '#111');
const squareCoin = coin('#ffc107') + r(24, 24, 12, 12, 1, '#8d5a00');
const lantern = `<ellipse cx="30" cy="32" rx="20" ry="18" fill="#e53935"${dark}/>` + r(22, 10, 16, 6, 2, '#ffc107') + r(22, 48, 16, 6, 2, '#ffc107') + line('M30 54 V60 M22 32 H38', '#ffc107', 2);
const ingot = p('M4 34 Q8 50 30 50 Q52 50 56 34 Q44 40 30 40 Q16 40 4 34z', '#ffb300', dark) + `<ellipse cx="30" cy="30" rx="12" ry="10" fill="#ffd54a"${dark}/>`;
const lotus = [-50, -25, 0, 25, 50].map((a) => `<ellipse cx="30" cy="30" rx="7" ry="20" transform="rotate(${a} 30 46)" fill="#f48fb1" stroke="#ad1457" stroke-width="1.5"/>`).join('') + c(30, 44, 5, '#ffd54a');
const envelope = r(12, 6, 36, 48, 4, '#d32f2f', dark) + p('M12 10 L30 26 L48 10', '#b71c1c') + c(30, 26, 7, '#ffd54a');
const paw = c(30, 40, 12, '#6d4c41') + c(14, 24, 6, '#6d4c41') + c(24, 14, 6, '#6d4c41') + c(36, 14, 6, '#6d4c41') + c(46, 24, 6, '#6d4c41');
const bamboo = [16, 30, 44].map((x) => r(x - 5, 4, 10, 52, 3, '#7cb342', ' stroke="#33691e" stroke-width="1.5"') + line(`M${x - 5} 22 H${x + 5} M${x - 5} 40 H${x + 5}`, '#33691e', 2)).join('');
const banana = p('M8 14 Q14 50 52 44 Q46 54 24 50 Q4 44 8 14z', '#ffeb3b', dark);
const buffalo = p('M4 14 Q10 24 20 22 M56 14 Q50 24 40 22', 'none', ' stroke="#eee" stroke-width="5" stroke-linecap="round"') + p('M18 20 H42 Q46 40 38 54 H22 Q14 40 18 20z', '#5d4037', dark) + c(24, 32, 2.5, '#fff') + c(36, 32, 2.5, '#fff');
const tiger = c(30, 32, 22, '#fb8c00', dark) + c(14, 14, 6, '#fb8c00') + c(46, 14, 6, '#fb8c00') + line('M30 10 V18 M12 30 H18 M42 30 H48 M14 40 L20 38 M46 40 L40 38', '#222', 3) + c(23, 28, 3, '#222') + c(37, 28, 3, '#222') + p('M26 38 H34 L30 42z', '#222');
const star = p('M30 4 L37 22 L56 22 L41 34 L47 54 L30 42 L13 54 L19 34 L4 22 L23 22z', '#ffd600', dark);
const moon = p('M38 6 A24 24 0 1 0 54 42 A18 18 0 1 1 38 6z', '#fff59d', dark);
const planet = c(30, 30, 16, '#ab47bc', dark) + `<ellipse cx="30" cy="32" rx="28" ry="8" fill="none" stroke="#ffcc80" stroke-width="4" transform="rotate(-18 30 32)"/>`;
const rocket = p('M30 4 Q44 16 40 42 H20 Q16 16 30 4z', '#eceff1', dark) + c(30, 22, 5, '#29b6f6') + p('M20 34 L10 48 L20 44z M40 34 L50 48 L40 44z', '#e53935') + p('M24 44 L30 58 L36 44z', '#ff9800');
const ufo = `<ellipse cx="30" cy="24" rx="12" ry="12" fill="#80deea" opacity=".8"/><ellipse cx="30" cy="34" rx="26" ry="9" fill="#90a4ae"${dark}/>` + [16, 30, 44].map((x) => c(x, 34, 2.5, '#ffeb3b')).join('');
const rune = r(12, 6, 36, 48, 10, '#78909c', dark) + line('M24 16 V44 M24 20 L36 28 M24 30 L36 38', '#4fc3f7', 3.5);
const axe = line('M20 56 L40 6', '#795548', 5) + p('M34 8 Q54 12 54 30 Q42 26 30 22z', '#b0bec5', dark);
const shield = c(30, 30, 24, '#8d6e63', dark) + line('M30 6 V54 M6 30 H54', '#ffd54a', 4) + c(30, 30, 6, '#b0bec5');
const helmet = p('M10 40 Q10 14 30 14 Q50 14 50 40z', '#9e9e9e', dark) + p('M12 28 Q2 20 6 4 Q12 18 18 22z M48 28 Q58 20 54 4 Q48 18 42 22z', '#f5f5dc', dark) + r(27, 24, 6, 22, 2, '#757575');
const hammer = r(8, 8, 44, 18, 3, '#90a4ae', dark) + r(26, 26, 8, 32, 3, '#6d4c41', dark);
const potion = p('M24 6 H36 V20 Q50 28 50 42 Q50 56 30 56 Q10 56 10 42 Q10 28 24 20z', '#7c4dff', dark) + p('M14 42 H46 Q44 52 30 52 Q16 52 14 42z', '#00e5ff');
const orb = c(30, 26, 20, '#7e57c2', dark) + c(22, 18, 6, '#fff', ' opacity=".5"') + p('M12 50 H48 L44 58 H16z', '#ffb300');
const book = r(8, 10, 44, 40, 4, '#6a1b9a', dark) + r(12, 14, 36, 32, 2, '#f3e5f5') + p('M30 20 L33 28 L41 28 L35 33 L37 41 L30 36 L23 41 L25 33 L19 28 L27 28z', '#ffb300');
const wand = line('M10 54 L38 22', '#3e2723', 5) + p('M44 4 L47 13 L56 13 L49 19 L52 28 L44 22 L36 28 L39 19 L32 13 L41 13z', '#ffee58', dark);
const hat = p('M30 2 L48 44 H12z', '#3949ab', dark) + `<ellipse cx="30" cy="46" rx="26" ry="7" fill="#283593"${dark}/>` + c(30, 24, 4, '#ffd600');
const lollipop = line('M30 34 V58', '#eee', 4) + c(30, 22, 18, '#ec407a', dark) + p('M30 22 m-12 0 a12 12 0 1 1 12 12 a8 8 0 1 1 -8 -8', 'none', ' stroke="#fff" stroke-width="3"');
const wrapped = p('M4 18 L18 30 L4 42z M56 18 L42 30 L56 42z', '#ffca28') + `<ellipse cx="30" cy="30" rx="15" ry="12" fill="#26c6da"${dark}/>`;
const donut = c(30, 30, 22, '#d7a26b', dark) + c(30, 30, 18, '#f06292') + c(30, 30, 7, '#4a148c') + line('M18 20 L21 22 M40 18 L38 22 M20 40 L24 39 M42 38 L38 41', '#fff', 2.5);
const cupcake = p('M14 34 H46 L40 56 H20z', '#8d6e63', dark) + p('M10 34 Q10 16 30 14 Q50 16 50 34z', '#f8bbd0', dark) + c(30, 10, 5, '#e53935');
const heart = p('M30 54 Q4 36 8 18 Q14 4 30 16 Q46 4 52 18 Q56 36 30 54z', '#ff4081', dark);
const football = c(30, 30, 24, '#fff', dark) + p('M30 20 L40 27 L36 39 L24 39 L20 27z', '#222');
const basketball = c(30, 30, 24, '#ef6c00', dark) + line('M6 30 H54 M30 6 V54 M13 13 Q24 30 13 47 M47 13 Q36 30 47 47', '#3e2723', 2);
const medal = p('M18 4 L30 24 L42 4z', '#1e88e5') + c(30, 38, 16, '#ffc107', dark) + t(30, 45, 18, '#8d5a00', '1');
const boot = p('M16 6 H34 V34 L52 40 Q56 52 48 52 H12 Q10 30 16 6z', '#212121', dark) + line('M16 54 V58 M26 54 V58 M36 54 V58 M46 54 V58', '#bdbdbd', 3);
const trophy = p('M16 6 H44 V22 Q44 38 30 38 Q16 38 16 22z', '#ffc107', dark) + p('M16 12 H6 Q6 28 18 28 M44 12 H54 Q54 28 42 28', 'none', ' stroke="#ffc107" stroke-width="3"') + r(26, 38, 8, 10, 1, '#ffb300') + r(16, 48, 28, 8, 2, '#6d4c41');
const clover = [[30, 16], [16, 30], [44, 30], [30, 44]].map(([x, y]) => c(x!, y!, 11, '#43a047', ' stroke="#1b5e20" stroke-width="1.5"')).join('') + line('M30 40 Q34 50 42 58', '#1b5e20', 3);
const horseshoe = p('M14 8 V32 Q14 52 30 52 Q46 52 46 32 V8 H38 V32 Q38 44 30 44 Q22 44 22 32 V8z', '#ffc107', dark);
const pot = p('M8 26 H52 Q54 54 30 54 Q6 54 8 26z', '#212121', dark) + [16, 24, 32, 40, 28, 20, 36].map((x, i) => c(x + 2, 22 - (i > 3 ? 8 : 0), 6, '#ffd54a', ' stroke="#b26a00" stroke-width="1"')).join('');
const hat2 = r(14, 8, 32, 30, 3, '#2e7d32', dark) + r(4, 36, 52, 8, 3, '#1b5e20', dark) + r(14, 28, 32, 6, 0, '#212121') + r(26, 27, 8, 8, 1, '#ffd54a');

/** A theme's five symbols, lowest paying first (the engine's CHERRY, LEMON, BELL, STAR, SEVEN). */
export const THEME_SYMBOLS = {
  classic: [cherry, lemon, bell, bar, seven],
  fruit: [lemon, orange, grapes, melon, cherry],
  gems: [emerald, sapphire, amethyst, ruby, diamond],
  dragons: [pearl, coin('#ffc107'), flame, claw, dragon],
  pirates: [compass, swords, coin('#ffd54a'), chest, skull],
  egypt: [ankh, scarab, eye, pyramid, mask],
  asian: [squareCoin, lantern, lotus, envelope, ingot],
  animals: [banana, bamboo, paw, buffalo, tiger],
  space: [star, moon, planet, ufo, rocket],
  norse: [rune, axe, shield, hammer, helmet],
  magic: [potion, orb, book, wand, hat],
  sweets: [wrapped, lollipop, donut, cupcake, heart],
  sports: [boot, football, basketball, medal, trophy],
  luck: [clover, horseshoe, coin('#ffd54a'), hat2, pot],
} as const satisfies Record<string, readonly [string, string, string, string, string]>;

export type SlotTheme = keyof typeof THEME_SYMBOLS;
export const SLOT_THEMES = Object.keys(THEME_SYMBOLS) as SlotTheme[];

/** One symbol as a standalone 60×60 SVG (the demo slot's reels). */
export function symbolSvg(theme: SlotTheme, index: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="60" height="60" viewBox="0 0 60 60">${THEME_SYMBOLS[theme][index]}</svg>`;
}
