/**
 * The non-slot tiles' pictures, drawn in the tile's upper 200×134: a live table by its game (a
 * roulette wheel, baccarat's two hands, sic bo's dice ...), card and board games by theirs,
 * fishing, bingo, the instant games and lottery balls. `hash` varies the details (cards, numbers,
 * colours) so two tables of one kind still differ.
 */
import { lettering } from './lettering.ts';
import { THEME_SYMBOLS } from './symbols.ts';

const RED = '#d7263d';

/** The four suits as shapes about 22 units tall, centred on the origin. */
const SUIT_SHAPES: Record<string, string> = {
  '♥': '<path d="M0 10C-6 5-11 1-11-4C-11-10-3-12 0-5C3-12 11-10 11-4C11 1 6 5 0 10z"/>',
  '♦': '<path d="M0-11L8 0L0 11L-8 0z"/>',
  '♠': '<path d="M0-11C-5-5-11-1-11 3C-11 8-4 9-1 5L-3 11H3L1 5C4 9 11 8 11 3C11-1 5-5 0-11z"/>',
  '♣': '<circle cy="-5" r="5"/><circle cx="-5.5" cy="2" r="5"/><circle cx="5.5" cy="2" r="5"/><path d="M-1 2L-3 11H3L1 2z"/>',
};
/** A bold heavy line of digits or capitals, outlined in black so it reads on any felt. */
const loud = (text: string, x: number, y: number, size: number, fill: string, anchor: 'start' | 'middle' = 'middle') =>
  lettering(text, x, y, { face: 'heavy', size, fill, anchor, stroke: { colour: '#000', width: 3 } });

export const cardSvg = (x: number, y: number, rotate: number, rank: string, suit: string) => {
  const ink = suit === '♥' || suit === '♦' ? RED : '#1b1b1b';
  return `<g transform="rotate(${rotate} ${x + 20} ${y + 56})"><rect x="${x}" y="${y}" width="40" height="56" rx="5" fill="#fff" stroke="rgba(0,0,0,.3)"/>`
    + lettering(rank, x + 4, y + 15, { face: 'serif', size: 14, fill: ink })
    + `<g transform="translate(${x + 20} ${y + 34})" fill="${ink}">${SUIT_SHAPES[suit] ?? ''}</g></g>`;
};

const RANKS = ['A', 'K', 'Q', 'J', '10', '9', '8', '7'];
const SUITS = ['♠', '♥', '♦', '♣'];
const cardOf = (hash: number, n: number) => [RANKS[(hash >>> (n * 3)) % RANKS.length]!, SUITS[(hash >>> (n * 2 + 5)) % 4]!] as const;

const chip = (x: number, y: number, fill: string) =>
  `<circle cx="${x}" cy="${y}" r="13" fill="${fill}" stroke="#fff" stroke-width="3" stroke-dasharray="5 5"/><circle cx="${x}" cy="${y}" r="7" fill="#fff" opacity=".85"/>`;

const die = (x: number, y: number, size: number, value: number, fill = '#fff', pip = RED) => {
  const s = size / 4;
  const spots: Record<number, Array<[number, number]>> = {
    1: [[2, 2]], 2: [[1, 1], [3, 3]], 3: [[1, 1], [2, 2], [3, 3]], 4: [[1, 1], [3, 1], [1, 3], [3, 3]],
    5: [[1, 1], [3, 1], [2, 2], [1, 3], [3, 3]], 6: [[1, 1], [3, 1], [1, 2], [3, 2], [1, 3], [3, 3]],
  };
  return `<rect x="${x}" y="${y}" width="${size}" height="${size}" rx="${size / 6}" fill="${fill}" stroke="rgba(0,0,0,.35)" stroke-width="2"/>`
    + spots[value]!.map(([i, j]) => `<circle cx="${x + i * s}" cy="${y + j * s}" r="${size / 11}" fill="${pip}"/>`).join('');
};

const symbol = (svg: string, x: number, y: number, scale: number) => `<g transform="translate(${x} ${y}) scale(${scale})">${svg}</g>`;

