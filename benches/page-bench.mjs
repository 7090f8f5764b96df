// The demo page's speed as a person meets it: Debian's Chromium through playwright-core,
// real clicks, and for each the time from the pointer going down to the first frame painted
// after the page handled it (the span the Event Timing API reports as an interaction's
// duration, measured here to the frame so that short ones count too). Medians. Part of
// `make bench`; needs the npm package copied into www/pkg (make bench copies it).
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { inChromium } from "./in-chromium.mjs";
import { middle as median } from "./timing.mjs";

const www = fileURLToPath(new URL("../www/", import.meta.url));

// Installed in the page: the time from pointerdown to the frame after the click's handlers.
// And, for a new board, the time until its last cell's element is there: a large board is
// painted first and gets its cells' elements (the test hooks, the focus, the screen reader's
// names) a band of rows a frame after, saying aria-busy until then.
function instrument() {
  window.__timings = [];
  window.__filled = null;
  let down = 0;
  const board = document.getElementById("hexboard");
  new MutationObserver(() => {
    if (!board.hasAttribute("aria-busy")) window.__filled = performance.now() - down;
  }).observe(board, { attributes: true, attributeFilter: ["aria-busy"] });
  document.addEventListener("pointerdown", (e) => { down = e.timeStamp; window.__filled = null; }, true);
  document.addEventListener("click", () => {
    const start = down;
    requestAnimationFrame(() => setTimeout(() => window.__timings.push(performance.now() - start), 0));
  }, true);
}

export async function benchPage(print, rounds = 7) {
  const rows = [];
  const searching = [];
  const ran = await inChromium(print, "page timings", { folder: www, needs: join(www, "pkg") }, async (browser, base) => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    // A fresh page (an empty 11x11 board) that records its clicks' timings.
    const load = async () => {
      await page.goto(base);
      await page.waitForSelector("[data-row]");
      await page.evaluate(instrument);
    };
    await load();
    const take = async () => {
      await page.waitForFunction(() => window.__timings.length > 0);
      return page.evaluate(() => window.__timings.shift());
    };
    for (const n of [11, 19, 100, 200]) {
      const fresh = [];
      const filled = [];
      const moves = [];
      for (let round = 0; round < rounds; round++) {
        await page.fill("#new-rows", String(n));
        await page.fill("#new-cols", String(n));
        await page.click('#new-board button[type="submit"]');
        const painted = await take();
        fresh.push(painted);
        await page.waitForSelector("#hexboard:not([aria-busy])", { state: "attached" });
        await page.waitForSelector(`[data-row="${n - 1}"][data-col="${n - 1}"]`);
        // A board that never said aria-busy had all its cells in its first frame.
        filled.push((await page.evaluate(() => window.__filled)) ?? painted);
        // Moves spread over the board, away from each other so that none wins.
        for (let k = 0; k < 3; k++) {
          const r = (round * 3 + k) * 2 % n;
          const c = (k * 5 + round) % n;
          await page.click(`[data-row="${r}"][data-col="${c}"]`);
          moves.push(await take());
        }
      }
      rows.push([`${n}x${n}`, median(fresh), median(filled), median(moves)]);
    }
    // Clicks while the computer searches in its worker, on 11x11, in a search that lasts until
    // Stop (an hour a move, a choice added here) so that every click falls inside it.
    await load();
    await page.evaluate(() => document.getElementById("bot-time").add(new Option("an hour", "3600000")));
    await page.selectOption("#bot-time", "3600000");
    await page.selectOption("#bot-side", "O");
    await page.click('[data-row="5"][data-col="5"]');
    await take();
    await page.waitForFunction(() => document.getElementById("bot-status").textContent.startsWith("Thinking"));
    for (let i = 0; i < 2 * rounds + 1; i++) {
      await page.click("#hints");
      searching.push(await take());
    }
    await page.click("#stop");
    return true;
  });
  if (!ran) return;
  const small = rows.find((r) => r[0] === "19x19")[3];
  print("\nThe demo page in Chromium: real clicks, pointer down to the next painted frame, medians (ms):");
  print("");
  print("| board | New board painted | all its cells' elements there | one move painted | move / move on 19x19 |");
  print("|---|---|---|---|---|");
  for (const [name, fresh, filled, move] of rows) {
    print(`| ${name} | ${fresh.toFixed(1)} | ${filled.toFixed(1)} | ${move.toFixed(1)} | ${(move / small).toFixed(2)} |`);
  }
  print("");
  print(
    `While the computer searches in its worker: a click on the Hints switch painted in ${median(searching).toFixed(1)} ms ` +
      `(median of ${searching.length}), ${Math.max(...searching).toFixed(1)} ms at most (goal at most 50)`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await benchPage(console.log);
