// Guards the client against ky's teed-body cancel: a POST whose connection is refused must
// reject with the network error, not hang (the portal's loader would never go away).
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createPlatformClient, PlatformError } from '../../src/shared/api/index.ts';
import { CLIENT_ERROR_CODES } from '../../src/shared/api/errors.ts';

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

describe('platform client on a refused connection', () => {
  it('rejects a POST with a body with the network error', async () => {
    const client = createPlatformClient({
      baseUrl: `http://127.0.0.1:${await closedPort()}`,
      merchant: 'bdwin',
      getLanguage: () => 'EN',
      getToken: () => null,
      encryption: 'none',
    });
    const outcome = await Promise.race([
      client.call('freePlay', { os: 'linux' }).then(() => 'resolved', (error: unknown) => error),
      new Promise((resolve) => setTimeout(() => resolve('still pending'), 5_000)),
    ]);
    expect(outcome).toBeInstanceOf(PlatformError);
    expect((outcome as PlatformError).errorCode).toBe(CLIENT_ERROR_CODES.network);
  });
});
