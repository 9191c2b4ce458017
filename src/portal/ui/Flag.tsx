// Language flags as small inline SVGs (4:3), not emoji: Windows shows flag emoji as two letters
// and some phones as boxes. Flag colours are the nations' own, not theme tokens. A language
// without a drawn flag gets a globe.
import './ui.css';
import type { ReactElement } from 'react';
import { Globe } from 'lucide-react';

const star = (cx: number, cy: number, r: number): string => {
  const points: string[] = [];
  for (let i = 0; i < 10; i++) {
    const radius = i % 2 === 0 ? r : r * 0.382;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    points.push(`${(cx + radius * Math.cos(angle)).toFixed(2)},${(cy + radius * Math.sin(angle)).toFixed(2)}`);
  }
  return points.join(' ');
};

const h3 = (a: string, b: string, c: string) => (<><rect width="24" height="6" fill={a} /><rect y="6" width="24" height="6" fill={b} /><rect y="12" width="24" height="6" fill={c} /></>);
const v3 = (a: string, b: string, c: string) => (<><rect width="8" height="18" fill={a} /><rect x="8" width="8" height="18" fill={b} /><rect x="16" width="8" height="18" fill={c} /></>);

/** Drawings in a 24×18 box, keyed by the platform's language code. */
const FLAGS: Record<string, ReactElement> = {
  BN: (<><rect width="24" height="18" fill="#006a4e" /><circle cx="10.5" cy="9" r="4.5" fill="#f42a41" /></>),
  EN: (<><rect width="24" height="18" fill="#012169" /><path d="M0 0L24 18M24 0L0 18" stroke="#fff" strokeWidth="3.6" /><path d="M0 0L24 18M24 0L0 18" stroke="#c8102e" strokeWidth="1.2" /><path d="M12 0v18M0 9h24" stroke="#fff" strokeWidth="6" /><path d="M12 0v18M0 9h24" stroke="#c8102e" strokeWidth="3.6" /></>),
  VI: (<><rect width="24" height="18" fill="#da251d" /><polygon points={star(12, 9.4, 5)} fill="#ffff00" /></>),
  CN: (<><rect width="24" height="18" fill="#de2910" /><polygon points={star(4.5, 4.5, 2.8)} fill="#ffde00" />{[[8.5, 1.8], [10, 3.6], [10, 6], [8.5, 7.6]].map(([x, y]) => <polygon key={`${x}-${y}`} points={star(x ?? 0, y ?? 0, 0.9)} fill="#ffde00" />)}</>),
  TW: (<><rect width="24" height="18" fill="#fe0000" /><rect width="12" height="9" fill="#000095" /><circle cx="6" cy="4.5" r="2.2" fill="#fff" /></>),
  TH: (<><rect width="24" height="18" fill="#a51931" /><rect y="3" width="24" height="12" fill="#f4f5f8" /><rect y="6" width="24" height="6" fill="#2d2a4a" /></>),
  AR: (<><rect width="24" height="18" fill="#006c35" /><rect x="5" y="6" width="14" height="1.6" fill="#fff" /><rect x="6" y="12" width="12" height="1" fill="#fff" /></>),
  JA: (<><rect width="24" height="18" fill="#fff" /><circle cx="12" cy="9" r="5.4" fill="#bc002d" /></>),
  KO: (<><rect width="24" height="18" fill="#fff" /><circle cx="12" cy="9" r="4.5" fill="#cd2e3a" /><path d="M7.5 9a4.5 4.5 0 0 0 9 0a2.25 2.25 0 0 0-4.5 0a2.25 2.25 0 0 1-4.5 0" fill="#0047a0" /></>),
  RU: h3('#fff', '#0039a6', '#d52b1e'),
  FR: v3('#002395', '#fff', '#ed2939'),
  IT: v3('#009246', '#fff', '#ce2b37'),
  DE: h3('#000', '#dd0000', '#ffce00'),
  ES: (<><rect width="24" height="18" fill="#aa151b" /><rect y="4.5" width="24" height="9" fill="#f1bf00" /></>),
  PT: (<><rect width="24" height="18" fill="#ff0000" /><rect width="9.6" height="18" fill="#006600" /><circle cx="9.6" cy="9" r="3" fill="#ffcc00" /></>),
  ID: (<><rect width="24" height="18" fill="#fff" /><rect width="24" height="9" fill="#ce1126" /></>),
  MS: (<><rect width="24" height="18" fill="#fff" />{[0, 2, 4, 6, 8].map((i) => <rect key={i} y={i * 2.57} width="24" height="1.28" fill="#cc0001" />)}<rect width="12" height="10.3" fill="#010066" /><circle cx="5" cy="5" r="3" fill="#fc0" /></>),
  HI: (<>{h3('#ff9933', '#fff', '#138808')}<circle cx="12" cy="9" r="2.2" fill="none" stroke="#000080" strokeWidth="0.6" /></>),
  TR: (<><rect width="24" height="18" fill="#e30a17" /><circle cx="9" cy="9" r="4.5" fill="#fff" /><circle cx="10.2" cy="9" r="3.6" fill="#e30a17" /><polygon points={star(14.6, 9, 2)} fill="#fff" /></>),
  NL: h3('#ae1c28', '#fff', '#21468b'),
  UK: (<><rect width="24" height="18" fill="#ffd500" /><rect width="24" height="9" fill="#005bbb" /></>),
  KM: (<><rect width="24" height="18" fill="#032ea1" /><rect y="4.5" width="24" height="9" fill="#e00025" /><rect x="9" y="7" width="6" height="4" fill="#fff" /></>),
  MY: h3('#fecb00', '#34b233', '#ea2839'),
};

export function hasFlag(code: string): boolean {
  return code in FLAGS;
}

/** Decorative by default: the language's name is always written next to it. */
export function Flag({ code, size = 20 }: { code: string; size?: number }) {
  const drawing = FLAGS[code];
  if (!drawing) return <Globe aria-hidden="true" size={size} className="ui-flag ui-flag-globe" />;
  return (
    <svg className="ui-flag" width={size} height={Math.round((size * 3) / 4)} viewBox="0 0 24 18" aria-hidden="true" focusable="false">
      {drawing}
    </svg>
  );
}
