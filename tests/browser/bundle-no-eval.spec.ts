// The portal this run serves (built by scripts/start.ts into DIST_DIR) evaluates no strings:
// the platform's CSP has no 'unsafe-eval', so an eval or new Function would break for members.
import { existsSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { scanForEval } from '../../scripts/lib/bundle-scan.ts';

test('the served bundle contains no eval or new Function', () => {
  const dist = `${process.env.PORTAL_E2E_DATA_DIR}-dist`;
  expect(existsSync(`${dist}/index.html`), `no build at ${dist}`).toBe(true);
  expect(scanForEval(dist)).toEqual([]);
});
