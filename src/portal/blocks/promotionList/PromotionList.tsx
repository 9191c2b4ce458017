// The /promotions page's block: the promotions feature's list (its own chunk), under the block's title.
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { loadPromotionList } from '../../features/promotions/index.ts';
import type { ScreenBlockProps } from '../../engine/registry.tsx';

const PromotionList = lazy(() => loadPromotionList().then((m) => ({ default: m.PromotionList })));

export default function PromotionListBlock({ block }: ScreenBlockProps<'promotionList'>) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<section className="block promotion-list"><h1>{t(block.titleKey)}</h1><p role="status">{t('common.loading')}</p></section>}>
      <PromotionList titleKey={block.titleKey} />
    </Suspense>
  );
}
