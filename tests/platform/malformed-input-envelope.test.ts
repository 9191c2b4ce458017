// Regression: a NUL byte in any string, a repeated query parameter, an overlong URL, a path
// that is not valid percent-encoding and a request that is not HTTP each answered a 500 or
// Fastify's own JSON. Each must be a 4xx envelope with an errorCode, from one shared rule.
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFailureEnvelope, startTestPlatform, type TestPlatform } from './helpers.ts';

let t: TestPlatform;
let member = '';

beforeAll(async () => {
  t = await startTestPlatform({ games: true });
  const login = await t.login('member01', 'Member@123', { ip: '127.0.0.1' });
  member = login.body.value.token as string;
});
afterAll(async () => t?.close());

/** Bytes straight onto a socket, for requests fetch refuses to send. */
function rawHttp(text: string): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const socket = connect(t.platform.port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), body: JSON.parse(body) });
    });
    socket.end(text);
  });
}

describe('a NUL character in any string', () => {
  it('is a 400 envelope naming the field, in the query, the body and an encrypted body', async () => {
    const affiliate = await t.raw('GET', '/wps/agent/affiliate?affiliateCode=%00');
    const email = await t.raw('POST', '/wps/member/password/email', { body: { username: 'member\u000001', email: 'a@example.com' } });
    const sms = await t.raw('POST', '/wps/verification/sms/noLogin', { body: { purpose: 'loginVerify', username: 'member01\u0000' } });
    const { body, headers } = await t.encrypted({ type: 'username', username: 'member\u000001', password: 'Member@123' });
    const login = await t.raw('POST', '/wps/session/login', { body, headers });
    const transfer = await t.raw('POST', '/wps/relay/GCS_walletTransfer', { token: member, body: { toUsername: 'agent\u000001', amount: '1', idempotencyKey: 'nul-transfer-1' } });
    const key = await t.raw('POST', '/wps/verification/sms/noLogin', { body: { purpose: 'loginVerify', username: 'member01', 'x\u0000': 1 } });
    for (const [response, field] of [[affiliate, 'affiliateCode'], [email, 'username'], [sms, 'username'], [login, 'username'], [transfer, 'toUsername'], [key, 'x\\0']] as const) {
      expect(response.status, field).toBe(400);
      expectFailureEnvelope(response.body, 'validation.failed');
      expect(response.body.value).toEqual({ errors: [{ field, keyword: 'nul', message: 'must not contain a NUL character' }] });
    }
  });
});

describe('a repeated query parameter', () => {
  it('is a 400 envelope naming the parameter, on every API path', async () => {
    for (const path of ['/wps/relay/GCSGAME_gameList?gameClassify=ALL&gameClassify=FAV', '/wps/system/status?url=a&url=b', '/wps/agent/affiliate?affiliateCode=A&affiliateCode=B']) {
      const response = await t.raw('GET', path);
      expect(response.status, path).toBe(400);
      expectFailureEnvelope(response.body, 'validation.failed');
      expect(response.body.value.errors[0].keyword).toBe('repeated');
    }
  });

  it('does not stop a portal page (its query is the browser\'s, not an API input)', async () => {
    const page = await fetch(`${t.url}/member/info?utm=a&utm=b`);
    expect(page.status).not.toBe(400);
  });
});

describe('what Node and the router refuse before any route', () => {
  it('a URL over 16 KiB is a 431 envelope', async () => {
    const response = await t.raw('GET', `/wps/system/status?url=${'a'.repeat(17_000)}`);
    expect(response.status).toBe(431);
    expectFailureEnvelope(response.body, 'request.too.large');
  });

  it('a path that is not valid percent-encoding is a 400 envelope', async () => {
    const response = await t.raw('GET', '/wps/%zz');
    expect(response.status).toBe(400);
    expectFailureEnvelope(response.body, 'request.invalid');
  });

  it('a path parameter over the router limit is a 414 envelope', async () => {
    const response = await t.raw('GET', `/demo-games/static/${'a'.repeat(300)}.js`);
    expect(response.status).toBe(414);
    expectFailureEnvelope(response.body, 'request.too.large');
  });

  it('bytes that are not HTTP are a 400 envelope', async () => {
    const response = await rawHttp('HELLO THERE\r\n\r\n');
    expect(response.status).toBe(400);
    expectFailureEnvelope(response.body as never, 'request.invalid');
  });
});
