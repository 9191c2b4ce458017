import { useTranslation } from 'react-i18next';
import type { BlockProps } from '../types.ts';
import '../blocks.css';

export function TextBlock({ block }: BlockProps) {
  const { t } = useTranslation();
  const titleKey = typeof block.titleKey === 'string' ? block.titleKey : null;
  return (
    <div className={block.tone === 'info' ? 'page-text page-text-info' : 'page-text'}>
      {titleKey ? <h2>{t(titleKey)}</h2> : null}
      <p>{t(String(block.bodyKey))}</p>
    </div>
  );
}