const wheel = (hash: number) => {
  const ring = 2 * Math.PI * 44;
  return `<circle cx="100" cy="72" r="56" fill="#5d3a1a" stroke="#ffd54a" stroke-width="3"/>`
    + `<circle cx="100" cy="72" r="44" fill="none" stroke="#111" stroke-width="18"/>`
    + `<circle cx="100" cy="72" r="44" fill="none" stroke="${RED}" stroke-width="18" stroke-dasharray="${(ring / 36).toFixed(2)} ${(ring / 36).toFixed(2)}" transform="rotate(${hash % 40} 100 72)"/>`
    + `<circle cx="100" cy="72" r="30" fill="#2e7d32" stroke="#ffd54a" stroke-width="2"/><circle cx="100" cy="72" r="9" fill="#ffd54a"/>`
    + `<path d="M100 44 V100 M72 72 H128" stroke="#ffd54a" stroke-width="3"/><circle cx="${100 + 44 * Math.cos(hash % 6)|0}" cy="${72 + 44 * Math.sin(hash % 6)|0}" r="5" fill="#fff"/>`;
};

/** The picture for a live table, by the game its name names. */
export function liveMotif(name: string, hash: number): string {
  const n = name.toLowerCase();
  const [r1, s1] = cardOf(hash, 0);
  const [r2, s2] = cardOf(hash, 1);
  if (n.includes('roulette')) return wheel(hash);
  if (n.includes('sic bo')) return die(46, 58, 40, 1 + hash % 6) + die(96, 38, 40, 1 + (hash >>> 3) % 6) + die(126, 74, 40, 1 + (hash >>> 6) % 6);
  if (n.includes('dragon tiger')) {
    return symbol(THEME_SYMBOLS.dragons[4], 18, 24, 1.1) + symbol(THEME_SYMBOLS.animals[4], 116, 24, 1.1)
      + loud('VS', 100, 70, 22, '#ffd54a')
      + cardSvg(50, 90, -8, r1, s1).replace('y="90"', 'y="90"') + cardSvg(110, 90, 8, r2, s2);
  }
  if (n.includes('blackjack')) return cardSvg(62, 40, -10, 'A', '♠') + cardSvg(98, 40, 10, 'K', s1 === '♠' ? '♥' : s1) + chip(150, 104, '#1565c0') + loud('21', 40, 112, 26, '#ffd54a', 'start');
  if (n.includes('baccarat')) {
    return `<rect x="18" y="40" width="78" height="80" rx="10" fill="#1565c0" opacity=".85"/><rect x="104" y="40" width="78" height="80" rx="10" fill="${RED}" opacity=".85"/>`
      + lettering('PLAYER', 57, 58, { face: 'heavy', size: 11, fill: '#fff', anchor: 'middle' }) + lettering('BANKER', 143, 58, { face: 'heavy', size: 11, fill: '#fff', anchor: 'middle' })
      + cardSvg(28, 64, -6, r1, s1) + cardSvg(110, 64, 6, r2, s2);
  }
  if (n.includes('fan tan')) return `<rect x="56" y="36" width="88" height="88" fill="#fff8e1" stroke="#ffd54a" stroke-width="3" transform="rotate(45 100 80)"/>` + Array.from({ length: 14 }, (_, i) => `<circle cx="${84 + (i % 5) * 8}" cy="${66 + (i / 5 | 0) * 10}" r="5" fill="#eceff1" stroke="#555"/>`).join('');
  if (n.includes('xoc')) return `<ellipse cx="100" cy="84" rx="70" ry="34" fill="#fafafa" stroke="#ffd54a" stroke-width="4"/>` + [0, 1, 2, 3].map((i) => `<circle cx="${64 + i * 24}" cy="${80 + (i % 2) * 10}" r="11" fill="${(hash >>> i) & 1 ? RED : '#fff'}" stroke="#555" stroke-width="2"/>`).join('');
  return cardSvg(48, 42, -14, r1, s1) + cardSvg(80, 36, 0, r2, s2) + cardSvg(112, 42, 14, ...cardOf(hash, 2)) + chip(40, 112, RED) + chip(160, 112, '#2e7d32');
}

