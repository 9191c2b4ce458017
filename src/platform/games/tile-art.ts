/**
 * The demo provider's game artwork: a 200×200 SVG per game, drawn deterministically from its
 * vendor, code, category and name. A slot is drawn from the theme its name calls for (art/themes.ts:
 * gems, fruit, dragons, pirates, Egypt ...) with that theme's symbols (art/symbols.ts), one of its
 * palettes, one of four layouts and its title lettering, picked by a hash of vendor and code, so
 * neighbouring tiles in a list differ at a glance. Other categories draw their game (art/tables.ts:
 * a roulette wheel, sic bo's dice, a shark ...). Lettering is drawn as shapes (art/lettering.ts),
 * never as text: the name is only in the escaped accessible name; nothing is fetched, so the image
 * stands alone under the asset CSP.
 */
import { hashString } from '../../shared/games/index.ts';
import { THEME_SYMBOLS, type SlotTheme } from './art/symbols.ts';
import { bingoMotif, fishMotif, instantMotif, liveMotif, lotteryMotif, tableGameMotif } from './art/tables.ts';
import { covers, lettering as drawn, letteringWidth, type Face } from './art/lettering.ts';
import { patternSvg, THEME_LOOKS, themeOfName } from './art/themes.ts';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** What sets a slot tile apart from its neighbours: theme, palette, layout and hero symbol. */
export interface SlotLook { theme: SlotTheme; palette: number; layout: number; hero: number }

export function slotLook(vendor: string, code: string, name: string): SlotLook {
  const hash = hashString(`${vendor}/${code}`);
  const theme = themeOfName(name, hash);
  return { theme, palette: (hash >>> 4) % THEME_LOOKS[theme].palettes.length, layout: (hash >>> 8) % 4, hero: 1 + ((hash >>> 12) % 4) };
}

const place = (svg: string, x: number, y: number, scale: number, rotate = 0) =>
  `<g transform="translate(${x} ${y}) scale(${scale})${rotate ? ` rotate(${rotate} 30 30)` : ''}">${svg}</g>`;

function slotArt(look: SlotLook): { art: string; glow: [number, number] } {
  const symbols: readonly string[] = THEME_SYMBOLS[look.theme];
  const hero = symbols[look.hero]!;
  const [a, b] = [0, 1, 2, 3, 4].filter((i) => i !== look.hero).slice(look.layout % 2, look.layout % 2 + 2).map((i) => symbols[i]!);
  const frame = THEME_LOOKS[look.theme].palettes[look.palette]![3];
  switch (look.layout) {
    case 0: return { art: place(a!, 12, 70, 0.65, -12) + place(b!, 148, 30, 0.65, 12) + place(hero, 55, 24, 1.5), glow: [100, 68] };
    case 1: {
      const cells = [a!, hero, b!].map((s, i) => `<rect x="${29 + i * 49}" y="40" width="44" height="66" rx="6" fill="#fff" opacity=".92"/>${place(s, 31 + i * 49, 53, 0.67)}`).join('');
      return { art: `<rect x="22" y="34" width="156" height="78" rx="12" fill="rgba(0,0,0,.45)" stroke="${frame}" stroke-width="3"/>${cells}`, glow: [100, 72] };
    }
    case 2: return { art: place(a!, 14, 64, 0.8) + place(b!, 136, 58, 0.8) + place(hero, 62, 26, 1.25), glow: [100, 62] };
    default: return { art: place(a!, 24, 36, 1.1, -10) + place(hero, 96, 28, 1.25, 10), glow: [126, 66] };
  }
}

/**
 * The tile's lower band: the game's name in the theme's lettering, on at most two lines, sized
 * to keep each line within 184 px. A name the faces cannot draw (a script they lack) is left to
 * the page, which shows every tile's name under it.
 */
