// The browser-test fixture: a page that fails the test on any console error or uncaught page
// error. One exception: the browser's own "Failed to load resource" line for an API call that
// answered 4xx with an envelope — that is how the platform reports a wrong password or an
// unknown call, and the test asserts what the portal shows for it.
import { test as base, expect, type Page } from '@playwright/test';
import { trackRequests } from './settle.ts';

export const MERCHANTS = ['bdwin', 'vnlotto', 'cnstar'] as const;
export type MerchantCode = (typeof MERCHANTS)[number];

const API_PATH = /^\/(wps|lgw|lotto|idp|dev)\//;

export function merchantUrl(code: MerchantCode, path = '/'): string {
  return `http://${code}.localhost:${process.env.PORTAL_E2E_PORT}${path}`;
}

export const test = base.extend<{ page: Page; problems: string[]; expectedConsoleErrors: RegExp[] }>({
  /** Console errors a test expects and names explicitly (none by default). */
  expectedConsoleErrors: [[], { option: true }],
  problems: async ({}, use) => {
    await use([]);
  },
  page: async ({ page, problems, expectedConsoleErrors }, use) => {
    trackRequests(page); // from the first request, so settled() sees every one (settle.ts)
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      const url = message.location().url;
      let path = '';
      try {
        path = new URL(url).pathname;
      } catch {
        path = '';
      }
      if (/^Failed to load resource: the server responded with a status of 4\d\d/.test(text) && API_PATH.test(path)) return;
      if (expectedConsoleErrors.some((pattern) => pattern.test(text))) return;
      problems.push(`console.error: ${text} (${url})`);
    });
    await use(page);
    expect(problems, 'console errors or page errors during the test').toEqual([]);
  },
});

export { expect };
