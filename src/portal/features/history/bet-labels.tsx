// How bet figures read: a category by the header's own name for it, an amount signed and coloured
// the same way on both pages (a gain green with +, a loss red).
import { GAME_CATEGORIES } from '../../../shared/games/types.ts';

export const CATEGORIES: readonly string[] = GAME_CATEGORIES;

export { categoryName } from '../../blocks/betRecords/filter.ts';

/** Local time zone in minutes east of UTC, for the platform's day boundaries. */
export const tzOffsetMinutes = (at: number): number => -new Date(at).getTimezoneOffset();

export function Signed({ minor, format }: { minor: number; format: (minor: number) => string }) {
  return <span className={minor > 0 ? 'history-in' : minor < 0 ? 'history-out' : undefined}>{minor > 0 ? `+${format(minor)}` : format(minor)}</span>;
}