function titleSvg(name: string, face: Face, italic: boolean, caps: boolean, fill: string, outline: string): string {
  const lines = titleLines(caps ? name.toUpperCase() : name, caps ? 14 : 16);
  if (!lines.every((line) => covers(face, line))) return '';
  const widest = Math.max(...lines.map((line) => letteringWidth(line, face, 1)));
  const size = Math.min(lines.length > 1 ? 18 : 23, Math.floor(184 / widest));
  const style = { face, size, fill, anchor: 'middle', italic, stroke: { colour: outline, width: 4 } } as const;
  return lines.map((line, i) => drawn(line, 100, lines.length > 1 ? 160 + i * (size + 3) : 172, style)).join('');
}

/** Backgrounds of the other categories: a live table's felt, the sea, or a colour from the game. */
function categoryBackground(category: string, hash: number): [string, string] {
  const felts: Array<[string, string]> = [['#1b7a3d', '#06301a'], ['#8e1b2b', '#2e0509'], ['#1a3f8f', '#061433'], ['#4a2a7a', '#14072b']];
  if (category === 'LIVE' || category === 'PVP' || category === 'BGS') return felts[hash % felts.length]!;
  if (category === 'FISH') return [`hsl(${190 + hash % 30},80%,42%)`, `hsl(${215 + hash % 20},85%,16%)`];
  const hue = hash % 360;
  return [`hsl(${hue},72%,46%)`, `hsl(${(hue + 50) % 360},70%,20%)`];
}

const OTHER_MOTIFS: Record<string, (name: string, hash: number) => string> = {
  LIVE: liveMotif, PVP: tableGameMotif, BGS: tableGameMotif, FISH: fishMotif, LOTT: (_n, h) => lotteryMotif(h), ELOTT: (_n, h) => lotteryMotif(h),
  BINGO: (_n, h) => bingoMotif(h), SEAMLESS: instantMotif, SPORTS: () => SPORTS, ESPORTS: () => ESPORTS, COCKFIGHT: () => COCKFIGHT,
};

/** The categories drawn from a slot theme; every other category has its own motif (OTHER_MOTIFS). */
export const THEMED_CATEGORIES = ['RNG'] as const;
export const MOTIF_CATEGORIES = Object.keys(OTHER_MOTIFS);

/** At most two lines of about `width` characters; what does not fit ends in an ellipsis. */
export function titleLines(name: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of name.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length > 2) lines.splice(1, lines.length - 1, lines.slice(1).join(' '));
  return lines.map((line) => (line.length > width ? `${line.slice(0, width - 1)}…` : line));
}

