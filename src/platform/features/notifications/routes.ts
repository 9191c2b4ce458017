/**
 * The member's live notifications: `GET /wps/member/notifications/stream`, server-sent events
 * (call schema notificationStream). Each stream subscribes to the notifier, which hears every
 * platform process through LISTEN/NOTIFY. The session is checked again at every ping, so a
 * signed-out or expired session stops hearing within one interval.
 */
import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../../context.ts';
import { requireAuth } from '../../context.ts';
import { defineCall } from '../../calls/routes.ts';
import { authenticate } from '../sessions/index.ts';
import { ApiError } from '../../errors.ts';
import { INBOX_DAYS } from '../messages/index.ts';
import type { Notifier } from '../../notifications/notifier.ts';
import type { NotificationStreamResponse } from '../../../generated/api/notificationStream.ts';

const PING_MS = 20_000;
/** Streams per member in one process: a member with many tabs keeps the newest few. */
const MAX_STREAMS_PER_MEMBER = 5;

const frame = (data: NotificationStreamResponse, id?: number): string =>
  `${id !== undefined ? `id: ${id}\n` : ''}event: ${data.kind}\ndata: ${JSON.stringify(data)}\n\n`;

export function createNotificationRoutes(deps: RouteDeps & { notifier: Notifier }) {
  const open = new Map<string, Set<() => void>>();
  return async (app: FastifyInstance) => {
    app.addHook('preClose', async () => {
      for (const closers of open.values()) for (const close of [...closers]) close();
    });

    defineCall(app, 'notificationStream', async (request, reply) => {
      const { member } = requireAuth(request);
      // A HEAD (Fastify answers one on every GET route) learns the type and nothing more.
      if (request.method === 'HEAD') return reply.type('text/event-stream; charset=utf-8').send();
      const merchant = request.merchant.code;
      const unread = () => deps.stores.messages.unreadCount(merchant, member.id, deps.clock.now() - INBOX_DAYS * 24 * 60 * 60 * 1000);
      const key = `${merchant}:${member.id}`;
      const closers = open.get(key) ?? new Set<() => void>();
      open.set(key, closers);
      if (closers.size >= MAX_STREAMS_PER_MEMBER) [...closers][0]?.();

      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-store',
        'X-Accel-Buffering': 'no',
        'X-Content-Type-Options': 'nosniff',
        'X-Request-Id': request.id,
        Connection: 'keep-alive',
      });
      raw.write('retry: 3000\n\n');
      let ended = false;
      // Frames are written in order: an unread count never overtakes an earlier frame's.
      let queue = Promise.resolve();
      const send = (build: () => Promise<string>) => {
        queue = queue.then(async () => {
          if (ended) return;
          const text = await build().catch(() => null);
          if (text !== null && !ended) raw.write(text);
        });
      };
      let unsubscribe: (() => void) | null = null;
      const ping: { timer?: NodeJS.Timeout } = {};
      const close = () => {
        if (ended) return;
        ended = true;
        clearInterval(ping.timer);
        unsubscribe?.();
        closers.delete(close);
        if (closers.size === 0 && open.get(key) === closers) open.delete(key);
        raw.end();
      };
      closers.add(close);
      request.raw.on('close', close);
      raw.on('error', close);

      try {
        unsubscribe = await deps.notifier.subscribe(merchant, member.id, (notification) => {
          send(async () => frame({ kind: 'notification', unread: await unread(), notification }, notification.id));
        });
      } catch (error) {
        request.log.error({ err: error }, 'notification stream could not listen');
        close(); // the client reconnects after `retry`; the inbox keeps what it missed
        return reply;
      }
      if (ended) unsubscribe();
      send(async () => frame({ kind: 'ready', unread: await unread() }));
      ping.timer = setInterval(() => {
        send(async () => {
          try {
            await authenticate(deps, request, 'real');
            return ': ping\n\n';
          } catch (error) {
            const errorCode = error instanceof ApiError ? error.errorCode : 'login.not.session';
            setImmediate(close);
            return frame({ kind: 'end', unread: 0, errorCode });
          }
        });
      }, PING_MS);
      ping.timer.unref();
      return reply;
    });
  };
}
