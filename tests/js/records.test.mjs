// The swap rule and game records (SGF, trmph) of the built package, from Node: every
// dialect the reader takes, round trips of random games with swaps, and every error.
import { test } from "node:test";
import assert from "node:assert/strict";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { rng } from "../../www/boards.js";
import { trmphLink } from "../../www/state.js";
import { declares, throwsModuleError } from "./expect.mjs";

const root = new URL("../../pkg/", import.meta.url);
const lib = createRequire(import.meta.url)(fileURLToPath(new URL("node.cjs", root)));
const { Game, fromSgf, fromTrmph, toSgf, toTrmph } = lib;

test("swap-pieces mirrors the first stone and swap-sides keeps it; undo and redo cover both", () => {
  const game = new Game(5, 5);
  assert.equal(game.canSwap, false);
  game.playMove("c2");
  assert.equal(game.canSwap, true);
  assert.equal(new Game(5, 5, { swap: false }).canSwap, false);
  assert.equal(game.playMove("swap"), null);
  assert.equal(game.canSwap, false);
  assert.equal(game.cell(1, 2), null);
  assert.equal(game.cell(2, 1), "O");
  assert.equal(game.toMove, "X");
  assert.equal(game.toMoves(), "c2 swap-pieces");
  assert.ok(game.undo());
  assert.deepEqual([game.cell(1, 2), game.toMove, game.toMoves()], ["X", "O", "c2"]);
  assert.ok(game.redo());
  assert.equal(game.toMoves(), "c2 swap-pieces");

  const sides = Game.fromMoves("a1 swap-sides b2", 3, 4);
  assert.deepEqual([sides.cell(0, 0), sides.cell(1, 1), sides.toMove], ["X", "O", "X"]);
  assert.equal(sides.toMoves(), "a1 swap-sides b2");
  sides.undo();
  sides.undo();
  assert.deepEqual([sides.toMove, sides.moveCount, sides.lastMove], ["O", 1, [0, 0]]);
});

test("a swap at another move, on a board that is not square, or with swap off throws and changes nothing", () => {
  const game = new Game(3, 4);
  throwsModuleError(() => game.playMove("swap-pieces"), { code: "BAD_SWAP", message: /second move/ });
  game.playMove("a1");
  throwsModuleError(() => game.playMove("swap-pieces"), { code: "BAD_SWAP", message: /square board, not 3 x 4/ });
  assert.equal(game.toMoves(), "a1");
  game.playMove("b2");
  throwsModuleError(() => game.playMove("swap-sides"), { code: "BAD_SWAP", message: /not move 3/ });
  const off = new Game(3, 3, { swap: false });
  off.playMove("a1");
  throwsModuleError(() => off.playMove("swap"), { code: "BAD_SWAP", message: /swap rule is off/ });
  throwsModuleError(() => Game.fromMoves("a1 swap", 3, 3, { swap: false }), { code: "BAD_SWAP", move: 2 });
  throwsModuleError(() => new Game(3, 3, { swap: "no" }), { name: "TypeError", code: "BAD_OPTION" });
  throwsModuleError(() => new Game(3, 3, { swop: true }), { name: "TypeError", code: "BAD_OPTION", message: /xConnects and swap/ });
  throwsModuleError(() => lib.winner(["X"], { swap: true }), { name: "TypeError", code: "BAD_OPTION" });
});

test("records of each dialect: HexGui, old HexGui, Little Golem, PlayHex", () => {
  const hexgui = fromSgf("(;FF[4]AP[HexGui:0.9]GM[11]SZ[9]PB[alpha]PW[beta]\n;B[e5];W[swap-pieces];B[d4]C[x\\]y])");
  assert.equal(hexgui.toMoves(), "e5 swap-pieces d4");
  assert.deepEqual(hexgui.info, { PB: "alpha", PW: "beta" });
  assert.equal(Object.getPrototypeOf(hexgui.info), Object.prototype);

  const old = fromSgf("(;FF[4]GM[11]SZ[5];B[b3];W[SWAP];W[c3])");
  assert.equal(old.toMoves(), "b3 swap-sides c3");

  const golem = fromSgf("(;EV[hex.mc]PB[one]PW[two]SZ[13]\r\n;W[mb];B[swap];W[gg];B[resign])");
  assert.equal(golem.toMoves(), "m2 swap-pieces g7");
  assert.equal(golem.cell(12, 1), "O");
  assert.equal(golem.info.RE, "W+R");

  const playhex = fromSgf("(;FF[4]GM[11]AP[PlayHex:0.0.0]PL[B]SZ[11]RE[B+R];B[f6];W[e5])", { xConnects: "left-right" });
  assert.deepEqual([playhex.cell(5, 5), playhex.cell(4, 4)], ["X", "O"]);
  assert.equal(playhex.info.RE, "B+R");
});

