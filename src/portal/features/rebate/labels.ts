// How rebate figures read: a game category by the header's own name for it, a rate as a percent
// in the page's language.
import type { TFunction } from 'i18next';

/** The category's name (the navigation's key: LOTT is "lottery", the others their lower-case code). */
export const categoryName = (t: TFunction, category: string): string => t(`nav.${category === 'LOTT' ? 'lottery' : category.toLowerCase()}`);

export const percentText = (rate: number, language: string): string =>
  `${new Intl.NumberFormat(language, { maximumFractionDigits: 3 }).format(rate)}%`;
