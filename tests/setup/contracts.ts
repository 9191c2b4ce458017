// Every platform a test starts runs in contract-check mode (CONTRACT_CHECK=1 in vite.config.ts):
// each JSON reply is checked against its call's response schema. A reply that breaks its
// contract fails the test file here, even when the test itself did not look at that reply.
import { afterAll } from 'vitest';
import { contractViolations } from '../../src/platform/calls/check.ts';

afterAll(() => {
  if (contractViolations.length === 0) return;
  const lines = contractViolations.map((v) => `${v.method} ${v.url} (${v.call ?? 'no contract'}, HTTP ${v.status}): ${v.problems.join('; ')}`);
  contractViolations.length = 0;
  throw new Error(`Replies that break their contract (schemas/api):\n${lines.join('\n')}`);
});
