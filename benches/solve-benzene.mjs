// The package's solve() against Benzene's solver on the same positions, side by side in one
// run: issue 30's moonshot asks the 8x8 centre opening proved in the browser, and DFPN at
// least as fast as Benzene's. Each position is an opening (X's first stone, swap off, O to
// move), solved in turn by
//   - solve() in WebAssembly in this Node process (the package's CommonJS entry),
//   - solve() in WebAssembly in Chromium (the package's web entry in a page; --browser),
//   - the demo page's Solve button in Chromium, which solves in its worker (--page; it serves
//     www/ with a fresh copy of the package in www/pkg, as `make serve` does), timed from the
//     click to the answer on screen, the worker's start included,
//   - Benzene's DFPN: MoHex 2.0's `dfpn-solve-state` in a fresh process (--mohex PATH, or
//     MOHEX=PATH; `../shared/tools/build-mohex.sh DIR` builds it), its defaults (one thread,
//     its VC and inferior-cell patterns, decompositions), its time as its own log states it
//     (the solve alone, not the start of the process), its MID calls the unit of our nodes.
// One at a time, never two at once, so that no solver shares the machine with another.
//
//   node benches/solve-benzene.mjs [--size 8] [--cells d5,d4] [--time-ms 600000] [--browser] [--page] [--mohex PATH] [--pkg DIR]
//
// --cells all takes every opening of the board but the half-turned twins (the same answer).
// Exits with 1 when two solvers disagree on a winner.
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { browserSeen, inChromium } from "./in-chromium.mjs";

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at >= 0 && at + 1 < args.length ? args[at + 1] : fallback;
};
const size = Number(option("--size", "8"));
const timeMs = Number(option("--time-ms", "600000"));
const pkg = resolve(option("--pkg", "pkg"));
const mohexPath = option("--mohex", process.env.MOHEX);
const mohex = mohexPath && resolve(mohexPath);
const browser = args.includes("--browser");
const onPage = args.includes("--page");
if (!Number.isInteger(size) || size < 1 || size > 19) throw new Error(`--size must be from 1 to 19, not ${size}`);
if (!(timeMs > 0)) throw new Error(`--time-ms must be a positive number of milliseconds, not ${option("--time-ms")}`);

const name = (r, c) => `${String.fromCharCode(97 + c)}${r + 1}`;
const cellsOption = option("--cells", "d5,d4");
const cells = cellsOption === "all"
  ? Array.from({ length: size * size }, (_, i) => [Math.floor(i / size), i % size])
    .filter(([r, c]) => r < size - 1 - r || (r === size - 1 - r && c <= size - 1 - c))
    .map(([r, c]) => name(r, c))
  : cellsOption.split(",").filter(Boolean);

const { Game, solve } = createRequire(import.meta.url)(resolve(pkg, "node.cjs"));

/** Our answer in Node: { winner, seconds, nodes } (winner null when the limit came first). */
function oursInNode(cell) {
  const game = Game.fromMoves(cell, size, size, { swap: false });
  try {
    const solved = solve(game, { timeMs, winningMoves: false });
    return { winner: solved.winner, seconds: solved.timeMs / 1000, nodes: solved.nodes };
  } finally {
    game.free();
  }
}

/** Benzene's answer: { winner, seconds, nodes } from MoHex's log, winner "X" (black), "O"
 * (white) or null. */
