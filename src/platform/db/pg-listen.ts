/**
 * LISTEN on a PostgreSQL server: one dedicated connection per database handle (a pooled one
 * would be handed back and lose its LISTENs), re-opened after a drop. A notification sent while
 * the connection is down is lost to this listener; callers keep the durable copy elsewhere (the
 * messages table) and treat the live push as a shortcut.
 */
import pg from 'pg';
import { CHANNEL_NAME } from './database.ts';

type Handler = (payload: string) => void;

export function createPgListener(connectionString: string) {
  const handlers = new Map<string, Set<Handler>>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let closed = false;

  const connect = (): Promise<pg.Client> => {
    if (client) return Promise.resolve(client);
    connecting ??= (async () => {
      const next = new pg.Client({ connectionString });
      next.on('notification', (message) => {
        for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '');
      });
      const drop = () => {
        if (client !== next) return;
        client = null;
        // Reconnect while anyone listens; a short pause so a down server is not hammered.
        if (!closed && handlers.size > 0) setTimeout(() => void connect().catch(() => undefined), 500).unref();
      };
      next.on('error', drop);
      next.on('end', drop);
      await next.connect();
      for (const channel of handlers.keys()) await next.query(`LISTEN "${channel}"`);
      client = next;
      return next;
    })().finally(() => {
      connecting = null;
    });
    return connecting;
  };

  return {
    async listen(channel: string, handler: Handler): Promise<() => Promise<void>> {
      if (!CHANNEL_NAME.test(channel)) throw new Error(`invalid channel name ${channel}`);
      const first = !handlers.has(channel);
      const set = handlers.get(channel) ?? new Set<Handler>();
      set.add(handler);
      handlers.set(channel, set);
      const connection = await connect();
      if (first) await connection.query(`LISTEN "${channel}"`);
      return async () => {
        set.delete(handler);
        if (set.size > 0) return;
        handlers.delete(channel);
        await client?.query(`UNLISTEN "${channel}"`).catch(() => undefined);
      };
    },
    async close(): Promise<void> {
      closed = true;
      handlers.clear();
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}
