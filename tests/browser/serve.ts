// The platform for the browser tests: the same startPlatform that `npm start` (scripts/start.ts)
// runs, with two differences that keep parallel work in the shared tree from disturbing a run:
// the portal is served from this run's own build directory (PORTAL_DIST), and the client IP may
// come from X-Forwarded-For, so a test can act from its own IP (login failures and captcha
// demands are counted per IP).
import { startPlatform } from '../../src/platform/server.ts';

const port = Number(process.env.PORT);
const dataDir = process.env.DATA_DIR;
const distDir = process.env.PORTAL_DIST;
if (!port || !dataDir || !distDir) throw new Error('serve.ts needs PORT, DATA_DIR and PORTAL_DIST');

const platform = await startPlatform({ port, dataDir, distDir, trustProxy: true, devEndpoints: true });
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