test("Little Golem names holding an unescaped ] read as typed, and broken texts keep their errors", () => {
  const golem = (black, white) =>
    `(;FF[4]EV[hex.mc.2026.1.1.1]PB[${black}]PW[${white}]SZ[13]RE[B]GC[ game #7]\r\n;W[ma];B[swap];W[gg];B[fh])`;
  for (const [black, white] of [
    ["Ann;]", "Bob"],
    ["A]nn", "Bob]"],
    ["Ann]]", "B]o]b"],
    ["Ann];x", "Bob](c"],
  ]) {
    const game = fromSgf(golem(black, white));
    assert.equal(game.toMoves(), "m1 swap-pieces g7 f8");
    assert.deepEqual(game.info, { EV: "hex.mc.2026.1.1.1", PB: black, PW: white, RE: "B", GC: " game #7" });
    assert.deepEqual(fromSgf(toSgf(game)).info, game.info);
    game.free();
  }
  const unexpected = (found) =>
    `unexpected character '${found}'; expected a node (;), a property such as B[c4], ( or )`;
  const cases = [
    ["(;PB[Ann] !)", { line: 0, column: 10, message: `line 1, column 11: ${unexpected("!")}` }],
    ["(;FF[4]SZ[13]PB[Ann] !;W[ma];B[gg])", { line: 0, column: 21, message: `line 1, column 22: ${unexpected("!")}` }],
    [golem("Ann", "Bob").replace("W[gg]", "W[gg]]"), { line: 1, column: 20, message: `line 2, column 21: ${unexpected("]")}` }],
    ["(;SZ[13]];W[ma])", { line: 0, column: 8, message: `line 1, column 9: ${unexpected("]")}` }],
    ["(;PB[Ann]]", { line: 0, column: 0, message: "line 1, column 1: this ( is never closed with )" }],
  ];
  for (const [text, expected] of cases) {
    throwsModuleError(() => fromSgf(text), { code: "BAD_RECORD", ...expected }, text);
  }
  const many = fromSgf(`(;SZ[3]PB[${"]".repeat(100000)}];B[b2])`);
  assert.deepEqual([many.toMoves(), many.info.PB.length], ["b2", 100000]);
});

test("random games with swaps come back from toSgf and toTrmph with the same moves", () => {
  const next = rng(11);
  const below = (n) => Math.floor(next() * n);
  for (let n = 0; n < 300; n++) {
    const size = 1 + below(19);
    const game = new Game(size, size);
    const length = below(size * size + 1);
    for (let k = 0; k < length && !game.winner; k++) {
      if (k === 1 && below(2) === 0) {
        game.playMove(below(2) ? "swap-pieces" : "swap-sides");
        continue;
      }
      let r, c;
      do {
        r = below(size);
        c = below(size);
      } while (game.cell(r, c) !== null);
      game.play(r, c);
    }
    const info = { PB: `black ${n}`, GC: "a ] bracket and a \\ backslash" };
    const back = fromSgf(toSgf(game, info));
    assert.equal(back.toMoves(), game.toMoves());
    assert.deepEqual(back.toRows(), game.toRows());
    assert.deepEqual(back.info, info);
    assert.equal(back.winner, game.winner);
    const link = toTrmph(game);
    assert.match(link, /^https:\/\/trmph\.com\/hex\/board#\d+,/);
    assert.deepEqual(fromTrmph(link).toRows(), game.toRows());
    for (const g of [game, back]) g.free();
  }
});

test("toSgf writes the game's own info, or the one given", () => {
  const game = fromSgf("(;SZ[3]PB[ann];B[b2])");
  assert.match(toSgf(game), /^\(;FF\[4\]GM\[11\]SZ\[3\]AP\[hex-connect:[^\]]+\]PB\[ann\];B\[b2\]\)$/);
  assert.match(toSgf(game, { PW: "bob" }), /PW\[bob\];B\[b2\]\)$/);
  throwsModuleError(() => toSgf(game, { PB: 3 }), { name: "TypeError", code: "INVALID_TYPE" });
  throwsModuleError(() => toSgf(game, "PB"), { name: "TypeError", code: "INVALID_TYPE" });
  throwsModuleError(() => toSgf(game, { "P B": "x" }), { name: "TypeError", code: "BAD_OPTION" });
  assert.equal(game.clone().info.PB, "ann");
  assert.equal(toTrmph(fromTrmph("3,a1")), "https://trmph.com/hex/board#3,a1");
  throwsModuleError(() => toTrmph(new Game(2, 3)), { code: "NOT_SQUARE" });
});

