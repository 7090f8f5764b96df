// analyze in JavaScript, beside its named alternative: the careful plain-JS 0-1 BFS of
// plain-analyze.mjs for both players, on the same 1000x1000 rows with 30% X and 30% O, both
// checked to agree on the distances. Part of `make bench` (benches/bench.mjs). Goal: analyze
// takes at most 0.2 of the plain-JS time.
import * as plain from "./plain-analyze.mjs";
import { rng, toRows } from "../www/boards.js";
import { median } from "./timing.mjs";

function mixed(n, seed) {
  const next = rng(seed);
  const cells = Array.from({ length: n * n }, () => {
    const v = next();
    return v < 0.3 ? "X" : v < 0.6 ? "O" : ".";
  });
  return toRows(cells, n, n);
}

export function benchAnalyze(mod, print, rounds) {
  const n = 1000;
  const rows = mixed(n, 12);
  const ours = mod.analyze(rows);
  const theirs = plain.analyze(rows);
  if (ours.distance.X !== theirs.distance.X || ours.distance.O !== theirs.distance.O) {
    throw new Error(`analyze and the plain 0-1 BFS disagree: ${JSON.stringify([ours.distance, theirs.distance])}`);
  }
  const m = median(rounds, () => mod.analyze(rows));
  const p = median(rounds, () => plain.analyze(rows));
  print(
    `\n${n}x${n}, 30% X and 30% O (distances X ${ours.distance.X}, O ${ours.distance.O}): analyze ${m.toFixed(1)} ms, ` +
      `plain-JS 0-1 BFS for both players ${p.toFixed(1)} ms: analyze/JS ${(m / p).toFixed(2)} (goal at most 0.20)`,
  );
}
