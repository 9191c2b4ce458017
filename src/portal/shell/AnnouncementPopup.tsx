// Announcement popup (spec section 2): title, start date and content (sanitised HTML); a title
// click expands or collapses its notice; announcementPageSize (8) per page.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfig } from '../app/config-context.tsx';
import { setState } from '../state/store.ts';
import { useAnnouncements, type Notice } from './announcements.ts';
import { SafeHtml } from './SafeHtml.tsx';
import { Modal } from './Modal.tsx';

export function pageOf<T>(items: readonly T[], page: number, size: number): T[] {
  return items.slice(page * size, page * size + size);
}

export function AnnouncementPopup() {
  const { t } = useTranslation();
  const config = useConfig();
  const lists = useAnnouncements();
  const [page, setPage] = useState(0);
  const [expanded, setExpanded] = useState<number | null>(null);
  const size = config.constants.announcementPageSize;
  const seen = new Set<string>();
  const notices: Notice[] = [...(lists?.popup ?? []), ...(lists?.player ?? [])].filter((n) => {
    const key = `${n.title}|${n.startDateStr}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const pages = Math.max(1, Math.ceil(notices.length / size));
  const close = () => setState({ announcementsOpen: false });
  return (
    <Modal title={t('announcement.title')} onClose={close}>
      {lists === null ? <p role="status">{t('common.loading')}</p> : null}
      {lists === undefined ? <p role="status">{t('section.notAvailable')}</p> : null}
      {lists && notices.length === 0 ? <p role="status">{t('announcement.none')}</p> : null}
      <ul className="announcements">
        {pageOf(notices, page, size).map((notice, i) => {
          const index = page * size + i;
          const open = expanded === index;
          return (
            <li key={`${notice.id ?? index}`}>
              <button type="button" className="announcement-title" aria-expanded={open} onClick={() => setExpanded(open ? null : index)}>
                <span>{notice.title}</span> <time>{notice.startDateStr}</time>
              </button>
              {open ? <SafeHtml className="announcement-content" html={notice.content} /> : null}
            </li>
          );
        })}
      </ul>
      {pages > 1 ? (
        <nav className="pagination" aria-label={t('announcement.pages')}>
          {Array.from({ length: pages }, (_, p) => (
            <button key={p} type="button" aria-current={p === page ? 'page' : undefined} onClick={() => { setPage(p); setExpanded(null); }}>{p + 1}</button>
          ))}
        </nav>
      ) : null}
    </Modal>
  );
}