export function gameTileSvg(vendor: string, code: string, category: string, name: string): string {
  const hash = hashString(`${vendor}/${code}`);
  const title = name || code;
  const other = OTHER_MOTIFS[category];
  let body: string;
  let stops: [string, string];
  let glowAt: [number, number] = [100, 70];
  let glow = '#fff';
  let lettering: string;
  if (other) {
    stops = categoryBackground(category, hash);
    body = other(title, hash);
    lettering = titleSvg(title, category === 'LIVE' ? 'serif' : 'round', false, false, category === 'LIVE' ? '#ffd54a' : '#fff', 'rgba(0,0,0,.6)');
  } else {
    const look = slotLook(vendor, code, title);
    const theme = THEME_LOOKS[look.theme];
    const palette = theme.palettes[look.palette]!;
    const drawn = slotArt(look);
    stops = [palette[0], palette[1]];
    glow = palette[2];
    glowAt = drawn.glow;
    body = patternSvg(theme.pattern, palette[2], hash >>> 16) + drawn.art;
    lettering = titleSvg(title, theme.face, theme.italic === true, theme.caps === true, palette[3], palette[4]);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200" role="img" aria-label="${escape(title)}">`
    + `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${stops[0]}"/><stop offset="1" stop-color="${stops[1]}"/></linearGradient>`
    + `<radialGradient id="l"><stop offset="0" stop-color="${glow}" stop-opacity=".55"/><stop offset="1" stop-color="${glow}" stop-opacity="0"/></radialGradient>`
    + `<linearGradient id="b" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset=".35" stop-color="#000" stop-opacity=".55"/></linearGradient><clipPath id="c"><rect width="200" height="200" rx="16"/></clipPath></defs>`
    + `<g clip-path="url(#c)"><rect width="200" height="200" fill="url(#g)"/><circle cx="${glowAt[0]}" cy="${glowAt[1]}" r="70" fill="url(#l)"/>${body}`
    + `<rect y="128" width="200" height="72" fill="url(#b)"/></g>${lettering}</svg>`;
}

const SPORTS = `<circle cx="100" cy="72" r="38" fill="#fff" stroke="#222" stroke-width="2"/><polygon points="100,58 113,67 108,82 92,82 87,67" fill="#222"/><g stroke="#222" stroke-width="2"><line x1="100" y1="58" x2="100" y2="36"/><line x1="113" y1="67" x2="134" y2="61"/><line x1="108" y1="82" x2="120" y2="101"/><line x1="92" y1="82" x2="80" y2="101"/><line x1="87" y1="67" x2="66" y2="61"/></g>`;
const ESPORTS = `<path d="M52 62 q0 -14 16 -14 h64 q16 0 16 14 l8 32 q3 16 -12 16 q-10 0 -16 -12 h-56 q-6 12 -16 12 q-15 0 -12 -16z" fill="#1e1e2e" stroke="#8be9fd" stroke-width="2"/><g fill="#8be9fd"><rect x="66" y="66" width="20" height="6" rx="2"/><rect x="73" y="59" width="6" height="20" rx="2"/></g><circle cx="126" cy="62" r="5" fill="#ff5555"/><circle cx="138" cy="72" r="5" fill="#50fa7b"/><circle cx="126" cy="82" r="5" fill="#f1fa8c"/>`;
const COCKFIGHT = `<path d="M76 104 q-10 -30 14 -44 q4 -16 16 -16 q-2 8 4 10 q8 -6 14 -2 q-8 4 -6 10 q16 10 10 34 q-6 14 -24 14 q-22 0 -28 -6z" fill="#c62828"/><path d="M104 46 q6 -12 12 -6 q4 -8 10 -2 q-6 6 -10 10z" fill="#ffd54a"/><circle cx="110" cy="58" r="3" fill="#fff"/><path d="M124 60 l12 4 l-12 4z" fill="#ffb300"/>`;

/** Vendor emblems in a 28×28 box: a wordmark takes one by its code's hash. */
const EMBLEMS = [
  (ink: string) => `<path d="M14 1 L17.5 10 L27 10 L19.5 16 L22.5 26 L14 20 L5.5 26 L8.5 16 L1 10 L10.5 10z" fill="${ink}"/>`,
  (ink: string) => `<path d="M16 1 L4 16 H13 L10 27 L24 10 H15z" fill="${ink}"/>`,
  (ink: string) => `<path d="M7 3 H21 L27 11 L14 27 L1 11z" fill="${ink}"/><path d="M1 11 H27 M14 27 L9 11 L14 3 L19 11z" fill="none" stroke="#000" stroke-opacity=".3"/>`,
  (ink: string) => `<path d="M2 22 L4 7 L10 14 L14 4 L18 14 L24 7 L26 22z" fill="${ink}"/><rect x="2" y="23" width="24" height="3" fill="${ink}"/>`,
  (ink: string) => `<circle cx="14" cy="14" r="11" fill="none" stroke="${ink}" stroke-width="4"/><circle cx="14" cy="14" r="4" fill="${ink}"/>`,
  (ink: string) => `<path d="M2 4 L14 14 L2 24 M12 4 L24 14 L12 24" fill="none" stroke="${ink}" stroke-width="4" stroke-linejoin="round"/>`,
];
const WORDMARK_STYLES = [{ face: 'heavy' }, { face: 'serif', italic: true }, { face: 'round', spacing: 1 }] as const;

/**
 * A vendor's wordmark for the vendor wall and the footer: a 160×64 badge in the vendor's colour
 * with an emblem and its name as the merchant writes it, in one of a few letterings (all from
 * its code, so a vendor looks the same everywhere and two vendors differ).
 */
export function vendorLogoSvg(code: string, displayName: string): string {
  const hash = hashString(`vendor/${code}`);
  const hue = hash % 360;
  const look = WORDMARK_STYLES[(hash >>> 9) % WORDMARK_STYLES.length]!;
  const ink = `hsl(${(hue + 180) % 360},85%,62%)`;
  const name = displayName.trim() || code;
  // The words the face can draw ("PG" of "PG 电子"), else the code: the image's name stays whole.
  const words = name.split(/\s+/).filter((word) => covers(look.face, word)).join(' ');
  const shown = words || (covers(look.face, code) ? code : '');
  // One line, or two for a long name of several words, each within the 108 px right of the emblem.
  const lines = shown.length > 10 && shown.includes(' ') ? titleLines(shown, 12) : [shown.length > 14 ? `${shown.slice(0, 13)}…` : shown];
  const spacing = 'spacing' in look ? look.spacing : 0;
  const size = Math.min(20, Math.floor(108 / Math.max(...lines.map((line) => letteringWidth(line, look.face, 1, spacing / 20)))));
  const text = lines
    .map((line, i) => drawn(line, 46, 32 + size / 3 + (i - (lines.length - 1) / 2) * (size + 2), { ...look, size, fill: '#fff' }))
    .join('');
  const underline = Math.min(100, Math.round(16 + letteringWidth(lines[0]!, look.face, size, spacing) * 0.6));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="64" viewBox="0 0 160 64" role="img" aria-label="${escape(name)}">`
    + `<defs><linearGradient id="v" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},60%,24%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},70%,12%)"/></linearGradient></defs>`
    + `<rect width="160" height="64" rx="12" fill="url(#v)"/><rect x="46" y="${lines.length > 1 ? 54 : 44}" width="${underline}" height="3" rx="1.5" fill="${ink}"/>`
    + `<g transform="translate(10 18)">${EMBLEMS[(hash >>> 5) % EMBLEMS.length]!(ink)}</g>${text}</svg>`;
}

