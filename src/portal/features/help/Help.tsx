// /help: home with side menu and the help topics from GET /wps/system/helpCenter
// ({ list: [{ id, titleKey, href }] }); the fragment or the page query marks the current topic.
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { useCall } from '../../api/query.ts';
import { usePortal } from '../../state/store.ts';

export interface HelpTopic {
  id: number | string;
  titleKey: string;
  href: string;
}

export function helpTopics(value: unknown): HelpTopic[] {
  const list = (value as { list?: unknown } | null)?.list;
  return Array.isArray(list) ? list.filter((e): e is HelpTopic => typeof (e as HelpTopic)?.titleKey === 'string' && typeof (e as HelpTopic)?.href === 'string') : [];
}

/** The topic a URL points at: `/help#about` → about, `/help?page=faq` → faq. */
export function topicKey(href: string): string {
  const hash = href.split('#')[1];
  if (hash) return hash;
  return new URLSearchParams(href.split('?')[1] ?? '').get('page') ?? '';
}

export function HelpSection() {
  const { t } = useTranslation();
  const language = usePortal((s) => s.language);
  const search = useSearch();
  const current = new URLSearchParams(search).get('page') ?? window.location.hash.slice(1);
  const result = useCall('helpCenter', { request: { lang: language, device: 'WEB' }, select: helpTopics });
  const topics: HelpTopic[] | null = result.isError ? [] : result.data ?? null;
  return (
    <section className="section" aria-labelledby="section-title">
      <h1 id="section-title">{t('nav.help')}</h1>
      {topics === null ? <p role="status">{t('common.loading')}</p> : null}
      {topics?.length === 0 ? <p className="unavailable" role="status">{t('section.notAvailable')}</p> : null}
      <ul>
        {topics?.map((topic) => (
          <li key={topic.id}>
            <Link href={topic.href} aria-current={current !== '' && topicKey(topic.href) === current ? 'page' : undefined}>{t(topic.titleKey)}</Link>
          </li>
        ))}
      </ul>
      {current ? <p className="unavailable" role="status">{t('section.notAvailable')}</p> : null}
    </section>
  );
}
