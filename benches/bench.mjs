// hex-connect benchmark: the module against a careful plain-JS implementation and the copy
// floor, in one Node process on the same row arrays. Run with `make bench`.
//
//   node --expose-gc benches/bench.mjs [--quick] [--rows] [--sizes 256,1024,4096] [--pkg pkg]
//
// Prints a table of medians and the ratios module/JS and module/floor, then the shipped size
// (--rows: only the tables of winner and winningPath, and the sizes of the .wasm files),
// and (unless --quick) keeps what it printed in target/bench/, where benches/results.mjs
// takes it into the generated section of benches/RESULTS.md.
import { createRequire } from "node:module";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { performance } from "node:perf_hooks";
import os from "node:os";
import * as plain from "./plain.mjs";
import { middle } from "./timing.mjs";
import { fullRandom, sparseNoWinner, serpentine, randomGame, rng, winding, twoWindings, squareSpiral, emptyBoard, oneLine } from "../www/boards.js";
import { benchGame } from "./game-bench.mjs";
import { benchGameInBrowser } from "./game-browser.mjs";
import { benchPage } from "./page-bench.mjs";
import { benchRecords } from "./record-bench.mjs";
import { benchAnalyze } from "./analyze-bench.mjs";
import { benchKnowledge } from "./knowledge-bench.mjs";
import { benchPackage } from "./package-bench.mjs";
import { browserSeen } from "./in-chromium.mjs";

const args = process.argv.slice(2);
const quick = args.includes("--quick");
// Only winner and winningPath (the rows part): the tables above the incremental game's.
const rowsOnly = args.includes("--rows");
const pkgAt = args.indexOf("--pkg");
const pkgDir = pkgAt >= 0 ? args[pkgAt + 1] : "pkg";
// The npm package of `make package`, required as a CommonJS user requires it.
const mod = createRequire(import.meta.url)(join(process.cwd(), pkgDir, "node.cjs"));

// Everything printed is also kept for benches/RESULTS.md.
const printed = [];
const print = (text = "") => {
  console.log(text);
  printed.push(text);
};

// The floor: every byte of every row copied into a buffer, as any wasm module must at least do.
const floor = plain.copyFloor;

/** Median milliseconds of one pass of `fn` over `boards`, contenders interleaved. */
function measure(contenders, boards, { rounds, minMs, collect }) {
  const times = contenders.map(() => []);
  let sink = 0;
  for (let round = 0; round < rounds; round++) {
    contenders.forEach(([, fn], k) => {
      // On large boards each contender starts from a clean heap, so none pays for another's
      // garbage. (Not on small ones: a full collection also throws away warmed-up code.)
      if (collect) globalThis.gc?.();
      let reps = 0;
      const start = performance.now();
      let now = start;
      do {
        for (const b of boards) {
          const out = fn(b);
          sink += out === null ? 0 : 1;
        }
        reps++;
        now = performance.now();
      } while (now - start < minMs);
      times[k].push((now - start) / reps / boards.length);
    });
  }
  if (sink < 0) console.log(sink); // keeps the work alive
  return times.map(middle);
}

