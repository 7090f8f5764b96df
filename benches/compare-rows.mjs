// `winner` and `winningPath` of two builds of the package side by side in one Node process,
// with the plain-JS peer and the copy floor of benches/bench.mjs in the same rounds: how the
// "before / after" figures of issue 28 in benches/RESULTS.md are measured.
//
//   node benches/compare-rows.mjs BEFORE AFTER [--sizes 256,1024] [--rounds 9] [--only spiral,winding]
//
// BEFORE and AFTER are folders made by `node scripts/package.mjs --out DIR`. The boards are
// the board classes of bench.mjs (www/boards.js, fixed seeds); the contenders take turns
// going first round by round, and each figure is the median over the rounds of the time a
// call, in ns a cell. Both builds must give the same answers. `--only` keeps the board
// classes whose names start with one of its words.
import { createRequire } from "node:module";
import { resolve } from "node:path";
import { fullRandom, sparseNoWinner, serpentine, winding, twoWindings, squareSpiral, emptyBoard, oneLine } from "../www/boards.js";
import * as plain from "./plain.mjs";
import { middle } from "./timing.mjs";

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : fallback;
};
const dirs = args.filter((arg, i) => !arg.startsWith("--") && !args[i - 1]?.startsWith("--"));
if (dirs.length !== 2) throw new Error("usage: node benches/compare-rows.mjs BEFORE AFTER [--sizes 256,1024] [--rounds 9]");
const sizes = option("--sizes", "256,1024").split(",").map(Number);
const rounds = Number(option("--rounds", "9"));
const only = option("--only", "").split(",").filter(Boolean);
const require = createRequire(import.meta.url);
const [before, after] = dirs.map((dir) => require(resolve(dir, "node.cjs")));

const classes = [
  ["full random", (n) => fullRandom(n, n, 1), true],
  ["sparse, no winner", (n) => sparseNoWinner(n, n, 2), false],
  ["serpentine", (n) => serpentine(n, n), true],
  ["spiral, no winner", (n) => squareSpiral(n, n), false],
  ["winding losing cluster", (n) => winding(n, n), true],
  ["two winding clusters", (n) => twoWindings(n, n), false],
  ["empty", (n) => emptyBoard(n, n), false],
  // As in bench.mjs: as many cells as the square boards, in one row or one column.
  ["one row", (n) => oneLine(n * n, 3, false), true],
  ["one column", (n) => oneLine(n * n, 4, true), true],
];

const f = (x) => x.toFixed(2);
console.log(`Node ${process.versions.node}: ${dirs[0]} (before) against ${dirs[1]} (after), ${rounds} rounds, ns a cell\n`);
console.log("| board | API | before | after | plain JS | copy floor | after/before | after/JS | after/floor |");
console.log("|---|---|---|---|---|---|---|---|---|");
for (const n of sizes) {
  for (const [name, make, withPath] of classes) {
    if (only.length > 0 && !only.some((word) => name.startsWith(word))) continue;
    const rows = make(n);
    for (const api of withPath ? ["winner", "winningPath"] : ["winner"]) {
      const [a, b] = [before[api](rows), after[api](rows)];
      if (JSON.stringify(a) !== JSON.stringify(b)) throw new Error(`${n}x${n} ${name} ${api}: the builds disagree`);
      const contenders = [() => before[api](rows), () => after[api](rows), () => plain[api](rows), () => plain.copyFloor(rows)];
      const times = contenders.map(() => []);
      // About 20 ms of calls a contender a round.
      const t0 = performance.now();
      contenders[1]();
      const reps = Math.max(1, Math.min(1000, Math.round(20 / Math.max(performance.now() - t0, 0.001))));
      for (let round = 0; round < rounds; round++) {
        for (let j = 0; j < contenders.length; j++) {
          const k = (j + round) % contenders.length;
          const start = performance.now();
          for (let rep = 0; rep < reps; rep++) contenders[k]();
          times[k].push(((performance.now() - start) * 1e6) / reps / (n * n));
        }
      }
      const [tb, ta, tj, tf] = times.map(middle);
      console.log(`| ${n}x${n} ${name} | ${api} | ${f(tb)} | ${f(ta)} | ${f(tj)} | ${f(tf)} | ${f(ta / tb)} | ${f(ta / tj)} | ${f(ta / tf)} |`);
    }
  }
}
