// The Game benchmark of game-bench.mjs in Chromium (Debian's, through playwright-core), on
// the package's web entry: issue 14 asks for Game against plain JS in the browser too. Part
// of `make bench`; needs the package in pkg/ (make bench builds it).
import { fileURLToPath } from "node:url";
import { inChromium } from "./in-chromium.mjs";

const root = fileURLToPath(new URL("../", import.meta.url));

export async function benchGameInBrowser(print, rounds) {
  const needs = `${root}pkg/web/index.js`;
  await inChromium(print, "Game in Chromium", { folder: root, needs }, async (browser, url) => {
    const page = await browser.newPage();
    // Any page of the server will do: the modules are imported from its origin.
    await page.goto(`${url}benches/`);
    const lines = await page.evaluate(async (rounds) => {
      const mod = await import("/pkg/web/index.js");
      await mod.default();
      const { benchGame } = await import("/benches/game-bench.mjs");
      const out = [];
      benchGame(mod, (line) => out.push(line), rounds);
      return out;
    }, rounds);
    print(`\nThe same in Chromium ${browser.version()} (the package's web entry):`);
    for (const line of lines) print(line);
  });
}