function same(a, b) {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Checks the module against the plain-JS peer on `boards`: the winner, and (unless `api`
 * names only `winner`) the length of the shortest chain. */
function check(name, boards, api) {
  for (const b of boards) {
    if (api !== "winningPath" && mod.winner(b) !== plain.winner(b)) throw new Error(`${name}: winners differ`);
    if (api === "winner") continue;
    const pm = mod.winningPath(b);
    const pj = plain.winningPath(b);
    if ((pm === null) !== (pj === null) || (pm && pm.length !== pj.length)) throw new Error(`${name}: path lengths differ`);
  }
}

const R = quick ? 3 : 9;
const cases = [
  { name: "11x11 random games", api: "winner", boards: Array.from({ length: 500 }, (_, i) => randomGame(11, 11, 30 + (i % 60), i)), perCall: true, minMs: 40 },
  { name: "19x19 random games", api: "winner", boards: Array.from({ length: 300 }, (_, i) => randomGame(19, 19, 80 + (i % 200), i)), perCall: true, minMs: 40 },
  { name: "11x11 random games", api: "winningPath", boards: Array.from({ length: 500 }, (_, i) => randomGame(11, 11, 30 + (i % 60), i)), perCall: true, minMs: 40 },
  { name: "19x19 random games", api: "winningPath", boards: Array.from({ length: 300 }, (_, i) => randomGame(19, 19, 80 + (i % 200), i)), perCall: true, minMs: 40 },
  { name: "100x100 full random", api: "winner", boards: Array.from({ length: 20 }, (_, i) => fullRandom(100, 100, i)), perCall: true, minMs: 40 },
  { name: "100x100 full random", api: "winningPath", boards: Array.from({ length: 20 }, (_, i) => fullRandom(100, 100, i)), perCall: true, minMs: 40 },
];
// Every board class at three sizes, so that the time a cell shows whether it stays flat as
// the board grows. The one-row and one-column boards hold as many cells as the square ones.
const classes = [
  ["full random", (n) => fullRandom(n, n, 1)],
  ["sparse, no winner", (n) => sparseNoWinner(n, n, 2)],
  ["serpentine", (n) => serpentine(n, n)],
  ["spiral, no winner", (n) => squareSpiral(n, n)],
  ["winding losing cluster", (n) => winding(n, n)],
  ["two winding clusters", (n) => twoWindings(n, n)],
  ["empty", (n) => emptyBoard(n, n)],
  ["one row", (n) => oneLine(n * n, 3, false)],
  ["one column", (n) => oneLine(n * n, 4, true)],
];
// The path only where it has one to find (and at 4096 only the two classes of its goals).
const pathClasses = new Set(["full random", "serpentine", "winding losing cluster", "one row", "one column"]);
// `--sizes 256,1024` measures only those sizes.
const sizesAt = args.indexOf("--sizes");
const SIZES = sizesAt >= 0 ? args[sizesAt + 1].split(",").map(Number) : quick ? [256, 1024] : [256, 1024, 4096];
const scaled = [];
for (const n of SIZES) {
  for (const [kind, make] of classes) {
    if (n === 4096 && kind.startsWith("one ")) continue;
    const name = `${n}x${n} ${kind}`;
    const rounds = quick ? 1 : n === 4096 ? 3 : 5;
    // Made when measured, and kept for the next case of the same board only: the 4096x4096
    // boards are tens of megabytes of text each.
    const big = { make: () => [make(n)], minMs: 0, rounds, cells: n * n, kind, n };
    scaled.push({ ...big, name, api: "winner" });
    if (pathClasses.has(kind) && (n < 4096 || kind === "full random" || kind === "serpentine")) {
      scaled.push({ ...big, name, api: "winningPath" });
    }
  }
}

// How busy the machine was, beside the figures: on a shared machine that says more than the
// CPU's name about how far to trust them.
const loadAtStart = os.loadavg()[0];
// What was measured, taken now: the commit may change while the benchmarks run.
const measured = (() => {
  const git = (...a) => {
    try {
      return execFileSync("git", a, { encoding: "utf8" }).trim();
    } catch {
      return "";
    }
  };
  const commit = git("rev-parse", "--short", "HEAD") || "unknown";
  const dirty = git("status", "--porcelain", "--untracked-files=no") !== "";
  return { commit, dirty, date: new Date().toISOString().slice(0, 10) };
})();
// The machine heads the generated section of RESULTS.md, so it is not part of what is kept.
console.log(`hex-connect benchmark — Node ${process.version}, ${os.cpus()[0].model}, ${os.cpus().length} cores`);
print(`median over ${R} rounds of the mean time per call; ratios below 1 mean the module is faster\n`);
const header = ["board", "API", "module", "plain JS", "copy floor", "module/JS", "module/floor"];
const rowsOut = [];
// module/JS of the small boards' rows, for issue 28's goal on the fixed cost of a call.
const smallRatios = [];
const fmt = (ms) => (ms < 0.1 ? `${(ms * 1000).toFixed(2)} µs` : `${ms.toFixed(2)} ms`);
for (const c of cases) {
  check(c.name, c.boards);
  const api = c.api;
  const [m, j, f] = measure(
    [["module", (b) => mod[api](b)], ["js", (b) => plain[api](b)], ["floor", floor]],
    c.boards,
    { rounds: R, minMs: c.minMs, collect: !c.perCall },
  );
  rowsOut.push([c.name, api, fmt(m), fmt(j), fmt(f), (m / j).toFixed(2), (m / f).toFixed(2)]);
  if (/^(11x11|19x19) /.test(c.name)) smallRatios.push(`${c.name.slice(0, 5)} ${api} ${(m / j).toFixed(2)}`);
}
const widths = header.map((h, i) => Math.max(h.length, ...rowsOut.map((r) => r[i].length)));
const line = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(" | ")} |`;
print(line(header));
print(`|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`);
for (const r of rowsOut) print(line(r));

// The fixed cost of a call, beside the floor of an exported call that does nothing.
{
  const reps = 200000;
  const times = [];
  for (let round = 0; round < R; round++) {
    const start = performance.now();
    let sink = 0;
    for (let i = 0; i < reps; i++) sink += mod.maxInputBytes();
    times.push(((performance.now() - start) / reps) * 1e6);
    if (sink < 0) console.log(sink);
  }
  print(`\nThe floor of a call: an exported function that does nothing (maxInputBytes), ${middle(times).toFixed(1)} ns`);
  const missed = smallRatios.filter((r) => Number(r.split(" ").pop()) > 0.3);
  print(`The fixed cost on small boards (issue 28's goal: module/JS at most 0.3 on 11x11 and 19x19): ${missed.length ? `missed (${missed.join(", ")})` : "met"}`);
}

