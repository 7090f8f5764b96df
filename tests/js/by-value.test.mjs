// A Game crossing between the parts of the built package (src/wasm/by_value.rs): each part is
// its own WebAssembly instance, so the records, analysis and bot functions read a game by
// value, from the snapshot the core writes, and fromSgf and fromTrmph make theirs in the
// core the same way. The snapshot must carry everything toJSON shows; a value that is no
// game, or a freed one, is refused with the module's errors.
import { test } from "node:test";
import assert from "node:assert/strict";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { throwsModuleError } from "./expect.mjs";

const root = new URL("../../pkg/", import.meta.url);
const lib = createRequire(import.meta.url)(fileURLToPath(new URL("node.cjs", root)));
const { Game, analyze, bestMove, fromSgf, fromTrmph, toSgf, toTrmph } = lib;

/** Games that differ in every field of toJSON. */
function games() {
  const undone = Game.fromMoves("a1 b2 c3 d4", 5, 5);
  undone.undo();
  undone.undo();
  const start = Game.fromRows(["X . .", " . O .", "  . . X"], { xConnects: "left-right" });
  start.play(0, 2);
  return [
    new Game(1, 1),
    Game.fromMoves("c2 swap-pieces d3", 5, 5),
    Game.fromMoves("b2 swap-sides a3", 3, 4),
    Game.fromMoves("b2 a3", 3, 4, { swap: false }),
    undone,
    start,
    fromSgf("(;FF[4]GM[11]SZ[4]PL[W]PB[Ann]GC[a]b];W[a1];B[d4])"),
    Game.fromMoves("a1 b1 a2 b2 a3", 3, 3),
  ];
}

test("a snapshot replays into the same game: moves, redo, start, first player, rule, swap", () => {
  for (const game of games()) {
    const snapshot = game.__toValue();
    assert.ok(snapshot instanceof Uint32Array);
    const json = game.toJSON();
    delete json.info;
    const back = Game.__fromValue(snapshot);
    assert.deepEqual(back.toJSON(), json, game.toMoves());
    assert.deepEqual([back.toMove, back.winner, back.canUndo, back.canRedo], [game.toMove, game.winner, game.canUndo, game.canRedo]);
    back.free();
    game.free();
  }
  // rows, cols, flags (rule 1, swap 2, O first 4), stones, moves, redo; then each list.
  const left = Game.fromRows(["X .", " . O"], { xConnects: "left-right" });
  left.play(0, 1);
  assert.deepEqual([...left.__toValue()], [2, 2, 1 | 2, 2, 1, 0, 0, 3 * 2 + 1, 1]);
  const swapped = Game.fromMoves("b1 swap-pieces", 2, 2);
  swapped.undo();
  assert.deepEqual([...swapped.__toValue()], [2, 2, 2, 0, 1, 1, 1, 2 ** 32 - 1]);
});

test("analyze reads a game's board from its snapshot: the same answer as for its rows", () => {
  // The analysis part places the snapshot's stones rather than replaying the game: swaps,
  // a first move of O, a start from rows, moves to redo and the rule must all come out as
  // the core has them.
  const cases = [...games(), Game.fromMoves("c1 swap-pieces b2 a2", 3, 3), Game.fromMoves("b3 swap-pieces", 3, 3), Game.fromMoves("a1 swap-sides b2", 3, 3)];
  for (const game of cases) {
    const { xConnects } = game.toJSON();
    assert.deepEqual(analyze(game), analyze(game.toRows(), { xConnects }), game.toMoves());
    game.free();
  }
});

