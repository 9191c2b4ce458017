// How each lottery game really draws, so results look like the game: three dice for Fast 3, ten
// positions for PK 10, five of 1-11 for 11×5, twenty of 1-80 for keno, so many digits for a 4D or a
// northern lottery's special prize. The platform draws with it; the portal shows a draw by its kind.
import { hashString, seededRandom } from './rng.ts';

export type DrawKind = 'dice' | 'digits' | 'balls' | 'ranking';

export interface DrawFormat {
  kind: DrawKind;
  /** How many numbers a draw has. */
  count: number;
  /** The smallest and largest number (dice 1-6, digits 0-9, balls from a pool). */
  min: number;
  max: number;
  /** The game's play types, the default first. */
  playTypes: readonly string[];
}

const dice = (playTypes: string[]): DrawFormat => ({ kind: 'dice', count: 3, min: 1, max: 6, playTypes });
const digits = (count: number, playTypes: string[]): DrawFormat => ({ kind: 'digits', count, min: 0, max: 9, playTypes });
const balls = (count: number, max: number, playTypes: string[]): DrawFormat => ({ kind: 'balls', count, min: 1, max, playTypes });

/** By the game's code within its vendor (catalogue LOTTERY_GAMES). */
export const DRAW_FORMATS: Record<string, DrawFormat> = {
  FAST3: dice(['SUM', 'BIG_SMALL', 'TRIPLE', 'PAIR', 'THREE_DIFFERENT']),
  PICK3: digits(3, ['STRAIGHT', 'BOX', 'FRONT2', 'BACK2']),
  L536: balls(5, 36, ['PICK5', 'PICK4', 'PICK3']),
  PK10: { kind: 'ranking', count: 10, min: 1, max: 10, playTypes: ['FIRST', 'TOP2', 'TOP3', 'DRAGON_TIGER'] },
  VNHN: digits(5, ['LO2', 'LO3', 'DE', 'XIEN2']),
  VNHCM: digits(6, ['LO2', 'LO3', 'DE', 'BAO_LO']),
  VNFAST: digits(5, ['DE', 'LO2', 'LO3']),
  TH: digits(6, ['TOP3', 'TOP2', 'BOTTOM2', 'TOD3']),
  LAO: digits(4, ['TOP2', 'TOP3', 'TOP4']),
  MY4D: digits(4, ['BIG', 'SMALL', '4A']),
  E5: digits(5, ['PICK5', 'BIG_SMALL', 'ODD_EVEN']),
  E11: balls(5, 11, ['ANY3', 'ANY5', 'FRONT2']),
  EK3: balls(20, 80, ['TEN', 'FIVE', 'BIG_SMALL']),
};

const FALLBACK = digits(5, []);

export function drawFormat(code: string): DrawFormat {
  return DRAW_FORMATS[code] ?? FALLBACK;
}

/** The draw of a game's period: the same for everyone, derived from the game and the period. */
export function drawFor(code: string, gameCode: string, period: number): number[] {
  const format = drawFormat(code);
  const random = seededRandom(hashString(`${gameCode}:${period}`));
  const pick = () => format.min + Math.floor(random() * (format.max - format.min + 1));
  if (format.kind === 'dice' || format.kind === 'digits') return Array.from({ length: format.count }, pick);
  // Balls and rankings draw without putting back: a pool shuffled, the first `count` taken.
  const pool = Array.from({ length: format.max - format.min + 1 }, (_, i) => format.min + i);
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  const drawn = pool.slice(0, format.count);
  return format.kind === 'balls' ? drawn.sort((a, b) => a - b) : drawn;
}