// Every board class at 256, 1024 and 4096 a side: the module, the plain-JS peer and the copy
// floor in ns a cell (medians of 5 rounds, 3 at 4096, where the plain-JS peer takes seconds).
print("\nns a cell, each board class at three sizes (module, plain JS, copy floor), and the ratios:\n");
const scaledHeader = ["board", "API", "module ns/cell", "plain JS ns/cell", "floor ns/cell", "module/JS", "module/floor"];
const scaledOut = [];
const perCell = {};
// winningPath's rows again, with the floor of its answer: the copy floor and the chain's pairs.
const answerOut = [];
let made = { name: null, boards: null };
for (const c of scaled) {
  if (made.name !== c.name) made = { name: c.name, boards: c.make() };
  c.boards = made.boards;
  check(c.name, c.boards, c.api);
  const api = c.api;
  const contenders = [["module", (b) => mod[api](b)], ["js", (b) => plain[api](b)], ["floor", floor]];
  if (api === "winningPath") {
    // Each board's chain length, read once: the floor makes as many pairs.
    const lengths = new Map(c.boards.map((b) => [b, mod.winningPath(b)?.length ?? 0]));
    contenders.push(["answer floor", (b) => [floor(b), plain.pairsFloor(lengths.get(b))]]);
  }
  const [m, j, f, a] = measure(contenders, c.boards, { rounds: c.rounds, minMs: c.minMs, collect: true });
  const ns = (ms) => ((ms * 1e6) / c.cells).toFixed(2);
  scaledOut.push([c.name, api, ns(m), ns(j), ns(f), (m / j).toFixed(2), (m / f).toFixed(2)]);
  if (a !== undefined) answerOut.push([c.name, ns(m), ns(j), ns(a), (a / j).toFixed(2), (m / a).toFixed(2)]);
  (perCell[`${api} ${c.kind}`] ??= {})[c.n] = ns(m);
}
made = null;
{
  const w = scaledHeader.map((h, i) => Math.max(h.length, ...scaledOut.map((r) => r[i].length)));
  const row = (cells) => `| ${cells.map((c, i) => c.padEnd(w[i])).join(" | ")} |`;
  print(row(scaledHeader));
  print(`|${w.map((x) => "-".repeat(x + 2)).join("|")}|`);
  for (const r of scaledOut) print(row(r));
  print(`\nThe module's ns a cell by size (flat when the cost per cell does not grow with the board):\n`);
  print(`| API and board | ${SIZES.join(" | ")} |`);
  print(`|---|${SIZES.map(() => "---").join("|")}|`);
  for (const [key, bySize] of Object.entries(perCell)) print(`| ${key} | ${SIZES.map((n) => bySize[n] ?? "-").join(" | ")} |`);
  print(
    "\nwinningPath beside the floor of its answer (the copy floor and the chain's `[row, col]` pairs, made the cheapest way found): a module can come no nearer to plain JS than floor/JS\n",
  );
  print("| board | module ns/cell | plain JS ns/cell | answer floor ns/cell | floor/JS | module/floor |");
  print("|---|---|---|---|---|---|");
  for (const r of answerOut) print(`| ${r.join(" | ")} |`);
}