/** Card and board games: a mahjong tile, dice, a domino, a chessboard, or a hand of cards. */
export function tableGameMotif(name: string, hash: number): string {
  const n = name.toLowerCase();
  if (n.includes('mahjong')) return [0, 1, 2].map((i) => `<g transform="rotate(${(i - 1) * 10} ${70 + i * 30} 80)"><rect x="${48 + i * 30}" y="40" width="44" height="60" rx="6" fill="#fff8e1" stroke="#2e7d32" stroke-width="3"/><circle cx="${70 + i * 30}" cy="70" r="${8 + i * 2}" fill="none" stroke="${['#1565c0', RED, '#2e7d32'][i]}" stroke-width="4"/></g>`).join('');
  if (n.includes('ludo') || n.includes('dice')) return die(44, 44, 52, 1 + hash % 6, '#fff') + die(106, 56, 52, 1 + (hash >>> 4) % 6, RED, '#fff');
  if (n.includes('domino')) return `<g transform="rotate(-18 100 76)"><rect x="70" y="26" width="60" height="104" rx="8" fill="#fafafa" stroke="#222" stroke-width="3"/><path d="M72 78 H128" stroke="#222" stroke-width="3"/></g>` + die(86, 36, 28, 1 + hash % 6, 'none', '#222').replace(/<rect[^>]*>/, '') + die(96, 80, 28, 1 + (hash >>> 3) % 6, 'none', '#222').replace(/<rect[^>]*>/, '');
  if (n.includes('chess') || n.includes('checkers')) {
    const squares = Array.from({ length: 16 }, (_, i) => ((i + (i / 4 | 0)) % 2 ? `<rect x="${60 + (i % 4) * 20}" y="${34 + (i / 4 | 0) * 20}" width="20" height="20" fill="#3e2723"/>` : '')).join('');
    const piece = n.includes('chess') ? '<path d="M86 96 h28 l-4 -10 q6 -18 -6 -30 a8 8 0 1 0 -8 0 q-12 12 -6 30z" fill="#ffd54a" stroke="#000" stroke-width="2"/>' : '<ellipse cx="100" cy="80" rx="16" ry="10" fill="#d7263d" stroke="#000" stroke-width="2"/>';
    return `<rect x="60" y="34" width="80" height="80" fill="#ffe0b2" stroke="#ffd54a" stroke-width="3"/>${squares}${piece}`;
  }
  if (n.includes('carrom')) return `<rect x="46" y="26" width="108" height="108" rx="8" fill="#f3d9a4" stroke="#6d4c41" stroke-width="8"/>` + [0, 1, 2, 3, 4, 5].map((i) => `<circle cx="${100 + 16 * Math.cos(i)|0}" cy="${80 + 16 * Math.sin(i)|0}" r="7" fill="${i % 2 ? '#222' : '#fafafa'}"/>`).join('') + `<circle cx="100" cy="80" r="7" fill="${RED}"/>`;
  const hand = [0, 1, 2, 3].map((i) => cardSvg(40 + i * 28, 40, (i - 1.5) * 12, ...cardOf(hash, i)));
  return hand.join('') + chip(164, 110, '#6a1b9a');
}

/** Fishing: the catch its name names (a shark, a toad, a dragon) in a school of fish. */
export function fishMotif(name: string, hash: number): string {
  const n = name.toLowerCase();
  const fish = (x: number, y: number, s: number, fill: string) => `<g transform="translate(${x} ${y}) scale(${s})" fill="${fill}"><path d="M0 0 q28 -26 62 0 q-34 26 -62 0z"/><path d="M62 0 l18 -14 v28z"/><circle cx="14" cy="-3" r="3" fill="#fff"/></g>`;
  const bubbles = `<g fill="none" stroke="rgba(255,255,255,.7)" stroke-width="2"><circle cx="160" cy="40" r="6"/><circle cx="172" cy="60" r="3"/><circle cx="30" cy="34" r="4"/></g>`;
  const catchOf = n.includes('shark') ? `<path d="M30 84 q50 -44 120 -6 l26 -20 v48 l-26 -16 q-60 30 -120 -6z" fill="#78909c"/><path d="M84 56 l16 -24 l10 26z" fill="#607d8b"/><circle cx="52" cy="78" r="4" fill="#000"/><path d="M36 90 l8 -4 l4 6 l6 -6 l4 6z" fill="#fff"/>`
    : n.includes('toad') ? symbol(THEME_SYMBOLS.asian[0], 118, 70, 0.7) + `<ellipse cx="86" cy="86" rx="46" ry="32" fill="#ffb300" stroke="#6d4c00" stroke-width="3"/><circle cx="66" cy="60" r="12" fill="#ffb300" stroke="#6d4c00" stroke-width="3"/><circle cx="106" cy="60" r="12" fill="#ffb300" stroke="#6d4c00" stroke-width="3"/><circle cx="66" cy="60" r="5" fill="#000"/><circle cx="106" cy="60" r="5" fill="#000"/>`
    : n.includes('dragon') ? symbol(THEME_SYMBOLS.dragons[4], 50, 20, 1.7)
    : fish(44, 80, 1.3, `hsl(${hash % 360},85%,62%)`);
  return catchOf + fish(130, 40, 0.5, '#ffd54a') + fish(20, 40, 0.4, `hsl(${(hash + 120) % 360},80%,70%)`) + bubbles;
}

