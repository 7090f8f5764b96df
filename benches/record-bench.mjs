// Reading a record in JavaScript: fromSgf against the careful plain-JS reader of
// plain-sgf.mjs plus Game.fromMoves, on the same 300 random 13x13 records of 100 moves
// (some with a swap), both checked to give the same moves. Part of `make bench`.
import { performance } from "node:perf_hooks";
import { plainFromSgf } from "./plain-sgf.mjs";
import { rng } from "../www/boards.js";

function records(mod, count) {
  const texts = [];
  for (let g = 0; texts.length < count; g++) {
    const next = rng(1000 + g);
    const game = new mod.Game(13, 13);
    while (game.moveCount < 100 && !game.winner) {
      if (game.moveCount === 1 && g % 4 === 0) {
        game.playMove("swap-pieces");
        continue;
      }
      const r = Math.floor(next() * 13);
      const c = Math.floor(next() * 13);
      if (game.cell(r, c) === null) game.play(r, c);
    }
    if (game.moveCount === 100) {
      texts.push(mod.toSgf(game, { PB: `black ${g}`, PW: `white ${g}`, EV: "bench", DT: "2026-01-01" }));
    }
    game.free();
  }
  return texts;
}

/** µs per record of one pass of `read` over `texts`. */
function pass(texts, read) {
  const t = performance.now();
  for (const text of texts) read(text).free();
  return ((performance.now() - t) * 1e3) / texts.length;
}

/** Medians of each contender's time and of their ratio, over rounds that interleave them,
 * so that a busy moment of the machine weighs on both. */
function interleaved(rounds, texts, ours, theirs) {
  const a = [];
  const b = [];
  const ratio = [];
  for (let r = 0; r < rounds; r++) {
    const x = pass(texts, ours);
    const y = pass(texts, theirs);
    a.push(x);
    b.push(y);
    ratio.push(x / y);
  }
  const mid = (v) => v.sort((p, q) => p - q)[v.length >> 1];
  return [mid(a), mid(b), mid(ratio)];
}

export function benchRecords(mod, print, rounds) {
  const texts = records(mod, 300);
  for (const text of texts) {
    const a = mod.fromSgf(text);
    const b = plainFromSgf(mod.Game, text);
    if (a.toMoves() !== b.toMoves()) throw new Error("fromSgf and the plain-JS reader disagree");
    a.free();
    b.free();
  }
  const [ours, theirs, ratio] = interleaved(
    4 * rounds + 1,
    texts,
    (text) => mod.fromSgf(text),
    (text) => plainFromSgf(mod.Game, text),
  );
  const bytes = texts.reduce((n, t) => n + t.length, 0) / texts.length;
  print(`\nReading a 13x13 record of 100 moves (${bytes.toFixed(0)} bytes of SGF; 300 records, a quarter with a swap), µs per record:`);
  print("");
  print("| read | fromSgf (wasm) | plain-JS reader + Game.fromMoves | fromSgf/plain (goal ≤ 0.5) |");
  print("|---|---|---|---|");
  print(`| parse and replay | ${ours.toFixed(2)} | ${theirs.toFixed(2)} | ${ratio.toFixed(2)} |`);
}
