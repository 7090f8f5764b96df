// What an app ships and waits for, per entry of the npm package (issues 10 and 29): a Vite
// production build of an app, installed from the packed tarball as a user would; the gzip -9
// size of everything in its dist/ that is not the HTML page, and of what the page downloads
// (Vite copies every `.wasm` of the web entry into dist/, also a part the app never fetches);
// and the time from the start of the import to the first answer in headless Chromium, median
// of fresh page loads.
//
// The two contenders are the package's own entries, side by side in one run:
//   default  `import { winner } from "hex-connect"`: the .wasm embedded in the module, compiled
//            and instantiated synchronously on import.
//   web      `import init, { winner } from "hex-connect/web"` and `await init()`: the .wasm as
//            its own file, compiled while it streams in.
// and the four apps of issue 29, each with its goal for the gzip -9 of dist/ (from the default
// entry): one that uses only `winner`, one that uses only `Game` (play, undo, winner,
// toMoves), one that puts a `<hex-board>` on the page and reads its game, and one that uses
// every export of the package but the bot part's (`bestMove`, `Bot`, and the knowledge
// functions the bot searches with, which live in its part as issue 30 allows): the rows,
// `Game`, the records and `analyze`, each part of the package a separate instance.
//
// Then what a game crossing from the core part to another costs (it goes by value: a
// snapshot the core writes, replayed by the other part), in Node, beside what the other
// part's work costs on the same game.
//
//   node benches/package-bench.mjs [--sizes] [app name ...]
//
// --sizes skips the page loads; names keep only the apps whose name starts with one of them.
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { performance } from "node:perf_hooks";
import { middle } from "./timing.mjs";
import { bin, install, project, root, sh } from "../tests/package/install.mjs";

const ROWS = JSON.stringify(["X O . .", " X O . .", "  X . O .", "   X . . O"]);
const ENTRIES = [
  ["default", (names) => `import { ${names} } from "hex-connect";`],
  ["web", (names) => `import init, { ${names} } from "hex-connect/web";\nawait init();`],
];
// A game X wins down column a, with a move taken back on the way.
const PLAYED = `(() => {
  const game = new Game(4, 4);
  for (const [r, c] of [[0, 0], [0, 1], [1, 0], [1, 1], [2, 0], [2, 1], [3, 3]]) game.play(r, c);
  game.undo();
  game.play(3, 0);
  return game.toMoves() === "a1 b1 a2 b2 a3 b3 a4" ? game.winner : game.toMoves();
})()`;
/** Every export of the built package but the bot part's, which an app of every feature uses. */
async function allButBot() {
  const exported = async (file) => Object.keys(await import(pathToFileURL(join(root, "pkg", file)).href));
  const bot = await exported(join("bot", "index.js"));
  return (await exported("index.js")).filter((n) => !bot.includes(n)).sort();
}
// The four apps: name, goal (bytes, gzip -9 of dist/ from the default entry), the entry's
// names it imports, the answer ("X"), the element's import (by entry) or "".
const BOARD = (entry) => `import { HexBoard } from "hex-connect${entry === "web" ? "/web" : ""}/board";`;
const apps = async () => [
  ["winner only", 20_000, "winner", `winner(${ROWS})`, ""],
  ["Game only", 32_000, "Game", PLAYED, ""],
  ["<hex-board> and Game", 45_000, "Game", `(() => {
  const board = Object.assign(new HexBoard(), { rows: ${ROWS} });
  document.body.appendChild(board);
  return board.game.winner;
})()`, BOARD],
  ["every feature but the bot", 56_000, (await allButBot()).join(", "), `(() => {
  const game = Game.fromRows(${ROWS});
  const again = fromSgf(toSgf(game));
  const link = fromTrmph(toTrmph(game));
  const answers = [winner(${ROWS}), analyze(game).winner, again.winner, link.winner, winningPath(${ROWS}) && "X"];
  // The remaining exports, kept by their use here.
  const rest = [${(await allButBot()).filter((n) => !["Game", "fromSgf", "toSgf", "fromTrmph", "toTrmph", "winner", "analyze", "winningPath"].includes(n)).join(", ")}];
  return answers.every((a) => a === "X") && rest.every((f) => typeof f === "function") ? "X" : JSON.stringify(answers);
})()`, ""],
];

const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;

function files(at) {
  return readdirSync(at).flatMap((f) => (statSync(join(at, f)).isDirectory() ? files(join(at, f)) : [join(at, f)]));
}

