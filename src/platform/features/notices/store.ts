/** Announcements per merchant, kind and language, live between their start and end times. */
import type { Database } from '../../db/database.ts';

export const ANNOUNCEMENT_KINDS = ['player', 'banners', 'popup', 'promotion'] as const;
export type AnnouncementKind = (typeof ANNOUNCEMENT_KINDS)[number];

export interface Announcement {
  id: number;
  kind: AnnouncementKind;
  language: string | null;
  title: string;
  content: string;
  startsAt: number;
  endsAt: number | null;
}

export interface AnnouncementsStore {
  add(merchant: string, announcement: Omit<Announcement, 'id'>): Promise<number>;
  /** Live ones for a language (plus those for every language), newest first. */
  live(merchant: string, language: string, kinds: AnnouncementKind[], now: number): Promise<Announcement[]>;
}

export function createAnnouncementsStore(db: Database): AnnouncementsStore {
  return {
    async add(merchant, a) {
      const rows = await db.query<{ id: unknown }>(
        'INSERT INTO announcements (merchant, kind, language, title, content, starts_at, ends_at) VALUES ($1,$2,$3,$4,$5,$6,$7) RETURNING id',
        [merchant, a.kind, a.language, a.title, a.content, a.startsAt, a.endsAt],
      );
      return Number(rows[0]?.id);
    },
    async live(merchant, language, kinds, now) {
      const rows = await db.query<Record<string, unknown>>(
        `SELECT * FROM announcements WHERE merchant = $1 AND kind = ANY($2::text[]) AND (language IS NULL OR language = $3)
         AND starts_at <= $4 AND (ends_at IS NULL OR ends_at > $4) ORDER BY starts_at DESC, id DESC LIMIT 200`,
        [merchant, kinds, language, now],
      );
      return rows.map((r) => ({
        id: Number(r.id),
        kind: String(r.kind) as AnnouncementKind,
        language: r.language === null ? null : String(r.language),
        title: String(r.title),
        content: String(r.content),
        startsAt: Number(r.starts_at),
        endsAt: r.ends_at === null ? null : Number(r.ends_at),
      }));
    },
  };
}
