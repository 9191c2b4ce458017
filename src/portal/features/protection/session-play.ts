// This session's time and play for the header clock, the reality check and the responsible
// gaming page. Elapsed time is the platform's (now - login) at the first answer of a session,
// plus this browser's own time since: clocks that disagree (or a test's fake clock) never make
// the session jump, and a refetch for fresh play figures does not move it.
import { useEffect, useState } from 'react';
import type { CallResponse } from '../../api/portal-api.ts';
import { useCall } from '../../api/query.ts';
import { usePortal } from '../../state/store.ts';
import { withDigits } from '../../../shared/money.ts';

export type ProtectionStatus = CallResponse<'protectionStatus'>;

interface Anchor {
  sessionStartedAt: number;
  elapsedAtFetch: number;
  fetchedAt: number;
}

const anchors = new Map<number, Anchor>();

/** The first answer seen for a session fixes its time line. */
function anchorOf(status: ProtectionStatus, fetchedAt: number): Anchor {
  let anchor = anchors.get(status.sessionStartedAt);
  if (!anchor) {
    anchor = { sessionStartedAt: status.sessionStartedAt, elapsedAtFetch: Math.max(0, status.serverNow - status.sessionStartedAt), fetchedAt };
    anchors.set(status.sessionStartedAt, anchor);
  }
  return anchor;
}

export function elapsedMs(anchor: Anchor, now: number): number {
  return Math.max(0, anchor.elapsedAtFetch + (now - anchor.fetchedAt));
}

/** h:mm:ss, with Western digits: a clock reads the same in every language. */
export function formatElapsed(ms: number, digits = 'latn'): string {
  const seconds = Math.floor(ms / 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return withDigits(`${Math.floor(seconds / 3600)}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`, digits);
}

/** The current time, re-read every `everyMs` (the one timer a component needs). */
export function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

export interface SessionPlay {
  status: ProtectionStatus;
  elapsed: number;
  refetch(): void;
}

/** This session's status and elapsed time, while logged in (null before the first answer). */
export function useSessionPlay(everyMs = 1000): SessionPlay | null {
  const isLogin = usePortal((s) => s.isLogin);
  const query = useCall('protectionStatus', { enabled: isLogin });
  const now = useNow(everyMs);
  if (!isLogin || !query.data) return null;
  const anchor = anchorOf(query.data, query.dataUpdatedAt);
  return { status: query.data, elapsed: elapsedMs(anchor, now), refetch: () => void query.refetch() };
}
