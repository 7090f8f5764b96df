// Solves every opening of a board in WebAssembly, in Node, through the package's `solve`:
// the first stone on each cell, the swap rule off, the second player to move, one search for
// each opening and its half-turned twin. Prints each opening's answer, time and nodes, the
// total, and the map of first moves that win (W), lose (L) or were left unproved (?); on
// 7x7 it checks the map against the published one.
//
//   node scripts/solve-openings.mjs [--size 7] [--time-ms 10000] [--cell d4] [--pkg DIR]
//   make solve-openings SIZE=7 TIME_MS=10000
//
// It exits with 1 when a proved opening disagrees with the published map, and with 0
// otherwise, unproved openings included: "?" says the limit came first, never a guess.
import { createRequire } from "node:module";
import { resolve } from "node:path";

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at >= 0 && at + 1 < args.length ? args[at + 1] : fallback;
};
const size = Number(option("--size", "7"));
const timeMs = Number(option("--time-ms", "10000"));
const only = option("--cell", null);
const pkg = resolve(option("--pkg", "pkg"));
if (!Number.isInteger(size) || size < 1 || size > 19) throw new Error(`--size must be from 1 to 19, not ${size}`);

const { Game, solve } = createRequire(import.meta.url)(resolve(pkg, "node.cjs"));

// The winning (W) and losing (L) first moves of 7x7 for the player joining top and bottom,
// row by row from the top, a1 at the left of the first row: Hayward, Björnsson, Johanson,
// Kan, Po and van Rijswijck, "Solving 7x7 Hex" (2003; Theoretical Computer Science 349,
// 2005), confirmed by later solvers (Benzene's regression tests list the same 49 answers).
const PUBLISHED = {
  7: ["LLLLLLW", "LLWLWWW", "LWWWWWL", "WWWWWWW", "LWWWWWL", "WWWLWLL", "WLLLLLL"],
};

const name = (r, c) => `${String.fromCharCode(97 + c)}${r + 1}`;
const map = Array.from({ length: size }, () => Array(size).fill("?"));
const published = PUBLISHED[size];
const disagree = [];
let total = 0;
let nodes = 0;
let proved = 0;
for (let r = 0; r < size; r++) {
  for (let c = 0; c < size; c++) {
    if (only !== null && only !== name(r, c)) continue;
    // Half a turn maps each player's edges onto each other, so an opening has the winner of
    // its turned twin: of each pair only the first in reading order is searched.
    const [tr, tc] = [size - 1 - r, size - 1 - c];
    if (only === null && (tr < r || (tr === r && tc < c))) {
      const mark = map[tr][tc];
      map[r][c] = mark;
      if (mark !== "?") proved++;
      const expected = published?.[r]?.[c];
      if (expected && mark !== "?" && mark !== expected) disagree.push(name(r, c));
      console.log(`${name(r, c).padStart(4)} ${mark} as ${name(tr, tc)} turned`);
      continue;
    }
    const game = Game.fromMoves(name(r, c), size, size, { swap: false });
    const solved = solve(game, { timeMs, winningMoves: false });
    game.free();
    // The second player is to move: the opening wins when it loses.
    const mark = solved.winner === null ? "?" : solved.winner === "X" ? "W" : "L";
    map[r][c] = mark;
    total += solved.timeMs;
    nodes += solved.nodes;
    if (mark !== "?") proved++;
    const expected = published?.[r]?.[c];
    if (expected && mark !== "?" && mark !== expected) disagree.push(name(r, c));
    console.log(
      `${name(r, c).padStart(4)} ${mark} ${(solved.timeMs / 1000).toFixed(2).padStart(7)} s ${String(solved.nodes).padStart(9)} nodes` +
        `${solved.complete ? "" : " (stopped)"}${expected && mark !== "?" && mark !== expected ? ` DISAGREES: published ${expected}` : ""}`,
    );
  }
}
const tried = only === null ? size * size : 1;
console.log(`\n${proved} of ${tried} openings proved in ${(total / 1000).toFixed(1)} s, ${nodes} nodes (at most ${timeMs / 1000} s each, in WebAssembly)`);
console.log(`\nfirst moves for X (top-bottom), swap off: W wins, L loses, ? unproved\n`);
console.log(`  ${Array.from({ length: size }, (_, c) => String.fromCharCode(97 + c)).join(" ")}`);
for (let r = 0; r < size; r++) console.log(`${String(r + 1).padStart(2)}${" ".repeat(r + 1)}${map[r].join(" ")}`);
if (published) {
  console.log(disagree.length === 0
    ? `\nevery proved opening agrees with the published ${size}x${size} map`
    : `\n${disagree.length} proved openings disagree with the published map: ${disagree.join(" ")}`);
} else {
  console.log(`\nno published map of ${size}x${size} to check against here`);
}
process.exitCode = disagree.length === 0 ? 0 : 1;
