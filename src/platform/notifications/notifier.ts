/**
 * notifyMember: keeps an event as a message in the member's inbox and pushes it live to every
 * platform process on the same database. The message row is the durable copy (written once: the
 * idempotency key is unique per member); the push is PostgreSQL NOTIFY on one channel, sent in the
 * same transaction, so it leaves only when the message (and the caller's money movement, when the
 * caller passes its transaction) commits. Each process LISTENs once and hands the push to its own
 * subscribers (the SSE streams of routes/notifications.ts). PGlite has NOTIFY too, within its one
 * process.
 */
import type { Database, Queryable } from '../db/database.ts';
import type { Clock } from '../clock.ts';
import type { MerchantRegistry } from '../merchants.ts';
import { isMemberEvent, type MemberEvent, type MemberEventParams } from '../../shared/notifications.ts';
import { eventMessageText } from './texts.ts';

export const NOTIFY_CHANNEL = 'member_notify';
/** NOTIFY payloads must stay under 8000 bytes; a remark is a sentence, not a letter. */
const REMARK_MAX = 500;

export interface NotifyInput {
  /** The merchant code. */
  merchant: string;
  memberId: number;
  event: MemberEvent;
  params: MemberEventParams;
  /**
   * Makes the call idempotent: a second call with the same key for the member stores and pushes
   * nothing. Default `<event>:<orderNo>`, so the same event of the same order is told once.
   */
  key?: string;
  /** The caller's transaction: the message and its push commit (or roll back) with it. */
  tx?: Queryable;
}

export interface MemberNotification {
  id: number;
  event: MemberEvent;
  params: MemberEventParams;
  title: string;
  content: string;
  createdAt: number;
}

export type NotificationListener = (notification: MemberNotification) => void;

export interface Notifier {
  notifyMember(input: NotifyInput): Promise<{ messageId: number | null; created: boolean }>;
  /** Hears this member's notifications from every process; resolves once listening. */
  subscribe(merchant: string, memberId: number, listener: NotificationListener): Promise<() => void>;
  close(): Promise<void>;
}

interface Deps {
  db: Database;
  clock: Clock;
  merchants: MerchantRegistry;
}

interface Push {
  merchant: string;
  memberId: number;
  notification: MemberNotification;
}

export function createNotifier({ db, clock, merchants }: Deps): Notifier {
  const channel = db.channel(NOTIFY_CHANNEL);
  const listeners = new Map<string, Set<NotificationListener>>();
  const keyOf = (merchant: string, memberId: number) => `${merchant}:${memberId}`;
  let listening: Promise<() => Promise<void>> | null = null;

  const deliver = (payload: string) => {
    let push: Push;
    try {
      push = JSON.parse(payload) as Push;
    } catch {
      return;
    }
    for (const listener of listeners.get(keyOf(push.merchant, push.memberId)) ?? []) {
      try {
        listener(push.notification);
      } catch {
        // one broken stream must not keep the others from hearing
      }
    }
  };

  return {
    async notifyMember({ merchant: code, memberId, event, params, key, tx }) {
      if (!isMemberEvent(event)) throw new Error(`notifyMember: unknown event ${String(event)}`);
      if (!Number.isSafeInteger(params.amountMinor)) throw new Error('notifyMember: amountMinor must be an integer of minor units');
      const merchant = merchants.byCode(code);
      if (!merchant) throw new Error(`notifyMember: unknown merchant ${code}`);
      const clean: MemberEventParams = {
        amountMinor: params.amountMinor,
        requestedAt: params.requestedAt,
        orderNo: String(params.orderNo).slice(0, 64),
        ...(params.remark ? { remark: params.remark.slice(0, REMARK_MAX) } : {}),
      };
      const createdAt = clock.now();
      // Everything through `q`: inside a caller's PGlite transaction, a query on the handle would wait for it forever.
      const write = async (q: Queryable) => {
        const found = await q.query<{ merchant: unknown; language: unknown }>('SELECT merchant, language FROM members WHERE id = $1', [memberId]);
        if (found[0]?.merchant !== code) throw new Error(`notifyMember: member ${memberId} is not of ${code}`);
        const language = typeof found[0].language === 'string' ? found[0].language : null;
        const { title, content } = eventMessageText(merchant, language, event, clean);
        const rows = await q.query<{ id: unknown }>(
          `INSERT INTO messages (merchant, member_id, title, content, created_at, seed_key, event, params)
           VALUES ($1,$2,$3,$4,$5,$6,$7,$8) ON CONFLICT (member_id, seed_key) DO NOTHING RETURNING id`,
          [code, memberId, title, content, createdAt, key ?? `${event}:${clean.orderNo}`, event, JSON.stringify(clean)],
        );
        const id = rows[0] ? Number(rows[0].id) : null;
        if (id === null) return null;
        const push: Push = { merchant: code, memberId, notification: { id, event, params: clean, title, content, createdAt } };
        await q.query('SELECT pg_notify($1, $2)', [channel, JSON.stringify(push)]);
        return id;
      };
      const messageId = tx ? await write(tx) : await db.transaction(write);
      return { messageId, created: messageId !== null };
    },

    async subscribe(merchant, memberId, listener) {
      const key = keyOf(merchant, memberId);
      const set = listeners.get(key) ?? new Set<NotificationListener>();
      set.add(listener);
      listeners.set(key, set);
      listening ??= db.listen(channel, deliver);
      listening.catch(() => {
        listening = null; // the next subscriber tries again
      });
      await listening;
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(key);
      };
    },

    async close() {
      listeners.clear();
      const stop = await listening?.catch(() => null);
      listening = null;
      await stop?.();
    },
  };
}
