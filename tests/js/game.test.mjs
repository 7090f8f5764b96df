// The Game class of the built package, from Node: incremental winners against winner(),
// undo and redo, notation, errors and the exact TypeScript declaration.
import { test } from "node:test";
import assert from "node:assert/strict";
import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const root = new URL("../../target/", import.meta.url);
const lib = createRequire(import.meta.url)(fileURLToPath(new URL("pkg-node/hex_connect.js", root)));
const { Game, winner } = lib;

function rng(seed) {
  let s = seed >>> 0;
  return (n) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return Math.floor((s / 2 ** 32) * n);
  };
}

test("after every move of thousands of random games, game.winner equals winner(game.toRows())", () => {
  const below = rng(2026);
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

test("illegal moves throw clear Errors and change nothing", () => {
  const game = new Game(2, 2);
  game.play(0, 0);
  const rows = game.toRows();
  for (const [move, message] of [
    [() => game.play(0, 0), /cell \(0, 0\) \(a1\) already holds an X/],
    [() => game.play(2, 0), /cell \(2, 0\) is off the board/],
    [() => game.play(-1, 0), /row must be a whole number of 0 or more/],
    [() => game.play(0.5, 0), /row must be a whole number of 0 or more/],
    [() => game.play("a", 0), /row must be a whole number of 0 or more/],
    [() => game.play(0, NaN), /col must be a whole number of 0 or more/],
    [() => game.playMove("4c"), /cannot read the move "4c"/],
    [() => game.playMove(7), /a move must be a string/],
  ]) {
    assert.throws(move, (e) => e instanceof Error && message.test(e.message));
    assert.deepEqual(game.toRows(), rows);
    assert.equal(game.moveCount, 1);
    assert.equal(game.toMove, "O");
  }
  game.playMove("b1");
  assert.equal(game.playMove("a2"), "X");
  assert.throws(() => game.playMove("b2"), /the game is over: X has won/);
  assert.equal(game.moveCount, 3);
  assert.throws(() => new Game(0, 5), /rows must be a whole number from 1/);
  assert.throws(() => new Game(5000, 5000), /at most 16777216 cells/);
  assert.throws(() => new Game(3, 3, { xConnects: "up" }), /options.xConnects/);
  assert.throws(() => Game.fromMoves("a1 b2 a1", 3, 3), /^Error: move 3 \("a1"\): cell \(0, 0\) \(a1\) already holds an X/);
  assert.throws(() => Game.fromMoves("a1 k", 3, 3), /move 2 \("k"\): cannot read the move "k"/);
  assert.throws(() => Game.fromRows(["X", "XX"]), /row 2 has 2 cells, but row 1 has 1/);
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
  assert.throws(() => exercism.playMove("a1"), /the game is over/);
});

test("the Game declaration is exact", () => {
  const dts = readFileSync(new URL("pkg-node/hex_connect.d.ts", root), "utf8");
  for (const line of [
    "constructor(rows: number, cols: number, options?: Options);",
    "static fromRows(rows: string[], options?: Options): Game;",
    "static fromMoves(moves: string, rows: number, cols: number, options?: Options): Game;",
    "play(row: number, col: number): Player | null;",
    "playMove(move: string): Player | null;",
    "undo(): boolean;",
    "redo(): boolean;",
    "readonly toMove: Player;",
    "readonly winner: Player | null;",
    "readonly moveCount: number;",
    "winningPath(): Array<[number, number]> | null;",
    "toRows(): string[];",
    "toMoves(): string;",
    "free(): void;",
  ]) {
    assert.ok(dts.includes(line), line);
  }
  assert.equal(dts.match(/export class Game/g).length, 1);
  assert.doesNotMatch(dts, /\bany\b/);
});