/** The provider's tile address for one game: `demo-games/img/<vendor>/<code>.svg` (its route checks the same). */
const VENDOR = /^[A-Za-z0-9_]{1,40}$/;
const CODE = /^[A-Za-z0-9_-]{1,60}$/;

/**
 * The art the provider's route answers for `vendor`/`file` with its `type` and `name` query
 * values, or null where the route answers 404: the route and the served page's inline art
 * (portal-page/game-list.ts) draw through this one function, so the page shows the very picture
 * the address would fetch.
 */
export function demoTileArt(vendor: string, file: string, type: unknown, name: unknown): string | null {
  const code = file.replace(/\.svg$/, '');
  if (!VENDOR.test(vendor) || !CODE.test(code)) return null;
  return gameTileSvg(vendor, code, typeof type === 'string' ? type : '', typeof name === 'string' ? name.slice(0, 60) : '');
}

/** The art of a catalogue `imagePath` (`demo-games/img/...`, relative to the platform's origin), or null. */
export function demoTileArtOfPath(imagePath: string): string | null {
  const url = new URL(imagePath.replace(/^\/+/, ''), 'http://platform/');
  const match = /^\/demo-games\/img\/([^/]+)\/([^/]+)$/.exec(url.pathname);
  if (!match) return null;
  return demoTileArt(decodeURIComponent(match[1]!), decodeURIComponent(match[2]!), url.searchParams.get('type') ?? undefined, url.searchParams.get('name') ?? undefined);
}

/**
 * An SVG as a `data:` URL, percent-encoding only what a URL must not hold raw (`%`, `#`, `<`,
 * `>`, quotes, non-ASCII ...): half the size of base64, and it compresses with the page.
 */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg).replace(/%20/g, ' ').replace(/%3D/g, '=').replace(/%3A/g, ':').replace(/%2F/g, '/').replace(/%2C/g, ',').replace(/%3B/g, ';')}`;
}