function benzene(cell) {
  const dir = mkdtempSync(join(tmpdir(), "benzene-"));
  try {
    const commands = [
      `boardsize ${size} ${size}`,
      "param_game allow_swap 0",
      `param_dfpn timelimit ${Math.ceil(timeMs / 1000)}`,
      "clear_board",
      `play b ${cell}`,
      "dfpn-solve-state w",
      "quit",
    ];
    // MoHex writes its log into its working folder: a fresh one, removed after.
    const run = spawnSync(mohex, [], { input: `${commands.join("\n")}\n`, cwd: dir, encoding: "utf8", maxBuffer: 1 << 28 });
    if (run.error) throw new Error(`MoHex (${mohex}) did not run: ${run.error.message}`);
    const answers = run.stdout.split("\n").filter((line) => line.startsWith("=") || line.startsWith("?"));
    const verdict = answers[commands.length - 2]?.slice(1).trim();
    const stat = (label) => Number(new RegExp(`^${label}\\s+([0-9.]+)`, "m").exec(run.stderr)?.[1]);
    return {
      winner: verdict === "black" ? "X" : verdict === "white" ? "O" : null,
      seconds: stat("Elapsed Time"),
      nodes: stat("MID calls"),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Our answers in Chromium, the package's web entry: one page, the cells solved in turn. */
function oursInChromium(list) {
  return inChromium(console.log, "solve() in Chromium", { folder: pkg, needs: join(pkg, "web", "index.js") }, async (chromium, url) => {
    const page = await chromium.newPage();
    // Any page of the server will do: the modules come from its origin.
    await page.goto(`${url}web/`);
    return page.evaluate(async ({ list, size, timeMs }) => {
      const mod = await import("/web/index.js");
      await mod.default();
      return list.map((cell) => {
        const game = mod.Game.fromMoves(cell, size, size, { swap: false });
        const solved = mod.solve(game, { timeMs, winningMoves: false });
        game.free();
        return { winner: solved.winner, seconds: solved.timeMs / 1000, nodes: solved.nodes };
      });
    }, { list, size, timeMs });
  });
}

/** The demo page's Solve button: for each cell a fresh page on the opening, the longest time
 * limit the page offers, and the answer it shows. */
function onDemoPage(list) {
  const www = join(dirname(fileURLToPath(import.meta.url)), "..", "www");
  rmSync(join(www, "pkg"), { recursive: true, force: true });
  cpSync(pkg, join(www, "pkg"), { recursive: true });
  return inChromium(console.log, "the page's Solve", { folder: www, needs: join(www, "pkg", "web", "index.js") }, async (chromium, url) => {
    const answers = [];
    for (const cell of list) {
      const page = await chromium.newPage();
      // The opening as a position (the rows in the address), not a game, whose second move
      // could be the swap.
      const [r, c] = [Number(cell.slice(1)) - 1, cell.charCodeAt(0) - 97];
      const rows = Array.from({ length: size }, (_, i) => (i === r ? ".".repeat(c) + "X" + ".".repeat(size - c - 1) : ".".repeat(size)));
      await page.goto(`${url}#rule=top-bottom&rows=${rows.join("/")}`);
      await page.waitForSelector("[data-row]");
      const limits = await page.$$eval("#solve-time option", (options) => options.map((o) => Number(o.value)));
      const limit = Math.max(...limits);
      await page.selectOption("#solve-time", String(limit));
      const start = performance.now();
      await page.click("#solve");
      await page.waitForSelector('#solve-status[data-solve]:not([data-solve="running"])', { timeout: limit + 60_000 });
      const seconds = (performance.now() - start) / 1000;
      const said = await page.textContent("#solve-status");
      const winner = /^([XO]) wins/.exec(said)?.[1] ?? null;
      answers.push({ winner, seconds, said });
      await page.close();
    }
    return answers;
  });
}

const rows = cells.map((cell) => ({ cell, node: oursInNode(cell) }));
if (browser) {
  const answers = await oursInChromium(cells);
  rows.forEach((row, i) => (row.chromium = answers?.[i]));
}
if (onPage) {
  const answers = await onDemoPage(cells);
  rows.forEach((row, i) => (row.page = answers?.[i]));
}
if (mohex) for (const row of rows) row.benzene = benzene(row.cell);

const s = (answer) => (answer ? `${answer.seconds.toFixed(2)} s` : "");
const n = (answer) => (answer ? String(answer.nodes) : "");
const w = (answer) => (answer ? answer.winner ?? "unproved" : "");
const seen = browserSeen.version ? `, Chromium ${browserSeen.version}` : "";
console.log(`\n${size}x${size}, X's first stone, swap off, O to move; at most ${timeMs / 1000} s each, one solver at a time; Node ${process.versions.node}${seen}\n`);
console.log("| opening | winner | ours, Node | nodes | ours, Chromium | the page's Solve | Benzene (MoHex 2.0) | its MIDs | Benzene / ours (Node) |");
console.log("|---|---|---|---|---|---|---|---|---|");
let disagree = 0;
for (const { cell, node, chromium, page, benzene: theirs } of rows) {
  const winners = [node, chromium, page, theirs].filter(Boolean).map((a) => a.winner).filter((x) => x !== null);
  const agreed = winners.every((x) => x === winners[0]);
  if (!agreed) disagree++;
  const ratio = theirs?.winner && node.winner ? (theirs.seconds / node.seconds).toFixed(2) : "";
  console.log(`| ${cell} | ${agreed ? w(node) : `DISAGREE: ${[node, chromium, page, theirs].filter(Boolean).map(w).join(" / ")}`} | ${s(node)} | ${n(node)} | ${s(chromium)} | ${page ? `${s(page)}: "${page.said}"` : ""} | ${s(theirs)} | ${n(theirs)} | ${ratio} |`);
}
const total = (key) => rows.reduce((sum, row) => sum + (row[key]?.seconds ?? 0), 0);
console.log(`\nin all: ours ${total("node").toFixed(1)} s in Node${browser ? `, ${total("chromium").toFixed(1)} s in Chromium` : ""}${mohex ? `, Benzene ${total("benzene").toFixed(1)} s` : ""}`);
if (disagree > 0) console.log(`\n${disagree} positions with answers that disagree`);
process.exitCode = disagree > 0 ? 1 : 0;
