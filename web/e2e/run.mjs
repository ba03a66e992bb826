// What the e2e scripts share: the server's address, the artifacts folder, failures and a
// timed log, a seeded chooser (repeat a run with E2E_SEED), and Debian's Chromium.

import { chromium } from 'playwright-core';
import { mkdirSync } from 'node:fs';

export const BASE = process.env.HOLOCRON_URL;
if (!BASE) {
  console.error('set HOLOCRON_URL to the address of a running `holocron serve`');
  process.exit(2);
}
export const ARTIFACTS = new URL('./artifacts/', import.meta.url).pathname;
mkdirSync(ARTIFACTS, { recursive: true });

export const started = Date.now();
export const failures = [];
export const fail = (why) => {
  failures.push(why);
  console.error(`FAIL: ${why}`);
};
export const log = (...args) =>
  console.log(`[${((Date.now() - started) / 1000).toFixed(1)}s]`, ...args);

let seed = Number(process.env.E2E_SEED ?? Date.now() % 100000);
log(`seed ${seed}`);
/** The next number of the seeded chooser, in [0, 1). */
export const random = () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};

/**
 * Chromium on a fresh temporary profile of its own, removed on close; each context is a
 * separate, empty session (its own storage and cookies).
 */
export function launch() {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}
