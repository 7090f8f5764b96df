// Game.toJSON and Game.fromJSON of the built package, from Node: round trips of random games
// (moves, what redo can bring back, a fromRows start) and bad values naming their field.
import { test } from "node:test";
import assert from "node:assert/strict";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { rng } from "../../www/boards.js";
import { declares, throwsModuleError } from "./expect.mjs";

const root = new URL("../../pkg/", import.meta.url);
const lib = createRequire(import.meta.url)(fileURLToPath(new URL("node.cjs", root)));
const { Game, fromSgf } = lib;

/** Everything a player can see of a game, redo included (on a clone, so `game` is kept). */
function observe(game) {
  const seen = {
    rows: game.toRows(), moves: game.toMoves(), toMove: game.toMove, winner: game.winner,
    canUndo: game.canUndo, canRedo: game.canRedo, lastMove: game.lastMove,
  };
  const copy = game.clone();
  const redone = [];
  while (copy.redo()) redone.push(copy.lastMove);
  copy.reset();
  seen.redone = redone;
  seen.start = copy.toRows();
  copy.free();
  return seen;
}

test("toJSON and fromJSON round-trip random games, through JSON.stringify", () => {
  const next = rng(77);
  const below = (n) => Math.floor(next() * n);
  for (let g = 0; g < 300; g++) {
    const rows = 1 + below(g % 20 === 0 ? 40 : 9);
    const cols = 1 + below(g % 20 === 0 ? 40 : 9);
    const options = g % 2 ? { xConnects: "left-right" } : undefined;
    let game;
    if (g % 3 === 0) {
      const start = Array.from({ length: rows }, () =>
        Array.from({ length: cols }, () => "XO....."[below(7)]).join(" "),
      );
      game = Game.fromRows(start, options);
    } else {
      game = new Game(rows, cols, options);
    }
    for (let k = below(rows * cols + 1); k > 0 && game.winner === null; k--) {
      const r = below(rows);
      const c = below(cols);
      if (game.cell(r, c) === null) game.play(r, c);
    }
    for (let k = below(4); k > 0; k--) game.undo();
    const saved = JSON.parse(JSON.stringify(game));
    assert.deepEqual(saved, game.toJSON());
    const back = Game.fromJSON(saved);
    assert.deepEqual(observe(back), observe(game), JSON.stringify(saved));
    assert.deepEqual(back.toJSON(), saved);
    game.free();
    back.free();
  }
});

test("toJSON has the documented shape", () => {
  const game = Game.fromMoves("a1 b1 c1", 3, 3, { xConnects: "left-right" });
  game.undo();
  assert.deepEqual(game.toJSON(), { rows: 3, cols: 3, xConnects: "left-right", swap: true, moves: ["a1", "b1"], redo: ["c1"] });
  const position = Game.fromRows(["X . .", " . O .", "  . . ."]);
  position.playMove("c3");
  assert.deepEqual(position.toJSON(), {
    rows: 3, cols: 3, xConnects: "top-bottom", swap: true, moves: ["c3"], redo: [], start: ["X . .", " . O .", "  . . ."], first: "X",
  });
  assert.equal(Game.fromJSON({ rows: 2, cols: 2, moves: [] }, { xConnects: "left-right" }).toJSON().xConnects, "left-right");
});

test("swaps, the swap option, a record's info and who moved first survive the round trip", () => {
  const swapped = fromSgf("(;FF[4]GM[11]SZ[5]PB[Ann]PW[Bob];B[c2];W[swap-pieces];B[d3];W[a1])");
  swapped.undo();
  const saved = JSON.parse(JSON.stringify(swapped));
  assert.deepEqual(saved.moves, ["c2", "swap-pieces", "d3"]);
  assert.deepEqual(saved.redo, ["a1"]);
  assert.deepEqual([saved.info.PB, saved.info.PW], ["Ann", "Bob"]);
  const back = Game.fromJSON(saved);
  assert.equal(back.toMoves(), "c2 swap-pieces d3");
  assert.deepEqual(back.toRows(), swapped.toRows());
  assert.equal(back.info.PB, "Ann");
  assert.equal(back.canRedo, true);
  back.redo();
  assert.equal(back.toMoves(), "c2 swap-pieces d3 a1");

  const sides = Game.fromMoves("b2 swap-sides", 3, 3);
  assert.equal(Game.fromJSON(sides.toJSON()).toMoves(), "b2 swap-sides");
  const strict = new Game(3, 3, { swap: false });
  assert.equal(strict.toJSON().swap, false);
  const read = Game.fromJSON({ ...strict.toJSON(), moves: ["a1"] });
  throwsModuleError(() => read.playMove("swap-pieces"), { code: "BAD_SWAP" });
  throwsModuleError(() => Game.fromJSON({ rows: 2, cols: 2, moves: [], swap: "yes" }), { name: "TypeError", code: "INVALID_TYPE", message: /swap must be true or false/ });

  // A position with O to move first (as a record's PL can say) keeps its first player.
  const position = Game.fromRows(["X . .", " . . .", "  . . ."]);
  const json = position.toJSON();
  assert.equal(json.first, "O");
  assert.equal(Game.fromJSON({ ...json, first: "X" }).toMove, "X");
  assert.equal(Game.fromJSON(json).toMove, "O");
  throwsModuleError(() => Game.fromJSON({ ...json, first: "Z" }), { name: "TypeError", code: "BAD_OPTION", message: /first must be/ });
});

