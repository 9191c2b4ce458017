// Announcements (MCSFE_getListAnnouncements: types B,PL,PU,PR, platform W, execution B), one
// fetch per language: a language change bumps languageEpoch and the next read fetches again.
import { useEffect, useState } from 'react';
import { apiCallByName } from '../api/optional-calls.ts';
import { getState, usePortal } from '../state/store.ts';
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
let cache: { epoch: number; promise: Promise<NoticeLists | null> } | null = null;

function list(value: unknown): Notice[] {
  return Array.isArray(value) ? (value as Notice[]).filter((n) => n && typeof n.title === 'string') : [];
}

export function normaliseNotices(value: unknown): NoticeLists {
  const v = (value ?? {}) as Record<string, unknown>;
  return { player: list(v.player), banners: list(v.banners), popup: list(v.popup), promotion: list(v.promotion) };
}

export function loadAnnouncements(): Promise<NoticeLists | null> {
  const epoch = getState().languageEpoch;
  if (cache?.epoch !== epoch) {
    const promise = apiCallByName('announcements', undefined, { types: 'B,PL,PU,PR', platform: 'W', execution: 'B' })
      .then((value) => {
        const lists = normaliseNotices(value);
        setSession('index_notice', lists);
        return lists;
      })
      .catch(() => null);
    cache = { epoch, promise };
  }
  return cache.promise;
}

/** null while loading; EMPTY lists when the platform has none; undefined when unavailable. */
export function useAnnouncements(): NoticeLists | null | undefined {
  const epoch = usePortal((s) => s.languageEpoch);
  const [lists, setLists] = useState<NoticeLists | null | undefined>(null);
  useEffect(() => {
    let live = true;
    setLists(null);
    void loadAnnouncements().then((l) => live && setLists(l ?? undefined));
    return () => {
      live = false;
    };
  }, [epoch]);
  return lists;
}

export { EMPTY as EMPTY_NOTICES };
