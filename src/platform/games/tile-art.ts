/**
 * The demo provider's game artwork: a 200×200 SVG per game, drawn from its code (colours), its
 * category (the motif: reels for slots, cards for live and card games, fish, lottery balls, a
 * ball for sports, a controller for e-sports, a rooster for cockfight), its vendor (the mark in
 * the corner) and its name (the title band). Text is escaped; nothing is fetched, so the image
 * stands alone under the asset CSP.
 */
import { hashString } from '../../shared/games/index.ts';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const reel = (x: number) =>
  `<rect x="${x}" y="48" width="38" height="52" rx="6" fill="#fff"/><text x="${x + 19}" y="86" font-family="Arial Black,Arial,sans-serif" font-weight="900" font-size="32" text-anchor="middle" fill="#d7263d">7</text>`;

const card = (x: number, rotate: number, rank: string, suit: string, red: boolean) =>
  `<g transform="rotate(${rotate} ${x + 22} 110)"><rect x="${x}" y="42" width="44" height="62" rx="5" fill="#fff" stroke="rgba(0,0,0,.25)"/><text x="${x + 6}" y="58" font-family="Georgia,serif" font-weight="700" font-size="14" fill="${red ? '#d7263d' : '#1b1b1b'}">${rank}</text><text x="${x + 22}" y="90" font-family="Georgia,serif" font-size="26" text-anchor="middle" fill="${red ? '#d7263d' : '#1b1b1b'}">${suit}</text></g>`;

const ball = (x: number, y: number, r: number, fill: string, n: number) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}"/><circle cx="${x}" cy="${y}" r="${r * 0.55}" fill="#fff"/><text x="${x}" y="${y + r * 0.22}" font-family="Arial,sans-serif" font-weight="700" font-size="${r * 0.62}" text-anchor="middle" fill="#222">${n}</text>`;

const MOTIFS = {
  slots: () => `<rect x="32" y="40" width="136" height="68" rx="10" fill="rgba(0,0,0,.35)" stroke="#ffd54a" stroke-width="3"/>${reel(38)}${reel(81)}${reel(124)}`,
  cards: () => `${card(48, -14, 'A', '♠', false)}${card(78, 0, 'K', '♥', true)}${card(108, 14, 'Q', '♦', true)}`,
  fish: (hue: number) => `<g fill="hsl(${(hue + 180) % 360},85%,62%)"><path d="M52 78 q28 -26 62 0 q-34 26 -62 0z"/><path d="M114 78 l18 -14 v28z"/></g><g fill="#ffd54a"><path d="M104 54 q16 -12 32 0 q-16 12 -32 0z"/><path d="M136 54 l9 -7 v14z"/></g><circle cx="66" cy="75" r="3" fill="#fff"/><g fill="none" stroke="rgba(255,255,255,.7)" stroke-width="2"><circle cx="150" cy="92" r="5"/><circle cx="160" cy="76" r="3"/><circle cx="44" cy="52" r="4"/></g>`,
  lottery: () => `${ball(62, 84, 22, '#e53935', 8)}${ball(100, 64, 24, '#fdd835', 18)}${ball(138, 86, 22, '#43a047', 26)}`,
  sports: () => `<circle cx="100" cy="76" r="34" fill="#fff" stroke="#222" stroke-width="2"/><polygon points="100,62 113,71 108,86 92,86 87,71" fill="#222"/><g stroke="#222" stroke-width="2"><line x1="100" y1="62" x2="100" y2="42"/><line x1="113" y1="71" x2="132" y2="65"/><line x1="108" y1="86" x2="120" y2="103"/><line x1="92" y1="86" x2="80" y2="103"/><line x1="87" y1="71" x2="68" y2="65"/></g>`,
  esports: () => `<path d="M52 62 q0 -14 16 -14 h64 q16 0 16 14 l8 32 q3 16 -12 16 q-10 0 -16 -12 h-56 q-6 12 -16 12 q-15 0 -12 -16z" fill="#1e1e2e" stroke="#8be9fd" stroke-width="2"/><g fill="#8be9fd"><rect x="66" y="66" width="20" height="6" rx="2"/><rect x="73" y="59" width="6" height="20" rx="2"/></g><circle cx="126" cy="62" r="5" fill="#ff5555"/><circle cx="138" cy="72" r="5" fill="#50fa7b"/><circle cx="126" cy="82" r="5" fill="#f1fa8c"/>`,
  cockfight: () => `<path d="M76 104 q-10 -30 14 -44 q4 -16 16 -16 q-2 8 4 10 q8 -6 14 -2 q-8 4 -6 10 q16 10 10 34 q-6 14 -24 14 q-22 0 -28 -6z" fill="#c62828"/><path d="M104 46 q6 -12 12 -6 q4 -8 10 -2 q-6 6 -10 10z" fill="#ffd54a"/><circle cx="110" cy="58" r="3" fill="#fff"/><path d="M124 60 l12 4 l-12 4z" fill="#ffb300"/>`,
} satisfies Record<string, (hue: number) => string>;