test("the other parts read the game, and fromSgf and fromTrmph give Games of the core", () => {
  const game = fromSgf("(;FF[4]GM[11]SZ[3]PB[Ann];B[b2];W[a1])");
  assert.ok(game instanceof Game);
  assert.deepEqual(game.info, { PB: "Ann" });
  assert.match(toSgf(game), /^\(;FF\[4\]GM\[11\]SZ\[3\]AP\[hex-connect:[^\]]+\]PB\[Ann\];B\[b2\];W\[a1\]\)$/);
  assert.match(toSgf(game, { PW: "Bob" }), /\]PW\[Bob\];B\[b2\];W\[a1\]\)$/);
  assert.equal(toTrmph(game), "https://trmph.com/hex/board#3,b2a1");
  assert.deepEqual(analyze(game), analyze(game.toRows()));
  const link = fromTrmph("3,b2a1");
  assert.ok(link instanceof Game);
  assert.deepEqual([link.toMoves(), link.toMove, link.info], ["b2 a1", "X", {}]);
  // What the other part read is a copy: the game plays on alone.
  link.play(2, 2);
  assert.equal(toTrmph(game), "https://trmph.com/hex/board#3,b2a1");
  assert.equal(bestMove(Game.fromRows(["X O .", " X O .", "  . . ."]), { simulations: 20 }).move, "a3");
  game.free();
  link.free();
});

test("a value that is no Game, a false snapshot, or a freed game is refused with a code", () => {
  for (const [call, name] of [[toSgf, "toSgf"], [toTrmph, "toTrmph"], [bestMove, "bestMove"]]) {
    throwsModuleError(() => call(42), { name: "TypeError", code: "INVALID_TYPE", message: "game must be a Game of hex-connect, but got a number" }, name);
    throwsModuleError(() => call(["X"]), { name: "TypeError", code: "INVALID_TYPE", message: "game must be a Game of hex-connect, but got an array" }, name);
    throwsModuleError(() => call({ __toValue: () => [2, 2, 0, 0, 0, 0] }), {
      name: "TypeError",
      code: "INVALID_TYPE",
      message: "game must be a Game of hex-connect, but its __toValue() gave no snapshot",
    }, name);
    for (const words of [[2, 2, 0, 0, 1, 0], [2, 2, 0, 0, 1, 0, 4], [2, 2, 0, 0, 2, 0, 0, 0], [0, 5, 0, 0, 0, 0], [2, 2, 0, 0, 0, 0, 9]]) {
      throwsModuleError(() => call({ __toValue: () => new Uint32Array(words) }), {
        name: "TypeError",
        code: "INVALID_TYPE",
        message: "the game's snapshot (__toValue) does not describe a game of hex-connect",
      }, `${name} ${words}`);
    }
    const game = new Game(3, 3);
    game.free();
    throwsModuleError(() => call(game), { name: "Error", code: "FREED" }, name);
  }
  // analyze reads rows unless it is given a Game, whose snapshot it checks as the others do.
  throwsModuleError(() => analyze({}), { name: "TypeError", code: "INVALID_TYPE" });
  throwsModuleError(() => analyze({ __toValue: () => [2, 2, 0, 0, 0, 0] }), { name: "TypeError", code: "INVALID_TYPE" });
  for (const words of [[2, 2, 0, 0, 1, 0], [2, 2, 0, 0, 1, 0, 4], [2, 2, 0, 0, 2, 0, 0, 0], [0, 5, 0, 0, 0, 0], [2, 2, 0, 0, 0, 0, 9], [2, 2, 0, 0, 1, 0, 2 ** 32 - 1]]) {
    throwsModuleError(() => analyze({ __toValue: () => new Uint32Array(words) }), {
      name: "TypeError",
      code: "INVALID_TYPE",
      message: "the game's snapshot (__toValue) does not describe a game of hex-connect",
    }, `analyze ${words}`);
  }
  const freed = new Game(3, 3);
  freed.free();
  throwsModuleError(() => analyze(freed), { name: "Error", code: "FREED" });
  throwsModuleError(() => Game.__fromValue(new Uint32Array([1, 1, 0, 1, 0, 0, 2])), { name: "TypeError", code: "INVALID_TYPE" });
});
