// Every platform a test starts runs in call-schema-check mode (CALL_SCHEMA_CHECK=1 in vite.config.ts):
// each JSON reply is checked against its call's response schema. A reply that breaks its
// call schema fails the test file here, even when the test itself did not look at that reply.
import { afterAll } from 'vitest';
import { callSchemaViolations } from '../../src/platform/calls/violations.ts';

afterAll(() => {
  if (callSchemaViolations.length === 0) return;
  const lines = callSchemaViolations.map((v) => `${v.method} ${v.url} (${v.call ?? 'no call schema'}, HTTP ${v.status}): ${v.problems.join('; ')}`);
  callSchemaViolations.length = 0;
  throw new Error(`Replies that break their call schema (schemas/api):\n${lines.join('\n')}`);
});
