// A content article (the join page's): it and its sanitiser load only with the page that shows one.
import { lazy, Suspense } from 'react';
import type { ScreenBlockProps } from '../../engine/registry.tsx';

const LazyContentArticle = lazy(() => import('./ContentArticle.tsx'));

export default function ContentArticleBlock({ block }: ScreenBlockProps<'contentArticle'>) {
  return <Suspense fallback={null}><LazyContentArticle block={block} /></Suspense>;
}
