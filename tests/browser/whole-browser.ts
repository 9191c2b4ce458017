// The suite drives Debian's headless shell (scripts/test.sh): the same engine without the browser's
// interface. A spec about what only the whole browser does (its tab's icon is fetched with the page)
// asks for it with `test.use(WHOLE_BROWSER)`; its worker then launches a browser of its own.

/** Chromium's flags for every browser the suite launches. */
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export const WHOLE_BROWSER = {
  launchOptions: { executablePath: process.env.FULL_CHROMIUM_PATH || '/usr/bin/chromium', args: CHROMIUM_ARGS },
};
