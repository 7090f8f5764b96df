// The Game class of the built package, from Node: incremental winners against winner(),
// undo and redo, notation, errors and the exact TypeScript declaration.
import { test } from "node:test";
import assert from "node:assert/strict";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { rng } from "../../www/boards.js";
import { declares, throwsModuleError } from "./expect.mjs";

const root = new URL("../../pkg/", import.meta.url);
const lib = createRequire(import.meta.url)(fileURLToPath(new URL("node.cjs", root)));
const { Game, analyze, bestMove, toSgf, toTrmph, winner } = lib;

test("after every move of thousands of random games, game.winner equals winner(game.toRows())", () => {
  const next = rng(2026);
  const below = (n) => Math.floor(next() * n);
  let moves = 0;
  for (let n = 0; n < 2000; n++) {
    const rows = 1 + below(26);
    const cols = 1 + below(26);
    const options = { xConnects: n % 2 ? "left-right" : "top-bottom" };
    const game = new Game(rows, cols, options);
    const cells = [];
    for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) cells.push([r, c]);
    for (let i = cells.length - 1; i > 0; i--) {
      const j = below(i + 1);
      [cells[i], cells[j]] = [cells[j], cells[i]];
    }
    const history = [game.toRows()];
    for (const [r, c] of cells) {
      const result = game.play(r, c);
      moves++;
      assert.equal(result, winner(game.toRows(), options));
      assert.equal(game.winner, result);
      history.push(game.toRows());
      if (result) break;
    }
    assert.ok(game.winner, "a full board or a win ends the game");
    assert.deepEqual(game.winningPath(), lib.winningPath(game.toRows(), options));
    // Notation round-trips.
    const replay = Game.fromMoves(game.toMoves(), rows, cols, options);
    assert.deepEqual(replay.toRows(), game.toRows());
    assert.equal(replay.winner, game.winner);
    // Undo to any point restores exactly the earlier rows.
    const back = below(game.moveCount + 1);
    for (let k = 0; k < back; k++) assert.equal(game.undo(), true);
    assert.deepEqual(game.toRows(), history[history.length - 1 - back]);
    assert.equal(game.winner, back === 0 ? replay.winner : null);
    assert.equal(game.toMove, game.moveCount % 2 === 0 ? "X" : "O");
    game.free();
    replay.free();
  }
  assert.ok(moves > 100000, String(moves));
});

