// A content article as a block (the /join page): the help-centre call's article of that id, in
// the member's language, its HTML sanitised like every content body.
import { useTranslation } from 'react-i18next';
import { useCall } from '../../api/query.ts';
import { helpArticles } from '../../api/help-articles.ts';
import { usePortal } from '../../state/store.ts';
import { SafeHtml } from '../../shell/SafeHtml.tsx';
import type { ScreenBlockProps } from '../../engine/registry.tsx';

export default function ContentArticleBlock({ block }: ScreenBlockProps<'contentArticle'>) {
  const { t } = useTranslation();
  const language = usePortal((s) => s.language);
  const result = useCall('helpCenter', { request: { lang: language, device: 'WEB' }, select: helpArticles });
  const article = result.data?.find((a) => a.id === block.articleId);
  if (result.isError || (result.data && !article)) return <p className="unavailable" role="status">{t('section.notAvailable')}</p>;
  if (!article) return <p role="status">{t('common.loading')}</p>;
  return (
    <article className="block content-article" aria-labelledby={`article-${block.articleId}`}>
      <h1 id={`article-${block.articleId}`}>{article.title}</h1>
      <SafeHtml html={article.html} className="safe-html" />
    </article>
  );
}
