// Regression: the request logger was off by default, so a 5xx left no trace. Every request
// now leaves one compact line (LOG_LEVEL, default info; LOG_FILE or stdout), and a 5xx its stack
// under the request id the client sees in X-Request-Id, never in the answer.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logFromEnv } from '../../src/platform/server.ts';
import { startTestPlatform, type TestPlatform } from './helpers.ts';

const dir = mkdtempSync(join(tmpdir(), 'request-log-'));
const logFile = join(dir, 'platform.log');
let t: TestPlatform;

beforeAll(async () => {
  // No logger option: the default, as `npm start` runs, pointed at a file of this test's own.
  const saved = { LOG_FILE: process.env.LOG_FILE, LOG_LEVEL: process.env.LOG_LEVEL };
  process.env.LOG_FILE = logFile;
  delete process.env.LOG_LEVEL;
  try {
    t = await startTestPlatform({
      extraRoutes: (app) => {
        app.get('/wps/test/explode', async () => {
          throw new Error('database password is hunter2');
        });
      },
    });
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
});
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

type Line = Record<string, any>;
/** The log lines of one request, once they are on disk (pino writes asynchronously). */
async function linesOf(requestId: string, count: number): Promise<Line[]> {
  for (let i = 0; i < 100; i += 1) {
    const lines = readFileSync(logFile, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as Line).filter((l) => l.reqId === requestId);
    if (lines.length >= count) return lines;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`fewer than ${count} log lines for ${requestId}`);
}

describe('the request log', () => {
  it('is on by default at info', () => {
    expect(logFromEnv({})).toEqual({ level: 'info' });
    expect(logFromEnv({ LOG_LEVEL: 'warn', LOG_FILE: '/var/log/portal.log' })).toEqual({ level: 'warn', file: '/var/log/portal.log' });
  });

  it('writes one compact line per request, without the query (tickets and codes travel there)', async () => {
    const response = await t.raw('GET', '/wps/system/status?url=secret-ticket');
    const id = response.headers.get('x-request-id') ?? '';
    expect(id).toMatch(/^[0-9a-f]{12}$/);
    const lines = await linesOf(id, 1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 30, method: 'GET', path: '/wps/system/status', status: 200, merchant: 'alpha' });
    expect(JSON.stringify(lines)).not.toContain('secret-ticket');
  });

  it('writes a 5xx with its stack under the request id, and the client gets only the envelope', async () => {
    const response = await t.raw('GET', '/wps/test/explode');
    expect(response.status).toBe(500);
    expect(response.body).toEqual({ success: false, value: null, message: 'Unknown error', errorCode: 'internal.error' });
    const id = response.headers.get('x-request-id') ?? '';
    const lines = await linesOf(id, 2);
    const error = lines.find((l) => l.err);
    expect(error?.level).toBe(50);
    expect(error?.err.stack).toContain('database password is hunter2');
    expect(error?.err.stack).toContain('request-log.test.ts');
    expect(lines.find((l) => !l.err)).toMatchObject({ level: 50, path: '/wps/test/explode', status: 500 });
  });
});

describe('the request log at warn', () => {
  let quiet: TestPlatform;
  const written: Line[] = [];
  beforeAll(async () => {
    quiet = await startTestPlatform({
      logger: { level: 'warn', stream: { write: (line: string) => void written.push(JSON.parse(line) as Line) } },
      extraRoutes: (app) => {
        app.get('/wps/test/explode', async () => {
          throw new Error('failed on purpose');
        });
      },
    });
  });
  afterAll(async () => {
    await quiet?.close();
  });

  it('leaves no line for an answered request, and the request line of a 5xx', async () => {
    const fine = await quiet.raw('GET', '/wps/system/status');
    expect(fine.status).toBe(200);
    const failed = await quiet.raw('GET', '/wps/test/explode');
    expect(failed.status).toBe(500);
    const fineId = fine.headers.get('x-request-id');
    const failedId = failed.headers.get('x-request-id');
    expect(written.filter((l) => l.reqId === fineId)).toEqual([]);
    expect(written.filter((l) => l.reqId === failedId && !l.err)).toEqual([expect.objectContaining({ level: 50, msg: 'request failed', path: '/wps/test/explode', status: 500 })]);
  });
});
