/**
 * Reads asked for in one turn of the event loop go to the database together, as one statement.
 * Signed-in calls each read their session (and the balance call its wallet); under load many
 * arrive in the same turn, and one round trip for all of them costs the database and the socket
 * a fraction of one each. Nothing is kept between turns: each read is sent after the request that
 * asked for it arrived, so a logout or a block committed before then is seen, from any process.
 */
export type ReadMany<K, V> = (keys: K[]) => Promise<Map<K, V>>;

/** At most this many keys in one statement; more in a turn go as several statements. */
const MAX_KEYS = 200;

interface Waiter<V> {
  resolve: (value: V | undefined) => void;
  reject: (error: unknown) => void;
}

export function batchedRead<K, V>(readMany: ReadMany<K, V>): (key: K) => Promise<V | undefined> {
  let pending = new Map<K, Waiter<V>[]>();
  let scheduled = false;

  const send = async (batch: Map<K, Waiter<V>[]>) => {
    try {
      const found = await readMany([...batch.keys()]);
      // A key asked twice in a turn (one token on two requests): each waiter gets its own copy, so
      // a handler that changes what it was given cannot change another request's.
      for (const [key, waiters] of batch) {
        const value = found.get(key);
        waiters.forEach((w, i) => w.resolve(i === 0 || value === undefined ? value : structuredClone(value)));
      }
    } catch (error) {
      for (const waiters of batch.values()) for (const w of waiters) w.reject(error);
    }
  };

  const flush = () => {
    scheduled = false;
    const all = pending;
    pending = new Map();
    let batch = new Map<K, Waiter<V>[]>();
    for (const [key, waiters] of all) {
      batch.set(key, waiters);
      if (batch.size >= MAX_KEYS) {
        void send(batch);
        batch = new Map();
      }
    }
    if (batch.size > 0) void send(batch);
  };

  return (key) =>
    new Promise<V | undefined>((resolve, reject) => {
      const waiters = pending.get(key);
      if (waiters) waiters.push({ resolve, reject });
      else pending.set(key, [{ resolve, reject }]);
      if (!scheduled) {
        scheduled = true;
        // After the turn's I/O callbacks: every request read in this turn has asked by then.
        setImmediate(flush);
      }
    });
}
