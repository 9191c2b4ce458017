// Global teardown of the browser suite: its platform runs with CALL_SCHEMA_CHECK=1, which answers a
// reply that breaks its call schema with a 500 and logs it. A spec that never looked at that
// reply (a background call, a request the portal retried) would still pass, so the run fails
// here on any violation in the platform's log.
import { existsSync, readFileSync } from 'node:fs';

export const VIOLATION = 'breaks its call schema';

export default function checkCallSchemaViolations(): void {
  const logs = (process.env.PORTAL_E2E_DATA_DIRS ?? '').split(',').map((dir) => `${dir}-platform.log`);
  const found = logs
    .filter((log) => existsSync(log))
    .flatMap((log) => readFileSync(log, 'utf8').split('\n'))
    .filter((line) => line.includes(VIOLATION));
  if (found.length === 0) return;
  const messages = found.map((line) => {
    try {
      return (JSON.parse(line) as { msg?: string }).msg ?? line;
    } catch {
      return line;
    }
  });
  throw new Error(`Replies in the browser suite that break their call schema (schemas/api):\n${messages.join('\n')}`);
}
