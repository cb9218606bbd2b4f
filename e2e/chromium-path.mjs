import { existsSync } from 'node:fs';

/**
 * The browser of the journeys and screenshots, found one way for the test command
 * (scripts/test.mjs) and the journeys (browser.ts): CHROMIUM_PATH, else Chromium's headless shell
 * (`apt-get install chromium-headless-shell`, the headless browser Playwright itself defaults to:
 * the journeys took 344 s in it against 434 s in the full browser's headless mode), else the full
 * Chromium.
 * @type {string}
 */
export const chromiumPath =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path)) ??
  '/usr/bin/chromium';
