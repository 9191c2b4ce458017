// Announcements (MCSFE_getListAnnouncements: types B,PL,PU,PR, platform W, execution B), one
// fetch per language through the query layer (the language is part of the query's key).
import { unstable_serialize } from 'swr';
import { callKey, useCall } from '../api/query.ts';
import { setSession } from '../state/session.ts';

export interface Notice {
  id?: string | number;
  title: string;
  startDateStr: string;
  content: string;
}

export interface NoticeLists {
  player: Notice[];
  banners: Notice[];
  popup: Notice[];
  promotion: Notice[];
}

const EMPTY: NoticeLists = { player: [], banners: [], popup: [], promotion: [] };

function list(value: unknown): Notice[] {
  return Array.isArray(value) ? (value as Notice[]).filter((n) => n && typeof n.title === 'string') : [];
}

export function normaliseNotices(value: unknown): NoticeLists {
  const v = (value ?? {}) as Record<string, unknown>;
  return { player: list(v.player), banners: list(v.banners), popup: list(v.popup), promotion: list(v.promotion) };
}

const QUERY = { types: 'B,PL,PU,PR', platform: 'W', execution: 'B' };

/**
 * The lists the page already carries (boot data) as the query layer's first answer for
 * `language`: SWR's fallback, the same on the server and in the browser, so the banners render
 * in both and hydrate; the call is not made again for them.
 */
export function announcementsFallback(language: string, lists: unknown): Record<string, unknown> {
  return { [unstable_serialize(callKey('announcements', QUERY, language, null))]: lists };
}

/** The lists, kept in session as index_notice too (spec section 3). */
function selectNotices(value: unknown): NoticeLists {
  const lists = normaliseNotices(value);
  setSession('index_notice', lists);
  return lists;
}

/** null while loading; EMPTY lists when the platform has none; undefined when unavailable. */
export function useAnnouncements(): NoticeLists | null | undefined {
  const result = useCall('announcements', { request: QUERY, select: selectNotices });
  if (result.isError) return undefined;
  return result.data ?? null;
}

export { EMPTY as EMPTY_NOTICES };