test("illegal moves throw errors with a class and a code, and change nothing", () => {
  const game = new Game(2, 2);
  game.play(0, 0);
  const rows = game.toRows();
  const number = (message) => ({ name: "RangeError", code: "BAD_NUMBER", message });
  for (const [move, expected] of [
    [() => game.play(0, 0), { code: "OCCUPIED", message: "a1 (row 1, column 1) already holds an X", row: 0, column: 0 }],
    [() => game.play(2, 0), { name: "RangeError", code: "OFF_BOARD", message: "row 3, column 1 is off the board, which has 2 rows and 2 columns", row: 2, column: 0 }],
    // The largest number that crosses as a u32 (see `play` in rows.js), and the smallest
    // that does not.
    [() => game.play(2 ** 32 - 1, 0), { name: "RangeError", code: "OFF_BOARD", message: /^row 4294967296, column 1 is off the board/, row: 2 ** 32 - 1, column: 0 }],
    [() => game.play(-1, 0), number("row must be a whole number from 0 to 4294967295, but got -1")],
    [() => game.play(0.5, 0), number("row must be a whole number from 0 to 4294967295, but got 0.5")],
    [() => game.play("a", 0), number("row must be a whole number from 0 to 4294967295, but got NaN")],
    [() => game.play(0, NaN), number("col must be a whole number from 0 to 4294967295, but got NaN")],
    [() => game.play(0, 2 ** 32), number("col must be a whole number from 0 to 4294967295, but got 4294967296")],
    [() => game.playMove("4c"), { code: "BAD_MOVE", message: /^cannot read the move "4c"/ }],
    [() => game.playMove("a9999999999999999999999"), { code: "BAD_MOVE" }],
    [() => game.playMove(7), { name: "TypeError", code: "INVALID_TYPE", message: 'a move must be a string such as "c4", but got a number' }],
  ]) {
    throwsModuleError(move, expected, String(move));
    assert.deepEqual(game.toRows(), rows);
    assert.equal(game.moveCount, 1);
    assert.equal(game.toMove, "O");
  }
  // A failed move is made twice inside (see installPlay in rows.js); its arguments are
  // still read once, as a wasm call reads them.
  let reads = 0;
  const row = { valueOf: () => (reads++, 0) };
  throwsModuleError(() => game.play(row, 0), { code: "OCCUPIED" });
  assert.equal(reads, 1);
  assert.throws(() => game.play(1n, 0), TypeError);
  game.playMove("b1");
  assert.equal(game.playMove("a2"), "X");
  throwsModuleError(() => game.playMove("b2"), { code: "GAME_OVER", message: "the game is over: X has won" });
  assert.equal(game.moveCount, 3);
  throwsModuleError(() => new Game(0, 5), { name: "RangeError", code: "BAD_NUMBER", message: "rows must be a whole number from 1 to 16777216, but got 0" });
  throwsModuleError(() => new Game("3", 5), { name: "TypeError", code: "INVALID_TYPE", message: "rows must be a number, but got the string \"3\"" });
  throwsModuleError(() => new Game(5000, 5000), { name: "RangeError", code: "BAD_SIZE", message: /at most 16777216 cells, not 5000 x 5000$/ });
  throwsModuleError(() => new Game(3, 3, { xConnects: "up" }), { name: "TypeError", code: "BAD_OPTION", message: /^options.xConnects/ });
  throwsModuleError(() => Game.fromMoves("a1 b2 a1", 3, 3), { code: "OCCUPIED", message: 'move 3 ("a1"): a1 (row 1, column 1) already holds an X', row: 0, column: 0, move: 3 });
  throwsModuleError(() => Game.fromMoves("a1 k", 3, 3), { code: "BAD_MOVE", message: /^move 2 \("k"\): cannot read the move "k"/, move: 2 });
  throwsModuleError(() => Game.fromMoves(["a1"], 3, 3), { name: "TypeError", code: "INVALID_TYPE" });
  throwsModuleError(() => Game.fromRows(["X", "XX"]), { code: "RAGGED_ROWS", message: /^row 2 has 2 cells, but row 1 has 1/, row: 1 });
});

