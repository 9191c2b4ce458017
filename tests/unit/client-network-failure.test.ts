// Guards the client against a hang on a refused connection (ky's teed-body cancel once did it): a POST must
// reject with the network error, not hang (the portal's loader would never go away).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createPlatformClient, PlatformError } from '../../src/shared/api/index.ts';
import { CLIENT_ERROR_CODES } from '../../src/shared/api/errors.ts';

// Port 9 (discard) has no listener on our machines; the hang showed reliably there, while a
// just-closed ephemeral port failed late enough for the tee to settle.
describe('platform client on a refused connection', () => {
  it('rejects a POST with a body with the network error', async () => {
    const client = createPlatformClient({
      baseUrl: `http://127.0.0.1:9`,
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

describe('platform client on a platform that does not answer', () => {
  it('rejects with the timeout error after timeoutMs, query string and all', async () => {
    const seen: string[] = [];
    const server = createServer((request) => void seen.push(request.url ?? '')); // never answers
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const client = createPlatformClient({
        baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        merchant: 'bdwin',
        getLanguage: () => 'EN',
        getToken: () => null,
        encryption: 'none',
        // Long enough for the request to reach the server on a loaded machine: the query string is checked.
        timeoutMs: 2_000,
      });
      const error = await client.call('balance', { typeId: 0 }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(PlatformError);
      expect((error as PlatformError).errorCode).toBe(CLIENT_ERROR_CODES.timeout);
      expect(seen).toEqual(['/wps/v2/wallets/balance?typeId=0']);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
