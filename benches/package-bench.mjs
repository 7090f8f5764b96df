// What an app ships and waits for, per entry of the npm package (issue 10): a Vite production
// build of an app, installed from the packed tarball as a user would; the gzip -9 size of
// everything in its dist/ that is not the HTML page, and of what the page downloads (Vite copies
// every `.wasm` of the web entry into dist/, also a part the app never fetches); and the time
// from the start of the import to the first answer in headless Chromium, median of fresh page
// loads.
//
// The two contenders are the package's own entries, side by side in one run:
//   default  `import { winner } from "hex-connect"`: the .wasm embedded in the module, compiled
//            and instantiated synchronously on import.
//   web      `import init, { winner } from "hex-connect/web"` and `await init()`: the .wasm as
//            its own file, compiled while it streams in.
// and four apps: one that uses `winner` (the goal of the issue), one that uses `Game`, one that
// uses both, which ships both parts of the package, and one that puts a `<hex-board>` on the
// page and reads its game's winner (the board entry, over the default entry's `Game`).
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { bin, install, project, sh } from "../tests/package/install.mjs";

const ROWS = JSON.stringify(["X O . .", " X O . .", "  X . O .", "   X . . O"]);
const ENTRIES = [
  ["default", (names) => `import { ${names} } from "hex-connect";`],
  ["web", (names) => `import init, { ${names} } from "hex-connect/web";\nawait init();`],
];
// Each app: its name, the entry's names it imports, the answer, and any other import.
const BOARD = 'import { HexBoard } from "hex-connect/board";';
const APPS = [
  ["winner", "winner", `winner(${ROWS})`, ""],
  ["Game", "Game", `Game.fromRows(${ROWS}).winner`, ""],
  ["winner and Game", "winner, Game", `winner(${ROWS}) === Game.fromRows(${ROWS}).winner ? winner(${ROWS}) : "disagree"`, ""],
  ["<hex-board> and Game", "Game", `document.body.appendChild(Object.assign(new HexBoard(), { rows: ${ROWS} })).game.winner`, BOARD],
];

const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;

function files(at) {
  return readdirSync(at).flatMap((f) => (statSync(join(at, f)).isDirectory() ? files(join(at, f)) : [join(at, f)]));
}

/** Prints the table; `loads` fresh page loads per entry for the start-up median. */
export async function benchPackage(print, { loads = 15 } = {}) {
  install();
  const { launchChromium, serveFolder } = await import("../tests/browser.mjs");
  const browser = await launchChromium();
  print("\nWhat a Vite production build of an app ships (its dist/ but the HTML: files, bytes, gzip -9),");
  print("what the page downloads of it (gzip -9), and import to first answer in Chromium (median of");
  print(`${loads} fresh pages):\n`);
  print("| app uses | entry | files | bytes | gzip -9 | downloaded, gzip -9 | import to first answer |");
  print("|---|---|---|---|---|---|---|");
  try {
    for (const [app, names, answer, also] of APPS) {
      for (const [entry, load] of ENTRIES) {
        // The app is a module of its own, which the timer imports: its static import lets
        // the bundler see which exports it uses.
        const at = project(`bench-${entry}-${app.replace(/\W+/g, "-")}`, {
          "index.html": '<!doctype html><meta charset="utf-8"><link rel="icon" href="data:,"><body><script type="module" src="/main.js"></script></body>\n',
          "app.js": `${load(names)}\n${also}\nexport const answer = ${answer};\n`,
          "main.js": `const start = performance.now();
const { answer } = await import("./app.js");
document.body.dataset.result = JSON.stringify({ answer, ms: performance.now() - start });
`,
        });
        sh(join(bin, "vite"), ["build", "--logLevel", "warn"], { cwd: at });
        const dist = join(at, "dist");
        const shipped = files(dist).filter((f) => !f.endsWith(".html"));
        let raw = 0;
        let gz = 0;
        for (const f of shipped) {
          const bytes = readFileSync(f);
          raw += bytes.length;
          gz += gzipSync(bytes, { level: 9 }).length;
        }
        const { server, url } = await serveFolder(dist);
        const times = [];
        let fetched = 0;
        for (let i = 0; i < loads; i++) {
          const context = await browser.newContext();
          const page = await context.newPage();
          const bodies = [];
          page.on("response", (r) => { if (r.request().resourceType() !== "document") bodies.push(r.body()); });
          await page.goto(url);
          await page.waitForFunction(() => document.body?.dataset.result);
          if (i === 0) for (const body of await Promise.all(bodies)) fetched += gzipSync(body, { level: 9 }).length;
          const result = JSON.parse(await page.evaluate(() => document.body.dataset.result));
          if (result.answer !== "X") throw new Error(`${app}, ${entry}: the answer was ${result.answer}`);
          times.push(result.ms);
          await context.close();
        }
        server.close();
        times.sort((a, b) => a - b);
        const median = times[times.length >> 1];
        print(`| ${app} | ${entry} | ${shipped.length} | ${raw} | ${gz} (${kib(gz)}) | ${fetched} (${kib(fetched)}) | ${median.toFixed(1)} ms |`);
      }
    }
  } finally {
    await browser.close();
  }
}
