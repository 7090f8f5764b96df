// The fixed cost of winner and winningPath on small boards (issue 28): several builds of the
// package side by side in one Node process, against the plain-JS peer and the copy floor of
// benches/bench.mjs, on the same boards (its 11x11 and 19x19 random games).
//
//   node benches/small-calls.mjs DIR [DIR ...]     (each DIR a package, as pkg/ of `make package`)
//
// To compare a branch with main: build main's package into a directory of its own
// (`node scripts/package.mjs --out /tmp/pkg-main` in a checkout of main), then
// `node benches/small-calls.mjs /tmp/pkg-main pkg`. Prints medians of 9 rounds (R=n for
// another count), the ratios to the plain-JS peer and to the floor, the load average at the
// start and the end, and the floor of an empty exported call.
import { createRequire } from "node:module";
import { resolve } from "node:path";
import { performance } from "node:perf_hooks";
import os from "node:os";
import * as plain from "./plain.mjs";
import { middle } from "./timing.mjs";
import { randomGame } from "../www/boards.js";

const require = createRequire(import.meta.url);
const builds = process.argv.slice(2).map((dir) => [dir, require(resolve(dir, "node.cjs"))]);
if (builds.length === 0) throw new Error("usage: node benches/small-calls.mjs DIR [DIR ...]");

// The floor of benches/bench.mjs: every row's bytes copied into a buffer by encodeInto.
const floor = plain.copyFloor;

// Median ns a call of each contender, the contenders interleaved within each round.
function measure(contenders, boards, rounds) {
  const times = contenders.map(() => []);
  let sink = 0;
  for (let round = 0; round < rounds; round++) {
    contenders.forEach(([, fn], k) => {
      let reps = 0;
      const start = performance.now();
      let now = start;
      do {
        for (const b of boards) sink += fn(b) === null ? 0 : 1;
        reps++;
        now = performance.now();
      } while (now - start < 40);
      times[k].push(((now - start) / reps / boards.length) * 1e6);
    });
  }
  if (sink < 0) console.log(sink);
  return times.map(middle);
}

const rounds = Number(process.env.R ?? 9);
const cases = [
  ["11x11 random games", Array.from({ length: 500 }, (_, i) => randomGame(11, 11, 30 + (i % 60), i))],
  ["19x19 random games", Array.from({ length: 300 }, (_, i) => randomGame(19, 19, 80 + (i % 200), i))],
];
console.log(`Node ${process.version}, ${os.cpus().length} cores, load average ${os.loadavg().map((x) => x.toFixed(2)).join(" ")}`);
console.log("| board | API | build | ns a call | module/JS | module/floor |");
console.log("|---|---|---|---|---|---|");
for (const api of ["winner", "winningPath"]) {
  for (const [name, boards] of cases) {
    // The same winners, and chains of the same length, as the plain-JS peer.
    const key = (v) => (Array.isArray(v) ? v.length : v);
    const want = JSON.stringify(boards.map((b) => key(plain[api](b))));
    for (const [dir, mod] of builds) {
      if (JSON.stringify(boards.map((b) => key(mod[api](b)))) !== want) throw new Error(`${dir}: ${api} differs from plain JS on ${name}`);
    }
    const contenders = [...builds.map(([dir, mod]) => [dir, (b) => mod[api](b)]), ["plain JS", (b) => plain[api](b)], ["copy floor", floor]];
    const t = measure(contenders, boards, rounds);
    const [js, fl] = t.slice(builds.length);
    builds.forEach(([dir], k) => console.log(`| ${name} | ${api} | ${dir} | ${t[k].toFixed(0)} | ${(t[k] / js).toFixed(2)} | ${(t[k] / fl).toFixed(2)} |`));
    console.log(`| ${name} | ${api} | plain JS | ${js.toFixed(0)} | | |`);
    console.log(`| ${name} | ${api} | copy floor | ${fl.toFixed(0)} | | |`);
  }
}
const times = [];
for (let round = 0; round < rounds; round++) {
  const start = performance.now();
  let sink = 0;
  for (let i = 0; i < 200000; i++) sink += builds[0][1].maxInputBytes();
  times.push(((performance.now() - start) / 200000) * 1e6);
  if (sink < 0) console.log(sink);
}
console.log(`\nAn empty exported call (maxInputBytes): ${middle(times).toFixed(1)} ns; load average at the end ${os.loadavg()[0].toFixed(2)}`);
