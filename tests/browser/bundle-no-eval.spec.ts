// The portal this run serves evaluates no strings:
// the platform's CSP has no 'unsafe-eval', so an eval or new Function would break for members.
import { existsSync, readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { scanForEval } from '../../scripts/lib/bundle-scan.ts';

// The build the run serves: made beforehand by scripts/test.sh, or by the server's start (playwright.config.ts).
const dist = process.env.PORTAL_E2E_DIST_DIR || `${process.env.PORTAL_E2E_DATA_DIR}-dist`;

test('the served bundle contains no eval or new Function', () => {
  expect(existsSync(`${dist}/index.html`), `no build at ${dist}`).toBe(true);
  expect(scanForEval(dist)).toEqual([]);
});

// What a guest's first load evaluates before anything else: the page's entry script and the
// chunks it preloads: no language's texts are in them (each locale part is its
// own chunk, fetched for the language in use only).
test('the entry chunks carry no locale texts', () => {
  const page = readFileSync(`${dist}/index.html`, 'utf8');
  const files = [...page.matchAll(/(?:src|href)="\/(assets\/[\w.-]+\.js)"/g)].map((match) => match[1]!);
  expect(files.length).toBeGreaterThan(1);
  const english = JSON.parse(readFileSync(new URL('../../src/shared/i18n/locales/EN.json', import.meta.url), 'utf8')) as Record<string, string>;
  for (const file of files) {
    const code = readFileSync(`${dist}/${file}`, 'utf8');
    // A locale part is an object of "key":"text" pairs; code names keys only as arguments.
    expect(code, `${file}: locale texts`).not.toMatch(/["`]nav\.home["`]:/);
    expect(code, `${file}: English texts`).not.toContain(english['home.hotGames']);
  }
});