/** Prints the table; `loads` fresh page loads per entry for the start-up median. */
export async function benchPackage(print, { loads = 15, only = [] } = {}) {
  await benchCrossing(print);
  install();
  const { launchChromium, serveFolder } = await import("../tests/browser.mjs");
  const browser = loads > 0 ? await launchChromium() : null;
  print("\nWhat a Vite production build of an app ships (its dist/ but the HTML: files, bytes, gzip -9),");
  print("what the page downloads of it (gzip -9), and import to first answer in Chromium (median of");
  print(`${loads} fresh pages); the goal is issue 29's, for the default entry:\n`);
  print("| app uses | entry | files | bytes | gzip -9 | goal | downloaded, gzip -9 | import to first answer |");
  print("|---|---|---|---|---|---|---|---|");
  try {
    for (const [app, goal, names, answer, also] of await apps()) {
      if (only.length > 0 && !only.some((name) => app.startsWith(name))) continue;
      for (const [entry, load] of ENTRIES) {
        // The app is a module of its own, which the timer imports: its static import lets
        // the bundler see which exports it uses.
        const at = project(`bench-${entry}-${app.replace(/\W+/g, "-")}`, {
          "index.html": '<!doctype html><meta charset="utf-8"><link rel="icon" href="data:,"><body><script type="module" src="/main.js"></script></body>\n',
          "app.js": `${load(names)}\n${also ? also(entry) : ""}\nexport const answer = ${answer};\n`,
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
        const verdict = entry === "default" ? `${(goal / 1000).toFixed(0)} kB: ${gz <= goal ? "met" : "MISSED"}` : "";
        if (!browser) {
          print(`| ${app} | ${entry} | ${shipped.length} | ${raw} | ${gz} (${kib(gz)}) | ${verdict} | | |`);
          continue;
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
        print(`| ${app} | ${entry} | ${shipped.length} | ${raw} | ${gz} (${kib(gz)}) | ${verdict} | ${fetched} (${kib(fetched)}) | ${median.toFixed(1)} ms |`);
      }
    }
  } finally {
    await browser?.close();
  }
}

/** A game played from the empty board in the order of a seeded shuffle until it is won. */
function playedOut(Game, n, seed) {
  let state = seed;
  const next = () => ((state = (Math.imul(state, 1103515245) + 12345) >>> 0) / 2 ** 32);
  const order = Array.from({ length: n * n }, (_, i) => i);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [order[i], order[j]] = [order[j], order[i]];
  }
  const game = new Game(n, n);
  game.playCells(order);
  return game;
}

/** Median microseconds of `fn`, run in batches of `batch` calls. */
function micros(fn, batch = 200, rounds = 25) {
  const times = [];
  for (let round = 0; round < rounds; round++) {
    const start = performance.now();
    for (let i = 0; i < batch; i++) fn();
    times.push(((performance.now() - start) * 1000) / batch);
  }
  return middle(times);
}

/** Prints what a game crossing between parts costs: its snapshot (the core's `__toValue`)
 * and its replay (`Game.__fromValue`, the code every part replays with), for a game played
 * out on 11x11 and on 19x19, beside `clone()` (a copy within one instance) and `analyze` of
 * the same game, whose every call crosses once. */
export async function benchCrossing(print) {
  const { Game, analyze } = await import(pathToFileURL(join(root, "pkg", "index.js")).href);
  print("\nA game crossing from the core part to another, by value (µs, median of 25 batches, Node):\n");
  print("| board | moves | snapshot words | snapshot | replay | crossing | clone() | analyze(game) | crossing / analyze |");
  print("|---|---|---|---|---|---|---|---|---|");
  for (const n of [11, 19]) {
    const game = playedOut(Game, n, 29);
    const snapshot = game.__toValue();
    const write = micros(() => game.__toValue());
    const read = micros(() => Game.__fromValue(snapshot).free());
    const clone = micros(() => game.clone().free());
    const analysis = micros(() => analyze(game), 20);
    const crossing = write + read;
    print(`| ${n}x${n} | ${game.moveCount} | ${snapshot.length} | ${write.toFixed(1)} | ${read.toFixed(1)} | ${crossing.toFixed(1)} | ${clone.toFixed(1)} | ${analysis.toFixed(1)} | ${(crossing / analysis).toFixed(2)} |`);
    game.free();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  await benchPackage(console.log, { loads: args.includes("--sizes") ? 0 : 15, only: args.filter((a) => !a.startsWith("--")) });
}
