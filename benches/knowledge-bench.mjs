// The knowledge functions in WebAssembly, each beside a named alternative measured in the
// same run: `connections` and `mustPlay` on an 11x11 mid-game position beside `analyze` of
// the same game (the nearest per-position evaluation the package had before them), and
// `solve` of a few 7x7 openings beside the same solver compiled natively
// (examples/solve_openings.rs, timed by its own clock). Part of `make bench`
// (benches/bench.mjs); alone: `node benches/knowledge-bench.mjs [--pkg DIR]`.
import { execFileSync } from "node:child_process";
import { createRequire } from "node:module";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { rng } from "../www/boards.js";
import { median } from "./timing.mjs";

/** The 7x7 openings solved: one that wins and one that loses for the first player, each
 * proved by the solver within its 10 s, so that both runs do the same work. */
const OPENINGS = ["b6", "c7"];

/** An 11x11 game of `moves` random moves that nobody has won yet. */
function midGame(Game, moves, seed) {
  const next = rng(seed);
  for (;;) {
    const game = new Game(11, 11, { swap: false });
    while (game.moveCount < moves && game.winner === null) {
      const [r, c] = [Math.floor(next() * 11), Math.floor(next() * 11)];
      if (game.cell(r, c) === null) game.play(r, c);
    }
    if (game.winner === null) return game;
    game.free();
  }
}

/** The native solver's milliseconds for one 7x7 opening, from its own output; null where
 * it cannot be run here (no cargo). */
function native(opening, timeMs) {
  const root = fileURLToPath(new URL("..", import.meta.url));
  try {
    const out = execFileSync(
      "cargo",
      ["run", "--quiet", "--release", "--example", "solve_openings", "--", "--size", "7", "--cell", opening, "--time-ms", String(timeMs)],
      { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] },
    );
    const line = out.split("\n").find((l) => l.trim().startsWith(opening));
    // The example marks a win W, a loss "." and an unproved opening "?".
    const match = line && /\s([W.?])\s+([\d.]+) ms\s+(\d+) nodes/.exec(line);
    return match ? { mark: match[1] === "." ? "L" : match[1], ms: Number(match[2]), nodes: Number(match[3]) } : null;
  } catch {
    return null;
  }
}

export function benchKnowledge(mod, print, rounds) {
  const { Game, solve, connections, mustPlay, analyze } = mod;
  const game = midGame(Game, 40, 30);
  const found = connections(game);
  const other = game.toMove === "X" ? "O" : "X";
  const c = median(rounds, () => connections(game));
  // mustPlay runs the opponent's H-search, whose cost depends on the opponent's stones.
  const o = median(rounds, () => connections(game, other));
  const m = median(rounds, () => mustPlay(game));
  const a = median(rounds, () => analyze(game));
  print(
    `\n11x11, 40 random moves, ${game.toMove} to move (${found.length} connections, ` +
      `${found.filter((x) => x.kind === "full").length} full): connections ${c.toFixed(2)} ms (of ${other}: ${o.toFixed(2)} ms), ` +
      `mustPlay ${m.toFixed(2)} ms, analyze ${a.toFixed(3)} ms: connections/analyze ${(c / a).toFixed(0)}`,
  );
  game.free();
  const timeMs = 10000;
  for (const opening of OPENINGS) {
    const start = Game.fromMoves(opening, 7, 7, { swap: false });
    const solved = solve(start, { timeMs, winningMoves: false });
    start.free();
    const mark = solved.winner === null ? "?" : solved.winner === "X" ? "W" : "L";
    const there = native(opening, timeMs);
    // Nodes a second, the comparison that holds when a limit stops either run.
    const rate = (nodes, ms) => nodes / (ms / 1000);
    const versus = there
      ? `; natively ${there.mark} in ${(there.ms / 1000).toFixed(2)} s, ${there.nodes} nodes: native/wasm nodes a second ` +
        `${(rate(there.nodes, there.ms) / rate(solved.nodes, solved.timeMs)).toFixed(2)}`
      : "; no native build to compare with";
    print(
      `7x7 opening ${opening} (swap off): ${mark} in ${(solved.timeMs / 1000).toFixed(2)} s, ${solved.nodes} nodes in WebAssembly${versus}`,
    );
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf("--pkg");
  const pkg = at >= 0 ? process.argv[at + 1] : "pkg";
  const mod = createRequire(import.meta.url)(resolve(pkg, "node.cjs"));
  benchKnowledge(mod, console.log, 9);
}
