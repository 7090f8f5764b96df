// The Game benchmark of game-bench.mjs in Chromium (Debian's, through playwright-core), on
// the package's web entry: issue 14 asks for Game against plain JS in the browser too. Part
// of `make bench`; needs the package in pkg/ (make bench builds it).
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../", import.meta.url));

export async function benchGameInBrowser(print, rounds) {
  if (!existsSync(`${root}pkg/web/index.js`)) {
    print("\n(Game in Chromium skipped: no pkg/; make bench builds it)");
    return;
  }
  let launchChromium;
  let serveFolder;
  try {
    ({ launchChromium, serveFolder } = await import("../tests/browser.mjs"));
  } catch {
    print("\n(Game in Chromium skipped: playwright-core is not installed; run scripts/setup.sh)");
    return;
  }
  const { server, url } = await serveFolder(root);
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    // Any page of the server will do: the modules are imported from its origin.
    await page.goto(`${url}benches/`);
    const version = browser.version();
    const lines = await page.evaluate(async (rounds) => {
      const mod = await import("/pkg/web/index.js");
      await mod.default();
      const { benchGame } = await import("/benches/game-bench.mjs");
      const out = [];
      benchGame(mod, (line) => out.push(line), rounds);
      return out;
    }, rounds);
    print(`\nThe same in Chromium ${version} (the package's web entry):`);
    for (const line of lines) print(line);
  } finally {
    await browser.close();
    server.close();
  }
}
