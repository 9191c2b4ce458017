// A data block's plain statement of its data: loading, not available, or empty.
import { useTranslation } from 'react-i18next';
import type { Loaded } from './data.ts';

export function Status<T>({ loaded, empty }: { loaded: Loaded<T[]>; empty: boolean }) {
  const { t } = useTranslation();
  if (loaded.state === 'loading') return <p role="status">{t('common.loading')}</p>;
  if (loaded.state === 'unavailable') return <p role="status" className="unavailable">{t('section.notAvailable')}</p>;
  return empty ? <p role="status">{t('common.empty')}</p> : null;
}
