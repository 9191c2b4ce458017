// The platform for the browser tests: the same startPlatform that `npm start` (scripts/start.ts)
// runs, with two differences that keep parallel work in the shared tree from disturbing a run:
// the portal is served from this run's own build directory (PORTAL_DIST), and the client IP may
// come from X-Forwarded-For, so a test can act from its own IP (login failures and captcha
// demands are counted per IP).
import type { FastifyInstance } from 'fastify';
import { startPlatform } from '../../src/platform/server.ts';

const port = Number(process.env.PORT);
const dataDir = process.env.DATA_DIR;
const distDir = process.env.PORTAL_DIST;
if (!port || !dataDir || !distDir) throw new Error('serve.ts needs PORT, DATA_DIR and PORTAL_DIST');

// One test-only read: the answer of the newest captcha a merchant handed out (tests run one at a
// time), so the model-based paths can pass a captcha step the way a person reading it would.
let database: { query<T>(sql: string, params: unknown[]): Promise<T[]> } | null = null;
const extraRoutes = (app: FastifyInstance) => {
  app.get('/dev/test/captcha-answer', async (request) => {
    const { merchant } = request.query as { merchant?: string };
    const rows = database
      ? await database.query<{ answer: string }>('SELECT answer FROM captchas WHERE merchant = $1 ORDER BY created_at DESC, id DESC LIMIT 1', [merchant ?? ''])
      : [];
    return { success: true, value: rows[0]?.answer ?? null, message: null, errorCode: null };
  });
};

const platform = await startPlatform({ port, dataDir, distDir, trustProxy: true, devEndpoints: true, extraRoutes });
database = platform.db as unknown as typeof database;
console.log(`browser-test platform on ${platform.url}`);

let closing = false;
const shutdown = async () => {
  if (closing) return;
  closing = true;
  await platform.close();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