/** The motif of each game category (spec categories; unknown ones get reels). */
export const MOTIF_BY_CATEGORY: Record<string, keyof typeof MOTIFS> = {
  RNG: 'slots', BGS: 'slots', SEAMLESS: 'slots', LIVE: 'cards', PVP: 'cards', FISH: 'fish', LOTT: 'lottery', ELOTT: 'lottery',
  BINGO: 'lottery', SPORTS: 'sports', ESPORTS: 'esports', COCKFIGHT: 'cockfight',
};

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
  const hue = hashString(`${vendor}/${code}`) % 360;
  const motif = MOTIFS[MOTIF_BY_CATEGORY[category] ?? 'slots'](hue);
  const mark = escape(vendor.replace(/[^A-Za-z0-9_]/g, '').slice(0, 10));
  const lines = titleLines(name || code, 16);
  const title = lines
    .map((line, i) => `<text x="100" y="${lines.length > 1 ? 156 + i * 22 : 168}" font-family="Arial,Helvetica,sans-serif" font-weight="700" font-size="${lines.length > 1 ? 17 : 19}" text-anchor="middle" fill="#fff">${escape(line)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200" role="img" aria-label="${escape(name || code)}">`
    + `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},72%,46%)"/><stop offset="1" stop-color="hsl(${(hue + 50) % 360},70%,22%)"/></linearGradient>`
    + `<radialGradient id="l" cx=".5" cy=".38" r=".55"><stop offset="0" stop-color="#fff" stop-opacity=".35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>`
    + `<rect width="200" height="200" rx="16" fill="url(#g)"/><rect width="200" height="200" rx="16" fill="url(#l)"/>${motif}`
    + `<rect x="10" y="10" rx="9" width="${18 + mark.length * 8}" height="20" fill="rgba(0,0,0,.45)"/><text x="19" y="24" font-family="Arial,Helvetica,sans-serif" font-weight="700" font-size="12" fill="#ffd54a">${mark}</text>`
    + `<path d="M0 134 H200 V184 a16 16 0 0 1 -16 16 H16 a16 16 0 0 1 -16 -16z" fill="rgba(0,0,0,.45)"/>${title}</svg>`;
}

/**
 * A vendor's logo for the vendor wall and the footer: a 160×64 badge in the vendor's colour (from
 * its code) with a round emblem of its initials and its name as the merchant writes it.
 */
export function vendorLogoSvg(code: string, displayName: string): string {
  const hue = hashString(`vendor/${code}`) % 360;
  const initials = escape(code.replace(/[^A-Za-z0-9]/g, '').slice(0, 2).toUpperCase());
  const name = displayName.trim() || code;
  // One line, or two for a long name of several words; bold Arial runs about 0.6 em a character,
  // so the size keeps each line within the 92 px right of the emblem.
  const lines = name.length > 10 && name.includes(' ') ? titleLines(name, 12) : [name.length > 14 ? `${name.slice(0, 13)}…` : name];
  const size = Math.min(17, Math.floor(92 / (Math.max(...lines.map((line) => line.length)) * 0.6)));
  const text = lines
    .map((line, i) => `<text x="60" y="${32 + size / 3 + (i - (lines.length - 1) / 2) * (size + 2)}" font-family="Arial,Helvetica,sans-serif" font-weight="700" font-size="${size}" fill="#fff">${escape(line)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="64" viewBox="0 0 160 64" role="img" aria-label="${escape(name)}">`
    + `<defs><linearGradient id="v" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},65%,30%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},70%,16%)"/></linearGradient></defs>`
    + `<rect width="160" height="64" rx="12" fill="url(#v)"/>`
    + `<circle cx="32" cy="32" r="20" fill="hsl(${(hue + 180) % 360},80%,58%)"/><circle cx="32" cy="32" r="20" fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="2"/>`
    + `<text x="32" y="38" font-family="Arial Black,Arial,sans-serif" font-weight="900" font-size="16" text-anchor="middle" fill="#fff">${initials}</text>${text}</svg>`;
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
