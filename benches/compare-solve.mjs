// `solve` of two builds of the package side by side in one Node process: the CPU time each
// takes on the same positions, rounds alternated so that the machine's drift (10 to 15% within
// an hour here) falls on both alike. How the "CPU time in WebAssembly over a4 b6, a4 c5 and
// b4" figures of issue 30 in benches/RESULTS.md are measured.
//
//   node benches/compare-solve.mjs BEFORE AFTER [--positions "a4 b6,a4 c5,b4"] [--size 7] [--rounds 3]
//
// BEFORE and AFTER are folders made by `node scripts/package.mjs --out DIR`. Each position is
// a line of moves on an empty board, swap off, solved without the list of winning moves, as
// `make solve-openings` does, within the hour `solve` allows at most; each build first solves
// a small position untimed, so that WebAssembly's compiler has done its work before either is
// timed. CPU time (`process.cpuUsage`) rather than wall time, since nothing else of the
// process runs during a solve. A change meant to be exact must show the same nodes in both
// columns; the script says so when they differ, and fails when the builds name different
// winners.
import { createRequire } from "node:module";
import { resolve } from "node:path";
import { middle } from "./timing.mjs";

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : fallback;
};
const dirs = args.filter((arg, i) => !arg.startsWith("--") && !args[i - 1]?.startsWith("--"));
if (dirs.length !== 2) {
  throw new Error('usage: node benches/compare-solve.mjs BEFORE AFTER [--positions "a4 b6,a4 c5,b4"] [--size 7] [--rounds 3]');
}
const positions = option("--positions", "a4 b6,a4 c5,b4").split(",").map((p) => p.trim()).filter(Boolean);
const size = Number(option("--size", "7"));
const rounds = Number(option("--rounds", "3"));
if (!Number.isInteger(rounds) || rounds < 1) throw new Error(`--rounds must be a positive integer, not ${rounds}`);
const require = createRequire(import.meta.url);
const builds = dirs.map((dir) => require(resolve(dir, "node.cjs")));

/** One solve of `moves` by `build`: its answer and the CPU seconds it took. */
function run(build, moves) {
  const game = build.Game.fromMoves(moves, size, size, { swap: false });
  try {
    const before = process.cpuUsage();
    const solved = build.solve(game, { winningMoves: false, timeMs: 3_600_000 });
    const used = process.cpuUsage(before);
    if (solved.winner === null) throw new Error(`${moves}: not proved within an hour`);
    return { winner: solved.winner, nodes: solved.nodes, cpu: (used.user + used.system) / 1e6 };
  } finally {
    game.free();
  }
}

for (const build of builds) run(build, "a4 b6 c5 d4");

const f = (x) => x.toFixed(2);
console.log(`Node ${process.versions.node}: ${dirs[0]} (before) against ${dirs[1]} (after), ${size}x${size}, ${rounds} rounds, median CPU s\n`);
console.log("| position | winner | nodes before | nodes after | before | after | after/before |");
console.log("|---|---|---|---|---|---|---|");
const totals = [0, 0];
for (const moves of positions) {
  const times = [[], []];
  const answers = [null, null];
  for (let round = 0; round < rounds; round++) {
    // The builds take turns going first, round by round.
    for (const k of round % 2 === 0 ? [0, 1] : [1, 0]) {
      const answer = run(builds[k], moves);
      times[k].push(answer.cpu);
      answers[k] = answer;
    }
  }
  const [a, b] = answers;
  if (a.winner !== b.winner) throw new Error(`${moves}: the builds disagree (${a.winner} against ${b.winner})`);
  const [tb, ta] = times.map(middle);
  totals[0] += tb;
  totals[1] += ta;
  const nodes = a.nodes === b.nodes ? "" : " (nodes differ)";
  console.log(`| ${moves} | ${a.winner} | ${a.nodes} | ${b.nodes}${nodes} | ${f(tb)} | ${f(ta)} | ${f(ta / tb)} |`);
}
console.log(`| all | | | | ${f(totals[0])} | ${f(totals[1])} | ${f(totals[1] / totals[0])} |`);
