// Game.bestMove of the built package, from Node: the answer's exact shape, a win in one and
// a block, repeatable answers for a seed, the swap on move 2, option errors and the
// TypeScript declarations.
import { test } from "node:test";
import assert from "node:assert/strict";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { declares, throwsModuleError } from "./expect.mjs";

const root = new URL("../../pkg/", import.meta.url);
const lib = createRequire(import.meta.url)(fileURLToPath(new URL("node.cjs", root)));
const { Game } = lib;

test("bestMove gives a plain object: move, row, col, winRate, simulations", () => {
  const game = new Game(5, 5);
  const found = game.bestMove({ simulations: 200, seed: 1 });
  assert.equal(Object.getPrototypeOf(found), Object.prototype);
  assert.deepEqual(Object.keys(found), ["move", "row", "col", "winRate", "simulations"]);
  assert.equal(found.simulations, 200);
  assert.ok(found.winRate >= 0 && found.winRate <= 1);
  assert.ok(Number.isInteger(found.row) && Number.isInteger(found.col));
  // The move in notation names the same cell, and it can be played.
  game.playMove(found.move);
  assert.deepEqual(game.lastMove, [found.row, found.col]);
});

test("it takes a win in one under both rules, and blocks a single threat", () => {
  for (const xConnects of ["top-bottom", "left-right"]) {
    // X has a column (or row) of four of five with a gap in the middle.
    const rows = xConnects === "top-bottom"
      ? ["X O . . .", " X O . . .", "  . O . . .", "   X O . . .", "    X . . . ."]
      : ["X X . X X", " O O O O .", "  . . . . .", "   . . . . .", "    . . . . ."];
    const game = Game.fromRows(rows, { xConnects });
    assert.equal(game.toMove, "X");
    const found = game.bestMove({ simulations: 50 });
    assert.equal(found.winRate, 1);
    assert.equal(game.play(found.row, found.col), "X", `${xConnects}: ${found.move}`);
  }
  // O to move must block X's gap at c3 (row 2, column 2).
  const block = Game.fromRows([". . X . .", " . . X . .", "  . . . . .", "   O O X O .", "    . . X . ."]);
  assert.equal(block.toMove, "O");
  const found = block.bestMove({ simulations: 100 });
  assert.deepEqual([found.move, found.row, found.col], ["c3", 2, 2]);
});

test("a seed and a simulation count give the same answer", () => {
  const game = Game.fromMoves("e5 d6 c7", 9, 9, { swap: false });
  const a = game.bestMove({ simulations: 1000, seed: 9 });
  const b = game.bestMove({ simulations: 1000, seed: 9 });
  assert.deepEqual(a, b);
  assert.equal(game.toMoves(), "e5 d6 c7");
});

test("a time limit ends the search, and 1000 ms is the default", () => {
  const game = new Game(9, 9);
  let start = performance.now();
  const quick = game.bestMove({ timeMs: 50 });
  let took = performance.now() - start;
  assert.ok(took >= 45 && took < 1000, `${took} ms`);
  assert.ok(quick.simulations > 0);
  start = performance.now();
  game.bestMove();
  took = performance.now() - start;
  assert.ok(took >= 950 && took < 3000, `${took} ms`);
  // With both, whichever ends first.
  assert.equal(game.bestMove({ timeMs: 10000, simulations: 64 }).simulations, 64);
});

test("on move 2 it swaps the centre, as swap-pieces on a square board and swap-sides else", () => {
  const square = Game.fromMoves("d4", 7, 7);
  const found = square.bestMove({ simulations: 3000, seed: 3 });
  assert.deepEqual(found.move, "swap-pieces");
  assert.equal(found.row, null);
  assert.equal(found.col, null);
  square.playMove(found.move);
  const wide = Game.fromMoves("b2", 3, 4);
  const other = wide.bestMove({ simulations: 500, seed: 3 });
  assert.ok(other.move === "swap-sides" || other.row !== null, other.move);
  assert.notEqual(Game.fromMoves("d4", 7, 7, { swap: false }).bestMove({ simulations: 300 }).row, null);
});

test("bad options throw the module's errors; a finished game has no move", () => {
  const game = new Game(5, 5);
  throwsModuleError(() => game.bestMove(5), { name: "TypeError", code: "INVALID_TYPE" });
  throwsModuleError(() => game.bestMove([]), { name: "TypeError", code: "INVALID_TYPE" });
  throwsModuleError(() => game.bestMove({ time: 5 }), {
    name: "TypeError",
    code: "BAD_OPTION",
    message: 'unknown option "time"; the options are timeMs, simulations and seed',
  });
  throwsModuleError(() => game.bestMove({ simulations: "5" }), {
    name: "TypeError",
    code: "INVALID_TYPE",
    message: 'options.simulations must be a number, but got the string "5"',
  });
  throwsModuleError(() => game.bestMove({ simulations: 0 }), { name: "RangeError", code: "BAD_NUMBER" });
  throwsModuleError(() => game.bestMove({ timeMs: 1.5 }), { name: "RangeError", code: "BAD_NUMBER" });
  throwsModuleError(() => game.bestMove({ seed: -1 }), { name: "RangeError", code: "BAD_NUMBER" });
  throwsModuleError(() => game.bestMove({ seed: NaN }), { name: "RangeError", code: "BAD_NUMBER" });
  for (const none of [undefined, null, {}]) {
    assert.equal(game.bestMove(none ?? { simulations: 10 }).simulations >= 10, true);
  }
  const over = Game.fromMoves("a1 b1 a2", 2, 2);
  throwsModuleError(() => over.bestMove({ simulations: 10 }), { code: "GAME_OVER" });
  // The module keeps answering.
  assert.equal(game.bestMove({ simulations: 10 }).simulations, 10);
});

test("the TypeScript declarations", () => {
  declares(root, [
    "export interface SearchOptions {",
    "timeMs?: number;",
    "simulations?: number;",
    "seed?: number;",
    "export interface BotMove {",
    "move: string;",
    "row: number | null;",
    "col: number | null;",
    "winRate: number;",
    "bestMove(options?: SearchOptions): BotMove;",
  ]);
});
