// "Load more" under a report's first page: older pages fetched by the platform's keyset cursor and
// kept below it. A new range or filter remounts the list, so this state starts again.
import { useState } from 'react';

export interface Page<Item> {
  items: Item[];
  nextCursor: string | null;
}

export function useOlderPages<Item>(first: Page<Item> | undefined, fetchPage: (cursor: string) => Promise<Page<Item>>) {
  const [older, setOlder] = useState<Page<Item> | null>(null);
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const nextCursor = older ? older.nextCursor : first?.nextCursor ?? null;
  const loadMore = async () => {
    if (!nextCursor) return;
    setLoading(true);
    setFailure(null);
    try {
      const page = await fetchPage(nextCursor);
      setOlder({ items: [...(older?.items ?? []), ...page.items], nextCursor: page.nextCursor });
    } catch (error) {
      setFailure({ error });
    } finally {
      setLoading(false);
    }
  };
  return { items: [...(first?.items ?? []), ...(older?.items ?? [])], nextCursor, loadMore, loading, failure };
}