test("every bad record throws an Error with its line, column and move, and the module answers afterwards", () => {
  const cases = [
    ["just text", { code: "BAD_RECORD", line: 0, column: 9, message: /starts with "\(;"/ }],
    ["(;SZ[5]\n;B[a1]", { code: "BAD_RECORD", line: 0, column: 0, message: /never closed with \)/ }],
    ["(;SZ[5]\n;B[a1)", { code: "BAD_RECORD", line: 1, column: 2, message: /never closed with \]/ }],
    ["(;SZ[5];B[a1] !)", { code: "BAD_RECORD", column: 14, message: /unexpected character '!'/ }],
    ["(;GM[1]SZ[19])", { code: "NOT_HEX", line: 0, column: 5, message: /GM\[1\] is Go/ }],
    ["(;SZ[x])", { code: "BAD_RECORD", column: 5, message: /board size "x"/ }],
    ["(;SZ[5000])", { code: "BAD_SIZE", name: "RangeError", line: 0, column: 5 }],
    ["(;SZ[5];B[k9])", { code: "OFF_BOARD", name: "RangeError", move: 1 }],
    ["(;SZ[5];B[c3]\n;W[c3])", { code: "OCCUPIED", line: 1, column: 3, move: 2, message: /^line 2, column 4: move 2 \("c3"\): c3/ }],
    ["(;SZ[2];B[a1];W[b1];B[a2];W[b2])", { code: "GAME_OVER", move: 4 }],
    ["(;SZ[5];B[c3];W[what])", { code: "BAD_RECORD", message: /cannot read the move "what"/ }],
    ["(;SZ[5];B[c3];B[c4])", { code: "BAD_RECORD", move: 2, message: /tagged B/ }],
    ["(;SZ[5];B[c3];W[resign];B[a1])", { code: "BAD_RECORD", move: 3 }],
    ["(;SZ[5];B[c3];W[a1];B[swap])", { code: "BAD_SWAP", move: 3 }],
  ];
  for (const [text, expected] of cases) {
    throwsModuleError(() => fromSgf(text), expected, text);
    assert.equal(lib.winner(["X"]), "X");
  }
  throwsModuleError(() => fromSgf(42), { name: "TypeError", code: "INVALID_TYPE" });
  throwsModuleError(() => fromTrmph("https://trmph.com/hex/board#x"), { code: "BAD_RECORD", column: 28 });
  throwsModuleError(() => fromTrmph("3,a1a4"), { name: "RangeError", code: "OFF_BOARD", move: 2, column: 4 });
  throwsModuleError(() => fromSgf("(" + "(".repeat(100000)), { code: "BAD_RECORD" });
  throwsModuleError(() => fromSgf("(;SZ[10]" + ";B[a1];W[a1]".repeat(1000) + ")"), { code: "OCCUPIED", move: 2 });
});

test("the page takes trmph links and fragments from the board box and the URL hash", () => {
  assert.equal(trmphLink("https://trmph.com/hex/board#11,a1b2c3"), "11,a1b2c3");
  assert.equal(trmphLink("  http://www.trmph.com/hex/board#5,  "), "5,");
  assert.equal(trmphLink("#13,f7"), "13,f7");
  assert.equal(trmphLink("#trmph=" + encodeURIComponent("https://trmph.com/hex/board#7,a1")), "7,a1");
  assert.equal(trmphLink("#rule=top-bottom&rows=X./.."), null);
  assert.equal(trmphLink("X O .\n . X O"), null);
});

test("long and non-ASCII records cross whole: the scratch grows, and UTF-8 comes back as written", () => {
  const long = "x".repeat(200000);
  const game = fromSgf(`(;SZ[5]PB[Zoë ✓ 😀]GC[${long}];B[c3])`);
  assert.equal(game.info.PB, "Zoë ✓ 😀");
  assert.equal(game.info.GC.length, long.length);
  assert.equal(game.toMoves(), "c3");
  throwsModuleError(() => fromSgf(`(;C[é😀];B[k0])`), { code: "BAD_RECORD", line: 0, column: 10 });
  assert.equal(fromSgf("(;SZ[3];B[a1])").toMoves(), "a1");
});

test("the declarations of the swap and of records are exact", () => {
  declares(root, [
    "export function fromSgf(text: string, options?: GameOptions): Game;",
    "export function fromTrmph(link: string, options?: GameOptions): Game;",
    "export function toSgf(game: Game, info?: GameInfo): string;",
    "export function toTrmph(game: Game): string;",
    "readonly info: GameInfo;",
    "readonly canSwap: boolean;",
    "export interface GameOptions extends Options {",
    "swap?: boolean;",
    "export type GameInfo = Record<string, string>;",
    '| "BAD_SWAP"',
    '| "BAD_RECORD"',
    '| "NOT_HEX"',
    '| "NOT_SQUARE"',
    '| "BUSY"',
    '| "FREED"',
    '| "NO_PART";',
    "line?: number;",
  ]);
});
