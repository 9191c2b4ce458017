// Guards the client against ky's teed-body cancel: a POST whose connection is refused must
// reject with the network error, not hang (the portal's loader would never go away).
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