test("free() releases a game; every later call throws FREED, and a second free() does nothing", () => {
  const game = new Game(3, 3);
  game.play(1, 1);
  const copy = game.clone();
  game.free();
  const freed = { name: "Error", code: "FREED", message: "this Game was freed with free() and can no longer be used; make a new Game" };
  // Every method and property of the .d.ts, with arguments it would accept on a live game,
  // and the free functions of the other parts, which take the game.
  const calls = {
    play: () => game.play(0, 0),
    "play, a number past the fast path": () => game.play(2 ** 31, 0),
    "play, a number that is no cell": () => game.play(-1, 0),
    playMove: () => game.playMove("a1"),
    playCells: () => game.playCells([0]),
    undo: () => game.undo(),
    redo: () => game.redo(),
    toMove: () => game.toMove,
    winner: () => game.winner,
    moveCount: () => game.moveCount,
    winningPath: () => game.winningPath(),
    analyze: () => analyze(game),
    bestMove: () => bestMove(game, { simulations: 1 }),
    toJSON: () => game.toJSON(),
    "JSON.stringify": () => JSON.stringify(game),
    toRows: () => game.toRows(),
    toMoves: () => game.toMoves(),
    toSgf: () => toSgf(game),
    toTrmph: () => toTrmph(game),
    info: () => game.info,
    rows: () => game.rows,
    cols: () => game.cols,
    cell: () => game.cell(0, 0),
    lastMove: () => game.lastMove,
    canUndo: () => game.canUndo,
    canRedo: () => game.canRedo,
    canSwap: () => game.canSwap,
    clone: () => game.clone(),
    reset: () => game.reset(),
  };
  for (const [name, call] of Object.entries(calls)) throwsModuleError(call, freed, name);
  // And whatever else the prototype holds, wasm-bindgen's own methods included.
  const prototype = Object.getPrototypeOf(game);
  for (const key of Reflect.ownKeys(prototype)) {
    if (key === "constructor" || key === "free" || key === Symbol.dispose) continue;
    const { get, value } = Object.getOwnPropertyDescriptor(prototype, key);
    throwsModuleError(() => (get ? get.call(game) : value.call(game, 0, 0)), freed, String(key));
  }
  // A second free() is harmless, under either of its names.
  assert.equal(game.free(), undefined);
  if (Symbol.dispose) {
    assert.equal(prototype[Symbol.dispose], prototype.free);
    assert.equal(game[Symbol.dispose](), undefined);
  }
  throwsModuleError(() => game.toRows(), freed, "after the second free()");
  // A clone made before free() lives on, and the module still answers.
  assert.deepEqual(copy.toRows(), [". . .", " . X .", "  . . ."]);
  assert.equal(copy.play(0, 0), null);
  copy.free();
  // A valueOf that frees the game runs before the pointer is read: the call throws FREED
  // instead of reaching the freed memory.
  for (const [name, call] of [
    ["play", (g, row) => g.play(row, 0)],
    ["cell", (g, row) => g.cell(row, 0)],
  ]) {
    const live = new Game(2, 2);
    live.play(0, 0);
    let reads = 0;
    const row = { valueOf: () => (reads++, live.free(), 0) };
    throwsModuleError(() => call(live, row), freed, `${name} freed by valueOf`);
    assert.equal(reads, 1, name);
  }
  // Game.fromJSON reads a freed game's fields, and says so with its own error.
  throwsModuleError(() => Game.fromJSON(game), { name: "TypeError", code: "INVALID_TYPE", message: "Game.fromJSON: reading rows of the value threw an exception" });
  // The guards keep the names and lengths of the methods they stand for.
  assert.deepEqual([prototype.cell.name, prototype.cell.length, prototype.playMove.name, prototype.playMove.length], ["cell", 2, "playMove", 1]);
  assert.equal(Object.getOwnPropertyDescriptor(prototype, "winner").get.name, "get winner");
});

test("size, cells, the last move, what undo and redo can do, clone and reset", () => {
  const game = new Game(3, 4);
  assert.deepEqual([game.rows, game.cols, game.lastMove, game.canUndo, game.canRedo], [3, 4, null, false, false]);
  game.play(1, 2);
  game.playMove("a3");
  assert.deepEqual([game.cell(1, 2), game.cell(2, 0), game.cell(0, 0)], ["X", "O", null]);
  throwsModuleError(() => game.cell(3, 0), { name: "RangeError", code: "OFF_BOARD", row: 3, column: 0 });
  throwsModuleError(() => game.cell(-1, 0), { name: "RangeError", code: "BAD_NUMBER" });
  assert.deepEqual(game.lastMove, [2, 0]);
  game.undo();
  assert.deepEqual([game.lastMove, game.canUndo, game.canRedo], [[1, 2], true, true]);
  const copy = game.clone();
  game.redo();
  assert.equal(copy.toMoves(), "c2", "the copy does not follow the original");
  assert.equal(copy.redo(), true, "the copy keeps what redo can bring back");
  assert.equal(copy.toMoves(), "c2 a3");
  game.reset();
  assert.deepEqual([game.moveCount, game.toMove, game.winner, game.canUndo, game.canRedo], [0, "X", null, false, false]);
  assert.deepEqual(game.toRows(), new Game(3, 4).toRows());
  const position = Game.fromRows(["X . .", " . O .", "  . . ."]);
  position.play(2, 2);
  position.reset();
  assert.deepEqual(position.toRows(), ["X . .", " . O .", "  . . ."]);
  assert.equal(position.toMove, "X");
  for (const g of [game, copy, position]) g.free();
});

