/**
 * The supervisor of `WORKERS=N npm start`: N platform processes (node:cluster) share one listening
 * port; the primary hands each connection to one of them. It never loads the platform itself.
 *
 * - Start: the first worker alone (it migrates and seeds the shared database), then the others.
 * - A worker that dies is replaced (after a pause if it died young, so a broken start does not spin).
 * - SIGHUP: rolling restart, one worker at a time: a new one listens before the old one is asked
 *   to stop (SIGTERM); the old one stops taking connections and finishes the requests it has.
 * - SIGINT/SIGTERM: every worker stops the same way, then the supervisor exits.
 */
import cluster, { type Worker } from 'node:cluster';

/** A worker that has not stopped this long after SIGTERM is killed. */
const STOP_GRACE_MS = 30_000;
/** A worker that dies sooner than this after its start is replaced only after RESTART_PAUSE_MS. */
const YOUNG_MS = 10_000;
const RESTART_PAUSE_MS = 2_000;

export interface SuperviseOptions {
  count: number;
  /** The script each worker runs (scripts/serve.ts, or its build). */
  exec: string;
  log?: (line: string) => void;
}

export async function superviseWorkers({ count, exec, log = (line) => console.log(line) }: SuperviseOptions): Promise<void> {
  cluster.setupPrimary({ exec });
  const running = new Set<Worker>();
  /** Workers asked to stop: their exit is no crash. */
  const retiring = new Set<Worker>();
  let stopping = false;
  let restarting: Promise<void> | null = null;

  const listening = (worker: Worker) => new Promise<void>((resolve, reject) => {
    const onExit = (code: number | null, signal: string | null) => reject(new Error(`worker ${worker.process.pid} exited (${signal ?? code}) before listening`));
    worker.once('exit', onExit);
    worker.once('listening', () => {
      worker.off('exit', onExit);
      resolve();
    });
  });

  const fork = (banner: boolean): Worker => {
    const started = Date.now();
    const worker = cluster.fork({ SERVE_BANNER: banner ? '1' : '' });
    running.add(worker);
    worker.on('exit', (code, signal) => {
      running.delete(worker);
      if (retiring.delete(worker) || stopping) return;
      const young = Date.now() - started < YOUNG_MS;
      log(`Worker ${worker.process.pid} exited (${signal ?? code}); starting another${young ? ` in ${RESTART_PAUSE_MS / 1000} s` : ''}.`);
      setTimeout(() => {
        if (!stopping) fork(false);
      }, young ? RESTART_PAUSE_MS : 0);
    });
    return worker;
  };

  const stop = (worker: Worker) => new Promise<void>((resolve) => {
    retiring.add(worker);
    if (worker.isDead()) return resolve();
    const kill = setTimeout(() => {
      // Connections the primary is handing over to it at that moment are lost with it.
      log(`Worker ${worker.process.pid} did not stop within ${STOP_GRACE_MS / 1000} s; killing it.`);
      worker.process.kill('SIGKILL');
    }, STOP_GRACE_MS);
    worker.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    worker.process.kill('SIGTERM');
  });

  const rollingRestart = async () => {
    log(`SIGHUP: restarting ${running.size} workers one at a time.`);
    for (const old of [...running]) {
      if (stopping) return;
      const fresh = fork(false);
      try {
        await listening(fresh);
      } catch (error) {
        // The old worker keeps serving: a restart that cannot start never leaves fewer workers.
        log(`Rolling restart stopped: ${error instanceof Error ? error.message : String(error)}`);
        return;
      }
      await stop(old);
    }
    log('Rolling restart done.');
  };

  process.on('SIGHUP', () => {
    restarting ??= rollingRestart().finally(() => {
      restarting = null;
    });
  });
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`\n${signal}: stopping ${running.size} workers`);
    await Promise.all([...running].map(stop));
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  // The first worker migrates and seeds alone; the others then find the database ready.
  try {
    await listening(fork(true));
    await Promise.all(Array.from({ length: count - 1 }, () => listening(fork(false))));
  } catch (error) {
    // A start that fails (port in use, database unreachable) fails as a whole, not in a loop.
    console.error(`The platform did not start: ${error instanceof Error ? error.message : String(error)}`);
    stopping = true;
    await Promise.all([...running].map(stop));
    process.exit(1);
  }
  log(`${count} workers listening (supervisor ${process.pid}; SIGHUP restarts them one at a time).`);
}
