// Pieces the three team reports share: a signed amount (a gain green with +, a loss red, as the
// member's own records), a category's name and the error line in the portal's language.
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { PlatformError } from '../../../../shared/api/index.ts';
import { errorText } from '../../../i18n/error-text.ts';

export const categoryName = (t: TFunction, category: string | null): string =>
  category === null || category === 'OTHER' ? t('profit.category.other') : t(`nav.${category === 'LOTT' ? 'lottery' : category.toLowerCase()}`);

export function Signed({ minor, format }: { minor: number; format: (minor: number) => string }) {
  return <span className={minor > 0 ? 'report-in' : minor < 0 ? 'report-out' : undefined}>{minor > 0 ? `+${format(minor)}` : format(minor)}</span>;
}

export function ReportError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return <p className="field-error" role="alert">{errorText(t, error instanceof PlatformError ? error : null)}</p>;
}