if (!rowsOnly) {
// Incremental play: a 19x19 game of random moves, asking for the winner after every move,
// with Game against calling winner() on the rows each time (the caller keeps the rows up to
// date, one string replaced per move).
{
  const n = 19;
  const games = Array.from({ length: 40 }, (_, g) => {
    const order = Array.from({ length: n * n }, (_, i) => i);
    const next = rng(g + 1);
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [order[i], order[j]] = [order[j], order[i]];
    }
    return order;
  });
  const withGame = () => {
    let moves = 0;
    for (const order of games) {
      const game = new mod.Game(n, n);
      for (const cell of order) {
        moves++;
        if (game.play((cell / n) | 0, cell % n) !== null) break;
      }
      game.free();
    }
    return moves;
  };
  const withRows = () => {
    let moves = 0;
    for (const order of games) {
      const cells = Array.from({ length: n }, () => new Array(n).fill("."));
      const rows = cells.map((r) => r.join(" "));
      let turn = "X";
      for (const cell of order) {
        moves++;
        const r = (cell / n) | 0;
        cells[r][cell % n] = turn;
        rows[r] = cells[r].join(" ");
        turn = turn === "X" ? "O" : "X";
        if (mod.winner(rows) !== null) break;
      }
    }
    return moves;
  };
  if (withGame() !== withRows()) throw new Error("Game and winner() disagree on when the games end");
  const perMove = (fn) => {
    const times = [];
    for (let round = 0; round < R; round++) {
      const start = performance.now();
      const moves = fn();
      times.push((performance.now() - start) / moves);
    }
    return middle(times);
  };
  const [g, w] = [perMove(withGame), perMove(withRows)];
  print(`\n19x19 random games, winner after every move: Game ${(g * 1000).toFixed(3)} µs/move, winner() on the rows ${(w * 1000).toFixed(3)} µs/move: Game is ${(w / g).toFixed(1)}x faster`);
}

benchGame(mod, print, R);
if (!quick) await benchGameInBrowser(print, R);
benchRecords(mod, print, R);
benchAnalyze(mod, print, R);
benchKnowledge(mod, print, R);

// The demo page in Chromium: real clicks, medians (issue 13's table).
if (!quick) await benchPage(print);

// Shipped size: what a Vite app ships per entry of the packed package, and its start-up.
if (!quick) await benchPackage(print);

}

// The bare .wasm files, gzip -9: the parts of the package, and the build without Game.
for (const [file, what] of [
  [join(pkgDir, "rows", "hex_connect_rows.wasm"), "the rows part (winner, winningPath)"],
  [join(pkgDir, "core", "hex_connect_core.wasm"), "the core part (Game)"],
  [join(pkgDir, "records", "hex_connect_records.wasm"), "the records part (fromSgf, toSgf, fromTrmph, toTrmph)"],
  [join(pkgDir, "analysis", "hex_connect_analysis.wasm"), "the analysis part (analyze)"],
  [join(pkgDir, "bot", "hex_connect_bot.wasm"), "the bot part (bestMove, Bot, solve, connections, mustPlay, inferior)"],
  ["target/pkg-core/rows/hex_connect_rows.wasm", "the rows part built with --no-default-features"],
]) {
  try {
    const bytes = readFileSync(file);
    const gz = gzipSync(bytes, { level: 9 }).length;
    print(`.wasm, ${what} (${file}): ${bytes.length} bytes, ${gz} bytes gzip -9 (${(gz / 1024).toFixed(1)} KiB)`);
  } catch {
    print(`(no ${file}: make bench builds it)`);
  }
}

if (!quick) {
  const out = new URL("../target/bench/", import.meta.url);
  mkdirSync(out, { recursive: true });
  writeFileSync(new URL("node.md", out), `${printed.join("\n")}\n`);
  writeFileSync(new URL("node.json", out), `${JSON.stringify({ ...measured, node: process.version, chromium: browserSeen.version ?? null, load: [loadAtStart, os.loadavg()[0]], rowsOnly })}\n`);
  console.log("\nkept in target/bench/ for benches/results.mjs");
}
