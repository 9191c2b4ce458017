// /help: the help centre's articles from GET /wps/system/helpCenter ({ list: [{ id, title, href,
// html }] }, the merchant's content files in the member's language). The fragment or the page
// query picks the article (/help#terms, /help?page=faq); without one the first article shows.
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { useCall } from '../../api/query.ts';
import { SafeHtml } from '../../shell/SafeHtml.tsx';
import { usePortal } from '../../state/store.ts';
import './help.css';
import { helpArticles, type HelpArticle } from '../../api/help-articles.ts';



const onHashChange = (callback: () => void) => {
  window.addEventListener('hashchange', callback);
  return () => window.removeEventListener('hashchange', callback);
};

export function HelpSection() {
  const { t } = useTranslation();
  const language = usePortal((s) => s.language);
  const search = useSearch();
  // /helpmc keeps its topics on /helpmc (a guest of a login-first merchant can open only that one).
  const [path] = useLocation();
  const hash = useSyncExternalStore(onHashChange, () => window.location.hash.slice(1));
  const wanted = new URLSearchParams(search).get('page') ?? hash;
  const result = useCall('helpCenter', { request: { lang: language, device: 'WEB' }, select: helpArticles });
  const articles: HelpArticle[] | null = result.isError ? [] : result.data ?? null;
  const current = articles?.find((a) => a.id === wanted) ?? articles?.[0];
  return (
    <section className="section help" aria-labelledby="section-title">
      <h1 id="section-title">{t('nav.help')}</h1>
      {articles === null ? <p role="status">{t('common.loading')}</p> : null}
      {articles?.length === 0 ? <p className="unavailable" role="status">{t('section.notAvailable')}</p> : null}
      {current ? (
        <div className="help-layout">
          <nav className="help-topics" aria-label={t('help.topics')}>
            <ul>
              {articles?.map((article) => (
                <li key={article.id}>
                  <Link href={`${path}?page=${encodeURIComponent(article.id)}`} aria-current={article.id === current.id ? 'page' : undefined}>{article.title}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <article className="help-article" aria-labelledby="help-article-title">
            <h2 id="help-article-title">{current.title}</h2>
            <SafeHtml html={current.html} className="safe-html help-body" />
          </article>
        </div>
      ) : null}
    </section>
  );
}
