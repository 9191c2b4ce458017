// The switch that makes a platform check every reply against its call schema is read by the
// server under one name; vitest and the browser suite must set that very name, or their
// platforms run unchecked and nothing fails (a broken reply then passes as a good one).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const server = readFileSync('src/platform/server.ts', 'utf8');
const name = /process\.env\.(\w+) === '1'/.exec(server.slice(server.indexOf('checkCallSchemas:')))?.[1] ?? '';

describe('the call schema check switch', () => {
  it('is the one the server reads', () => {
    expect(name).toBe('CALL_SCHEMA_CHECK');
  });

  it('is on in every vitest run (vite.config.ts)', () => {
    expect(process.env[name]).toBe('1');
  });

  it('is on for the browser suite\'s platform (tests/browser/playwright.config.ts)', () => {
    expect(readFileSync('tests/browser/playwright.config.ts', 'utf8')).toMatch(new RegExp(`\\b${name}: '1'`));
  });
});