test("undo, redo and positions from rows", () => {
  const game = Game.fromMoves("a1 b2 c3", 3, 3);
  assert.equal(game.toMoves(), "a1 b2 c3");
  assert.equal(game.undo(), true);
  assert.equal(game.undo(), true);
  assert.equal(game.toMoves(), "a1");
  assert.equal(game.redo(), true);
  assert.equal(game.toMoves(), "a1 b2");
  game.playMove("a3");
  assert.equal(game.redo(), false, "a new move drops the redo branch");
  const position = Game.fromRows(["O X .", " . X .", "  . . ."]);
  assert.equal(position.toMove, "O");
  assert.equal(position.moveCount, 0);
  assert.equal(position.undo(), false);
  position.playMove("c3");
  assert.equal(position.playMove("b3"), "X");
  assert.deepEqual(position.winningPath(), [[0, 1], [1, 1], [2, 1]]);
  const exercism = Game.fromRows([". O . .", " O X X X", "  O X O .", "   X X O X", "    . O X ."], { xConnects: "left-right" });
  assert.equal(exercism.winner, "X");
  throwsModuleError(() => exercism.playMove("a1"), { code: "GAME_OVER", message: "the game is over: X has won" });
});

test("playCells plays a list of cells as play would, in one call, and stops at the win", () => {
  const next = rng(14);
  const below = (n) => Math.floor(next() * n);
  for (let n = 0; n < 300; n++) {
    // Boards up to 30x30, with lists longer than the module's first scratch buffer.
    const rows = 1 + below(30);
    const cols = 1 + below(30);
    const options = { xConnects: n % 2 ? "left-right" : "top-bottom" };
    const cells = Array.from({ length: rows * cols }, (_, i) => i);
    for (let i = cells.length - 1; i > 0; i--) {
      const j = below(i + 1);
      [cells[i], cells[j]] = [cells[j], cells[i]];
    }
    const one = new Game(rows, cols, options);
    let played = 0;
    for (const cell of cells) {
      played++;
      if (one.play(Math.floor(cell / cols), cell % cols)) break;
    }
    const all = new Game(rows, cols, options);
    const list = n % 3 === 0 ? Int32Array.from(cells) : n % 3 === 1 ? Uint32Array.from(cells) : cells;
    assert.equal(all.playCells(list), played);
    assert.equal(all.winner, one.winner);
    assert.equal(all.toMoves(), one.toMoves());
    assert.deepEqual(all.lastMove, one.lastMove);
    assert.equal(all.undo(), true, "each cell is a move of its own");
    assert.equal(all.moveCount, played - 1);
    one.free();
    all.free();
  }
});

test("playCells names the first cell it cannot play and changes nothing", () => {
  const game = Game.fromMoves("a1 b2 c3", 3, 3);
  game.undo();
  const moves = game.toMoves();
  const bad = (message, move) => ({ name: "RangeError", code: "BAD_NUMBER", message, move });
  for (const [i, [cells, expected]] of [
    [[2, 0], { code: "OCCUPIED", message: 'move 2 ("a1"): a1 (row 1, column 1) already holds an X', move: 2, row: 0, column: 0 }],
    [[7, 2, 7], { code: "OCCUPIED", message: 'move 3 ("b3"): b3 (row 3, column 2) already holds an X', move: 3 }],
    [[2, 9], bad("cells[1] must be a whole number from 0 to 8 (a cell of the board, row * cols + col), but got 9", 2)],
    [[-1], bad("cells[0] must be a whole number from 0 to 8 (a cell of the board, row * cols + col), but got -1", 1)],
    [new Float64Array([2, 0.5]), bad("cells[1] must be a whole number from 0 to 8 (a cell of the board, row * cols + col), but got 0.5", 2)],
    [[NaN], bad("cells[0] must be a whole number from 0 to 8 (a cell of the board, row * cols + col), but got NaN", 1)],
    [[2, "3"], bad('cells[1] must be a whole number from 0 to 8 (a cell of the board, row * cols + col), but got the string "3"', 2)],
    [new BigInt64Array(1), bad("cells[0] must be a whole number from 0 to 8 (a cell of the board, row * cols + col), but got a bigint", 1)],
    ["2 3", { name: "TypeError", code: "INVALID_TYPE", message: 'cells must be an array of cell numbers (row * cols + col), such as [0, 12, 5], but got the string "2 3"' }],
    [new DataView(new ArrayBuffer(4)), { name: "TypeError", code: "INVALID_TYPE" }],
    [undefined, { name: "TypeError", code: "INVALID_TYPE" }],
    [{ length: 1, 0: 2 }, { name: "TypeError", code: "INVALID_TYPE", message: "cells must be an array of cell numbers (row * cols + col), such as [0, 12, 5], but got an object" }],
  ].entries()) {
    throwsModuleError(() => game.playCells(cells), expected, `case ${i}`);
    assert.equal(game.toMoves(), moves);
    assert.equal(game.canRedo, true, "what redo could bring back is kept");
  }
  assert.equal(game.playCells([]), 0);
  assert.equal(game.canRedo, true);
  // Only as many entries as the board has cells are read: a sparse array of 2^32 - 1 holes
  // is refused at its first, and entries past the ninth of a 3x3 board never matter.
  const holes = [];
  holes.length = 2 ** 32 - 1;
  throwsModuleError(() => game.playCells(holes), { name: "RangeError", code: "BAD_NUMBER", move: 1 });
  const fresh = new Game(3, 3);
  assert.equal(fresh.playCells([0, 1, 2, 3, 4, 5, 6, 7, 8, "junk", -1]), 7);
  assert.equal(fresh.winner, "X");
  fresh.free();
  assert.equal(game.playCells([3, 2, 6, 5]), 3, "X joins a1 a2 a3 on the third cell");
  assert.equal(game.winner, "X");
  assert.equal(game.canRedo, false);
  throwsModuleError(() => game.playCells([8]), { code: "GAME_OVER", move: 1 });
  game.free();
});

