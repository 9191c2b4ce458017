/**
 * The desk's one way to page a list call (common/desk-list-request.json: `page` from 1 and
 * `pageSize`; the answer's `items` and `total`): the request for the page shown, the rows, the
 * page count, and the paging bar. When the last rows of the last page were handled (here or by
 * someone else) the list shows the page before rather than an empty one.
 */
import { useEffect, useState } from 'react';
import { deskCall } from '../api.ts';
import { useDeskQuery, type DeskQuery } from '../data.ts';
import { useT } from '../i18n/i18n.tsx';
import type { ListCallName, RowOf } from './types.ts';

export interface PagedList<N extends ListCallName> {
  query: DeskQuery<unknown>;
  data: { items: RowOf<N>[]; total: number } | undefined;
  page: number;
  pages: number;
  setPage: (page: number) => void;
}

export function usePagedList<N extends ListCallName>(
  list: N,
  filters: Record<string, string>,
  options: { pageSize?: number; refreshSeconds?: number } = {},
): PagedList<N> {
  const pageSize = options.pageSize ?? 20;
  const [page, setPage] = useState(1);
  const request = { ...filters, page: String(page), pageSize: String(pageSize) };
  const query = useDeskQuery([list, request], () => deskCall(list, request as never), {
    keepPrevious: true,
    ...(options.refreshSeconds ? { refreshMs: options.refreshSeconds * 1000 } : {}),
  });
  const data = query.data as { items: RowOf<N>[]; total: number } | undefined;
  const pages = data ? Math.max(1, Math.ceil(data.total / pageSize)) : 1;
  const pastEnd = data !== undefined && !query.isPlaceholderData && data.items.length === 0 && page > pages;
  useEffect(() => {
    if (pastEnd) setPage(pages);
  }, [pastEnd, pages]);
  return { query, data, page, pages, setPage };
}

/** Previous, "page n of m", next; nothing while the list is empty. */
export function Paging({ list }: { list: { data: { total: number } | undefined; page: number; pages: number; setPage: (page: number) => void } }) {
  const t = useT();
  const { data, page, pages, setPage } = list;
  if (!data || data.total === 0) return null;
  return (
    <nav className="paging" aria-label={t('queue.paging')}>
      <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>{t('queue.previous')}</button>
      <span>{t('queue.pageOf', { page, pages, total: data.total })}</span>
      <button type="button" disabled={page >= pages} onClick={() => setPage(page + 1)}>{t('queue.next')}</button>
    </nav>
  );
}
