// Language flags as small SVG drawings (4:3, a 24×18 box), not emoji: Windows shows flag emoji as
// two letters and some phones as boxes. Flag colours are the nations' own, not theme tokens. Kept
// as SVG markup (our own constants, never an operator's text) so a drawing is data: the portal
// loads this table when the language picker opens (src/portal/i18n/language-art.ts), and a first
// page carries only its own language's flag, with its texts (vite.config.ts localeParts).

const star = (cx: number, cy: number, r: number, fill: string): string => {
  const points: string[] = [];
  for (let i = 0; i < 10; i++) {
    const radius = i % 2 === 0 ? r : r * 0.382;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    points.push(`${(cx + radius * Math.cos(angle)).toFixed(2)},${(cy + radius * Math.sin(angle)).toFixed(2)}`);
  }
  return `<polygon points="${points.join(' ')}" fill="${fill}"/>`;
};

const rect = (fill: string, x = 0, y = 0, width = 24, height = 18) => `<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="${fill}"/>`;
const circle = (cx: number, cy: number, r: number, fill: string) => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>`;
const h3 = (a: string, b: string, c: string) => rect(a, 0, 0, 24, 6) + rect(b, 0, 6, 24, 6) + rect(c, 0, 12, 24, 6);
const v3 = (a: string, b: string, c: string) => rect(a, 0, 0, 8, 18) + rect(b, 8, 0, 8, 18) + rect(c, 16, 0, 8, 18);

/** Drawings in a 24×18 box, keyed by the platform's language code; a language without one gets a globe. */
export const FLAG_DRAWINGS: Readonly<Record<string, string>> = {
  BN: rect('#006a4e') + circle(10.5, 9, 4.5, '#f42a41'),
  EN: rect('#012169')
    + '<path d="M0 0L24 18M24 0L0 18" stroke="#fff" stroke-width="3.6"/><path d="M0 0L24 18M24 0L0 18" stroke="#c8102e" stroke-width="1.2"/>'
    + '<path d="M12 0v18M0 9h24" stroke="#fff" stroke-width="6"/><path d="M12 0v18M0 9h24" stroke="#c8102e" stroke-width="3.6"/>',
  VI: rect('#da251d') + star(12, 9.4, 5, '#ffff00'),
  CN: rect('#de2910') + star(4.5, 4.5, 2.8, '#ffde00') + [[8.5, 1.8], [10, 3.6], [10, 6], [8.5, 7.6]].map(([x = 0, y = 0]) => star(x, y, 0.9, '#ffde00')).join(''),
  TW: rect('#fe0000') + rect('#000095', 0, 0, 12, 9) + circle(6, 4.5, 2.2, '#fff'),
  TH: rect('#a51931') + rect('#f4f5f8', 0, 3, 24, 12) + rect('#2d2a4a', 0, 6, 24, 6),
  AR: rect('#006c35') + rect('#fff', 5, 6, 14, 1.6) + rect('#fff', 6, 12, 12, 1),
  JA: rect('#fff') + circle(12, 9, 5.4, '#bc002d'),
  KO: rect('#fff') + circle(12, 9, 4.5, '#cd2e3a') + '<path d="M7.5 9a4.5 4.5 0 0 0 9 0a2.25 2.25 0 0 0-4.5 0a2.25 2.25 0 0 1-4.5 0" fill="#0047a0"/>',
  RU: h3('#fff', '#0039a6', '#d52b1e'),
  FR: v3('#002395', '#fff', '#ed2939'),
  IT: v3('#009246', '#fff', '#ce2b37'),
  DE: h3('#000', '#dd0000', '#ffce00'),
  ES: rect('#aa151b') + rect('#f1bf00', 0, 4.5, 24, 9),
  PT: rect('#ff0000') + rect('#006600', 0, 0, 9.6, 18) + circle(9.6, 9, 3, '#ffcc00'),
  ID: rect('#fff') + rect('#ce1126', 0, 0, 24, 9),
  MS: rect('#fff') + [0, 2, 4, 6, 8].map((i) => rect('#cc0001', 0, i * 2.57, 24, 1.28)).join('') + rect('#010066', 0, 0, 12, 10.3) + circle(5, 5, 3, '#fc0'),
  HI: h3('#ff9933', '#fff', '#138808') + '<circle cx="12" cy="9" r="2.2" fill="none" stroke="#000080" stroke-width="0.6"/>',
  TR: rect('#e30a17') + circle(9, 9, 4.5, '#fff') + circle(10.2, 9, 3.6, '#e30a17') + star(14.6, 9, 2, '#fff'),
  NL: h3('#ae1c28', '#fff', '#21468b'),
  UK: rect('#ffd500') + rect('#005bbb', 0, 0, 24, 9),
  KM: rect('#032ea1') + rect('#e00025', 0, 4.5, 24, 9) + rect('#fff', 9, 7, 6, 4),
  MY: h3('#fecb00', '#34b233', '#ea2839'),
};
