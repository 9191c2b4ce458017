// Pieces the three team reports share: a signed amount (a gain green with +, a loss red, as the
// member's own records) and a category's name.
import type { TFunction } from 'i18next';

export const categoryName = (t: TFunction, category: string | null): string =>
  category === null || category === 'OTHER' ? t('profit.category.other') : t(`nav.${category === 'LOTT' ? 'lottery' : category.toLowerCase()}`);

export function Signed({ minor, format }: { minor: number; format: (minor: number) => string }) {
  return <span className={minor > 0 ? 'report-in' : minor < 0 ? 'report-out' : undefined}>{minor > 0 ? `+${format(minor)}` : format(minor)}</span>;
}
