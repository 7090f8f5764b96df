// A match of hex-connect's bestMove (WebAssembly, in this Node process) against the ai-hex
// 0.1.0 engine (native, a child process speaking its line protocol): 11x11, swap off,
// every opening played twice with the colours exchanged, the same time a move for both.
//
//   node scripts/match.mjs [--games 40] [--ms 200] [--engine target/ai-hex/bin/ai-hex]
//
// `make match` builds both first. Prints each game, then our wins and losses with a 95%
// (Wilson) interval on our score, and each side's simulations a second.
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && i + 1 < args.length ? args[i + 1] : fallback;
};
const games = Number(option("games", 40));
const ms = Number(option("ms", 200));
const size = 11;
const engine = option("engine", fileURLToPath(new URL("../target/ai-hex/bin/ai-hex", import.meta.url)));
const pkg = option("pkg", fileURLToPath(new URL("../pkg/node.cjs", import.meta.url)));
const { Game, bestMove } = createRequire(import.meta.url)(pkg);

// Openings spread over the board: rows 2, 4, ..., 10 and columns b, d, f, h, j; each one
// is played twice, once with each side moving first.
const openings = [];
for (const col of "bdfhj") for (let row = 2; row <= 10; row += 2) openings.push(`${col}${row}`);

const child = spawn(engine, [], { stdio: ["pipe", "pipe", "inherit"] });
const lines = createInterface({ input: child.stdout });
const waiting = [];
lines.on("line", (line) => {
  const next = waiting.shift();
  if (next) next(line);
});
function ask(command) {
  return new Promise((resolve) => {
    waiting.push(resolve);
    child.stdin.write(command + "\n");
  });
}

const stats = { ours: { sims: 0, ms: 0 }, theirs: { sims: 0, ms: 0 } };

async function theirMove(moves, seed) {
  // `position` answers nothing when it is well formed; `isready` marks the end of its answer.
  child.stdin.write(`position size ${size} swap off moves ${moves}\n`);
  const start = performance.now();
  const reply = await ask(`mcts simulations 1000000 softtime ${ms} seed ${seed}`);
  stats.theirs.ms += performance.now() - start;
  const words = reply.trim().split(/\s+/);
  if (words[0] !== "bestmove") throw new Error(`ai-hex answered: ${reply}`);
  const sims = words.indexOf("simulations");
  if (sims >= 0) stats.theirs.sims += Number(words[sims + 1]);
  return words[1];
}

function ourMove(game, seed) {
  const start = performance.now();
  const found = bestMove(game, { timeMs: ms, seed });
  stats.ours.ms += performance.now() - start;
  stats.ours.sims += found.simulations;
  return found.move;
}

// Plays one game; `oursFirst` says whether we are X (first, top to bottom). Returns
// whether we won.
async function play(opening, oursFirst, seed) {
  const game = new Game(size, size, { swap: false });
  game.playMove(opening);
  let ply = 1;
  while (game.winner === null) {
    const oursToMove = (game.toMove === "X") === oursFirst;
    const move = oursToMove ? ourMove(game, seed * 1000 + ply) : await theirMove(game.toMoves(), seed * 1000 + ply);
    game.playMove(move);
    ply++;
  }
  const won = (game.winner === "X") === oursFirst;
  const record = game.toMoves();
  game.free();
  return { won, record, ply };
}

const results = [];
for (let g = 0; g < games; g++) {
  const opening = openings[Math.floor(g / 2) % openings.length];
  const oursFirst = g % 2 === 0;
  const { won, ply } = await play(opening, oursFirst, g + 1);
  results.push(won);
  const wins = results.filter(Boolean).length;
  console.log(
    `game ${g + 1}: opening ${opening}, hex-connect ${oursFirst ? "X (first)" : "O"}: ${won ? "won" : "lost"} in ${ply} moves  (${wins}-${results.length - wins})`,
  );
}
child.stdin.end("quit\n");

const n = results.length;
const wins = results.filter(Boolean).length;
const p = wins / n;
// The Wilson score interval, 95%.
const z = 1.96;
const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
const half = (z / (1 + (z * z) / n)) * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n));
console.log(`\nhex-connect ${wins} wins, ${n - wins} losses of ${n} games (${(100 * p).toFixed(1)}%)`);
console.log(`95% interval of the score: ${(100 * (centre - half)).toFixed(1)}% to ${(100 * (centre + half)).toFixed(1)}%`);
const rate = (s) => Math.round((s.sims / s.ms) * 1000);
console.log(`simulations a second: hex-connect (wasm) ${rate(stats.ours)}, ai-hex (native) ${rate(stats.theirs)}`);
