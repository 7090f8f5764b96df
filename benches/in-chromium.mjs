// What the benchmarks that run in Chromium share: Debian's Chromium through playwright-core
// (tests/browser.mjs) on a folder served over HTTP, or a line saying why it was skipped.
import { existsSync } from "node:fs";

/** The version of the last Chromium a benchmark opened, for the machine line of RESULTS.md. */
export const browserSeen = { version: undefined };

/** Serves `folder` and opens Chromium, calls `use(browser, url)` and closes both after;
 * when `needs` (a path) is missing or playwright-core is not installed, prints that `what`
 * was skipped and why, and resolves to undefined. */
export async function inChromium(print, what, { folder, needs }, use) {
  if (!existsSync(needs)) {
    print(`\n(${what} skipped: no ${needs}; make bench builds it)`);
    return undefined;
  }
  let browserTools;
  try {
    browserTools = await import("../tests/browser.mjs");
  } catch {
    print(`\n(${what} skipped: playwright-core is not installed; run scripts/setup.sh)`);
    return undefined;
  }
  const { server, url } = await browserTools.serveFolder(folder);
  const browser = await browserTools.launchChromium();
  browserSeen.version = browser.version();
  try {
    return await use(browser, url);
  } finally {
    await browser.close();
    server.close();
  }
}
