// A worker of `WORKERS=N npm start` names itself in X-Platform-Worker only with the development
// tools on (the tests use it to tell workers apart); otherwise a stranger learns nothing of how the
// host runs. While it drains it asks clients to close their connections.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { workerHeaders } from '../../scripts/lib/run-platform.ts';

async function answer(options: Parameters<typeof workerHeaders>[0]) {
  const app = Fastify();
  workerHeaders(options)(app);
  app.get('/wps/portal/config', async () => ({ success: true }));
  const response = await app.inject({ method: 'GET', url: '/wps/portal/config' });
  await app.close();
  return response.headers;
}

describe('a worker\'s own headers', () => {
  it('no X-Platform-Worker without DEV_TOOLS=1', async () => {
    const headers = await answer({ devTools: false, draining: () => false });
    expect(headers['x-platform-worker']).toBeUndefined();
    expect(headers.connection).not.toBe('close');
  });

  it('with the development tools on it names the process', async () => {
    expect((await answer({ devTools: true, draining: () => false }))['x-platform-worker']).toBe(String(process.pid));
  });

  it('a draining worker answers with Connection: close', async () => {
    expect((await answer({ devTools: false, draining: () => true })).connection).toBe('close');
  });
});
