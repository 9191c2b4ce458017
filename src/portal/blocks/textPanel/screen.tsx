// A heading and a paragraph of translated text.
import { useTranslation } from 'react-i18next';
import type { ScreenBlockProps } from '../../engine/registry.tsx';

export default function TextPanelBlock({ block }: ScreenBlockProps<'textPanel'>) {
  const { t } = useTranslation();
  return (
    <section className="block text-panel">
      <h2>{t(block.titleKey)}</h2>
      <p>{t(block.bodyKey)}</p>
    </section>
  );
}
