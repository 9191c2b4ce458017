// The full list of promotions (with the sanitiser) loads only on the promotions page, not with home.
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScreenBlockProps } from '../../engine/registry.tsx';

const LazyPromotionList = lazy(() => import('./PromotionList.tsx'));

export default function PromotionListBlock({ block }: ScreenBlockProps<'promotionList'>) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<p role="status">{t('common.loading')}</p>}>
      <LazyPromotionList block={block} />
    </Suspense>
  );
}
