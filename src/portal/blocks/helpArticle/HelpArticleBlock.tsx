import { useTranslation } from 'react-i18next';
import { useCall } from '../../api/query.ts';
import { SafeHtml } from '../../shell/SafeHtml.tsx';
import { usePortal } from '../../state/store.ts';
import { Skeleton } from '../../ui/index.ts';
import type { BlockProps } from '../types.ts';
import '../blocks.css';

interface Article {
  id: string;
  title: string;
  html: string;
}

const articlesOf = (value: unknown): Article[] => {
  const list = (value as { list?: unknown } | null)?.list;
  const isArticle = (e: unknown): e is Article => ['id', 'title', 'html'].every((key) => typeof (e as Record<string, unknown> | null)?.[key] === 'string');
  return Array.isArray(list) ? list.filter(isArticle) : [];
};

export function HelpArticleBlock({ block }: BlockProps) {
  const { t } = useTranslation();
  const language = usePortal((s) => s.language);
  const result = useCall('helpCenter', { request: { lang: language, device: 'WEB' }, select: articlesOf });
  if (result.isError) return <p className="unavailable" role="status">{t('section.notAvailable')}</p>;
  if (!result.data) return <Skeleton height="6rem" label={t('common.loading')} />;
  const article = result.data.find((a) => a.id === block.article);
  if (!article) return <p className="unavailable" role="status">{t('section.notAvailable')}</p>;
  return (
    <article className="page-article">
      {block.showTitle === false ? null : <h2>{article.title}</h2>}
      <SafeHtml html={article.html} className="safe-html" />
    </article>
  );
}