test("playCells turns a throwing or re-entrant list into an Error and the game plays on", () => {
  const game = new Game(3, 3);
  const throwing = new Proxy([0, 1], { get: (target, key) => (key === "1" ? assert.fail("no") : Reflect.get(target, key)) });
  assert.throws(() => game.playCells(throwing), { name: "AssertionError" });
  // A getter that calls back into the same game while playCells has it.
  const reentrant = [0, 1];
  Object.defineProperty(reentrant, 1, { get: () => game.play(2, 2) });
  const error = throwsModuleError(() => game.playCells(reentrant), { name: "Error", code: undefined });
  assert.ok(!(error instanceof WebAssembly.RuntimeError));
  assert.equal(game.moveCount, 0);
  // A getter that grows wasm memory while the list is read (a large game of its own):
  // the cells still arrive whole.
  const growing = [0, 1, 3];
  Object.defineProperty(growing, 1, { get: () => (new Game(1000, 1000).free(), 1) });
  assert.equal(game.playCells(growing), 3);
  assert.equal(game.toMoves(), "a1 b1 a2");
  game.reset();
  assert.equal(game.playCells([0, 1, 3]), 3);
  assert.equal(game.toMoves(), "a1 b1 a2");
  game.free();
});

test("rows whose getter grows the module's memory are read whole: an answer, not a TypeError", () => {
  const rows = ["X O .", " X O .", "  X . O"];
  for (const [size, at] of [[2000, 1], [2400, 2]]) {
    const growing = [...rows];
    // A large game made and freed inside the getter grows wasm memory while load copies.
    Object.defineProperty(growing, at, { get: () => (new Game(size, size).free(), rows[at]) });
    const game = Game.fromRows(growing);
    assert.deepEqual(game.toRows(), Game.fromRows(rows).toRows());
    assert.equal(game.winner, "X");
    game.free();
  }
});

test("the Game declaration is exact", () => {
  const dts = declares(root, [
    "constructor(rows: number, cols: number, options?: GameOptions);",
    "static fromRows(rows: string[], options?: Options): Game;",
    "static fromMoves(moves: string, rows: number, cols: number, options?: GameOptions): Game;",
    "play(row: number, col: number): Player | null;",
    "playMove(move: string): Player | null;",
    "playCells(cells: Cells): number;",
    "undo(): boolean;",
    "redo(): boolean;",
    "readonly toMove: Player;",
    "readonly winner: Player | null;",
    "readonly moveCount: number;",
    "winningPath(): Array<[number, number]> | null;",
    "toRows(): string[];",
    "toMoves(): string;",
    "readonly rows: number;",
    "readonly cols: number;",
    "cell(row: number, col: number): Player | null;",
    "readonly lastMove: [number, number] | null;",
    "readonly canUndo: boolean;",
    "readonly canRedo: boolean;",
    "clone(): Game;",
    "reset(): void;",
    "free(): void;",
  ]);
  assert.equal(dts.match(/export class Game/g).length, 1);
});