test("a bad value throws an Error naming the field and what was expected", () => {
  const good = { rows: 3, cols: 3, xConnects: "top-bottom", moves: ["a1"], redo: [] };
  const bad = (patch) => ({ ...good, ...patch });
  throwsModuleError(() => Game.fromJSON(null), { name: "TypeError", code: "INVALID_TYPE", message: /must be an object/ });
  throwsModuleError(() => Game.fromJSON([1]), { name: "TypeError", code: "INVALID_TYPE" });
  throwsModuleError(() => Game.fromJSON(bad({ rows: "3" })), { name: "TypeError", code: "INVALID_TYPE", message: /rows must be a number/ });
  throwsModuleError(() => Game.fromJSON(bad({ cols: 0 })), { name: "RangeError", code: "BAD_NUMBER", message: /cols must be a whole number/ });
  throwsModuleError(() => Game.fromJSON(bad({ rows: undefined })), { name: "TypeError", code: "INVALID_TYPE", message: /rows/ });
  throwsModuleError(() => Game.fromJSON(bad({ xConnects: "diagonal" })), { name: "TypeError", code: "BAD_OPTION", message: /xConnects/ });
  throwsModuleError(() => Game.fromJSON(bad({ moves: "a1 b2" })), { name: "TypeError", code: "INVALID_TYPE", message: /moves must be an array of strings/ });
  throwsModuleError(() => Game.fromJSON(bad({ moves: undefined })), { name: "TypeError", code: "INVALID_TYPE", message: /no moves/ });
  throwsModuleError(() => Game.fromJSON(bad({ redo: [1] })), { name: "TypeError", code: "INVALID_TYPE", message: /redo must be an array/ });
  throwsModuleError(() => Game.fromJSON(bad({ moves: ["a1", "a1"] })), { code: "OCCUPIED", move: 2, message: /^Game\.fromJSON: moves: move 2/ });
  throwsModuleError(() => Game.fromJSON(bad({ moves: ["z9"] })), { name: "RangeError", code: "OFF_BOARD", move: 1 });
  throwsModuleError(() => Game.fromJSON(bad({ redo: ["q"] })), { code: "BAD_MOVE", message: /^Game\.fromJSON: redo: move 1/ });
  throwsModuleError(() => Game.fromJSON(bad({ start: ["X x ."] })), { code: "BAD_CHARACTER", message: /^Game\.fromJSON: start:/ });
  throwsModuleError(() => Game.fromJSON(bad({ start: ["X . ."] })), { name: "RangeError", code: "BAD_SIZE", message: /start has 1 rows/ });
  const getter = { ...good, get moves() { throw new Error("boom"); } };
  throwsModuleError(() => Game.fromJSON(getter), { name: "TypeError", code: "INVALID_TYPE", message: /moves/ });
});

test("info is read as toSgf reads it: a Map or an object of strings under SGF names, in name order", () => {
  const good = { rows: 3, cols: 3, moves: ["a1"] };
  const read = Game.fromJSON({ ...good, info: { PW: "Bob", PB: "Ann" } });
  assert.deepEqual(Object.keys(read.info), ["PB", "PW"]);
  assert.deepEqual(Object.keys(read.toJSON().info), ["PB", "PW"]);
  // game.info is a copy: changing it changes nothing in the game.
  read.info.PB = "Eve";
  assert.equal(read.info.PB, "Ann");
  assert.deepEqual(Game.fromJSON({ ...good, info: new Map([["GC", "a map"]]) }).info, { GC: "a map" });
  assert.equal("info" in Game.fromJSON({ ...good, info: {} }).toJSON(), false);
  assert.equal("info" in Game.fromJSON({ ...good, info: null }).toJSON(), false);
  throwsModuleError(() => Game.fromJSON({ ...good, info: "PB" }), { name: "TypeError", code: "INVALID_TYPE", message: 'info must be an object of strings such as { PB: "Ann" }' });
  throwsModuleError(() => Game.fromJSON({ ...good, info: { PB: 7 } }), { name: "TypeError", code: "INVALID_TYPE", message: 'info must be an object whose values are strings, such as { PB: "Ann" }' });
  throwsModuleError(() => Game.fromJSON({ ...good, info: { pb: "Ann" } }), { name: "TypeError", code: "BAD_OPTION", message: "info.pb is not an SGF property name, which is capital letters such as PB" });
});

test("a move that fails names its field and number, and keeps its own code and cell", () => {
  const error = throwsModuleError(() => Game.fromJSON({ rows: 2, cols: 2, moves: ["a1", " b2 ", "a1"] }), { code: "OCCUPIED" });
  assert.equal(error.message, 'Game.fromJSON: moves: move 3 ("a1"): a1 (row 1, column 1) already holds an X');
  assert.deepEqual([error.move, error.row, error.column], [3, 0, 0]);
  const size = throwsModuleError(() => Game.fromJSON({ rows: 2, cols: 3, moves: [], start: ["X .", " . ."] }), { name: "RangeError", code: "BAD_SIZE" });
  assert.equal(size.message, "Game.fromJSON: start has 2 rows of 2 cells, but rows and cols say 2 x 3");
  const start = throwsModuleError(() => Game.fromJSON({ rows: 1, cols: 2, moves: [], start: ["X x"] }), { code: "BAD_CHARACTER" });
  assert.deepEqual([start.row, start.column], [0, 1]);
  assert.match(start.message, /^Game\.fromJSON: start: row 1, column 2: unexpected character 'x'/);
});

test("the GameJSON declaration is exact", () => {
  declares(root, [
    "export interface GameJSON {",
    'xConnects: "top-bottom" | "left-right";',
    "toJSON(): GameJSON;",
    "static fromJSON(value: GameJSON, options?: Options): Game;",
  ]);
});