export const ballSvg = (x: number, y: number, r: number, fill: string, label: string | number) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}" stroke="rgba(0,0,0,.25)" stroke-width="2"/><circle cx="${x}" cy="${y}" r="${r * 0.58}" fill="#fff"/>`
  + lettering(String(label), x, y + r * 0.22, { face: 'heavy', size: r * 0.6, fill: '#222', anchor: 'middle' });

const BALL_COLOURS = ['#e53935', '#fdd835', '#43a047', '#1e88e5', '#8e24aa', '#fb8c00'];

/** Lottery: five drawn balls, numbers and colours from the game. */
export function lotteryMotif(hash: number): string {
  return [[40, 92, 20], [72, 62, 22], [108, 84, 24], [142, 56, 20], [164, 100, 16]].map(([x, y, r], i) =>
    ballSvg(x!, y!, r!, BALL_COLOURS[(hash + i * 7) % BALL_COLOURS.length]!, 1 + ((hash >>> (i * 4)) % 49))).join('');
}

export function bingoMotif(hash: number): string {
  const card = Array.from({ length: 25 }, (_, i) => `<rect x="${36 + (i % 5) * 18}" y="${30 + (i / 5 | 0) * 18}" width="16" height="16" rx="2" fill="${(hash >>> i) & 1 && i % 3 ? '#ffd54a' : '#fff'}"/>`).join('');
  return `<rect x="32" y="26" width="98" height="98" rx="6" fill="#1e88e5"/>${card}${ballSvg(156, 60, 22, RED, 'B')}${ballSvg(150, 106, 18, '#43a047', 1 + hash % 75)}`;
}

/** The instant games: a crash rocket, a mines board, plinko's pegs, dice or limbo's multiplier. */
export function instantMotif(name: string, hash: number): string {
  const n = name.toLowerCase();
  if (n.includes('crash')) return `<path d="M20 120 Q110 116 150 46" fill="none" stroke="#00e676" stroke-width="5"/>` + symbol(THEME_SYMBOLS.space[4], 132, 14, 0.9) + lettering(`${(1 + (hash % 900) / 100).toFixed(2)}x`, 60, 70, { face: 'heavy', size: 26, fill: '#fff' });
  if (n.includes('mines')) return Array.from({ length: 16 }, (_, i) => `<rect x="${52 + (i % 4) * 25}" y="${26 + (i / 4 | 0) * 25}" width="22" height="22" rx="4" fill="${i === hash % 16 ? RED : i % 5 === 1 ? '#00c853' : '#37474f'}"/>`).join('');
  if (n.includes('plinko')) return Array.from({ length: 21 }, (_, i) => { const row = Math.floor((Math.sqrt(8 * i + 1) - 1) / 2); const col = i - row * (row + 1) / 2; return `<circle cx="${100 - row * 12 + col * 24}" cy="${34 + row * 16}" r="3.5" fill="#fff"/>`; }).join('') + `<circle cx="${88 + hash % 24}" cy="58" r="7" fill="#ff4081"/>`;
  if (n.includes('dice')) return die(56, 40, 44, 1 + hash % 6) + die(104, 56, 44, 1 + (hash >>> 3) % 6, '#1565c0', '#fff');
  return loud(`${(2 + (hash % 98)).toFixed(0)}x`, 100, 92, 44, '#ffd54a');
}
