// bestMove(game, options?) and the class Bot of the built package, from Node: the answer's
// exact shape, a win in one and a block, repeatable answers for a seed, limits counted on an
// injected clock, the swap on move 2, option and game errors, the tree a Bot keeps between
// moves, and the TypeScript declarations.
import { test } from "node:test";
import assert from "node:assert/strict";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { declares, throwsModuleError } from "./expect.mjs";

const root = new URL("../../pkg/", import.meta.url);
const lib = createRequire(import.meta.url)(fileURLToPath(new URL("node.cjs", root)));
const { Bot, Game, bestMove } = lib;

test("bestMove gives a plain object: move, row, col, winRate, simulations, reused", () => {
  const game = new Game(5, 5);
  const found = bestMove(game, { simulations: 200, seed: 1 });
  assert.equal(Object.getPrototypeOf(found), Object.prototype);
  assert.deepEqual(Object.keys(found), ["move", "row", "col", "winRate", "simulations", "reused"]);
  assert.deepEqual([found.simulations, found.reused], [200, 0]);
  assert.ok(Number.isInteger(found.row) && Number.isInteger(found.col));
  // The move in notation names the same cell, and it can be played.
  game.playMove(found.move);
  assert.deepEqual(game.lastMove, [found.row, found.col]);
  // O to move and lost: X wins at a2 and at b2, and O can block only one, so both moves
  // are proved lost within a few simulations and the search stops there.
  const lost = bestMove(Game.fromRows(["O X O", " . . O", "  X X X"]), { simulations: 200, seed: 1 });
  assert.ok(lost.move === "a2" || lost.move === "b2", lost.move);
  assert.deepEqual([lost.row, lost.winRate, lost.simulations], [1, 0, 10]);
});

test("it takes a win in one under both rules, and blocks a single threat", () => {
  for (const xConnects of ["top-bottom", "left-right"]) {
    // X has a column (or row) of four of five with a gap in the middle.
    const rows = xConnects === "top-bottom"
      ? ["X O . . .", " X O . . .", "  . O . . .", "   X O . . .", "    X . . . ."]
      : ["X X . X X", " O O O O .", "  . . . . .", "   . . . . .", "    . . . . ."];
    const game = Game.fromRows(rows, { xConnects });
    assert.equal(game.toMove, "X");
    const found = bestMove(game, { simulations: 50 });
    assert.equal(found.winRate, 1);
    assert.equal(game.play(found.row, found.col), "X", `${xConnects}: ${found.move}`);
  }
  // O to move must block X's gap at c3 (row 2, column 2).
  const block = Game.fromRows([". . X . .", " . . X . .", "  . . . . .", "   O O X O .", "    . . X . ."]);
  assert.equal(block.toMove, "O");
  const found = bestMove(block, { simulations: 100 });
  assert.deepEqual([found.move, found.row, found.col], ["c3", 2, 2]);
});

test("a seed and a simulation count give the same answer", () => {
  const game = Game.fromMoves("e5 d6 c7", 9, 9, { swap: false });
  const a = bestMove(game, { simulations: 1000, seed: 9 });
  const b = bestMove(game, { simulations: 1000, seed: 9 });
  assert.deepEqual(a, b);
  assert.equal(game.toMoves(), "e5 d6 c7");
});

/**
 * Runs `fn` with a `Date.now` that moves `step` ms at each reading (the search's clock is
 * `Date.now`); returns what `fn` returned and how many times the clock was read.
 */
function withClock(step, fn) {
  const real = Date.now;
  let now = 0;
  let readings = 0;
  Date.now = () => {
    readings += 1;
    return (now += step);
  };
  try {
    return [fn(), readings];
  } finally {
    Date.now = real;
  }
}

test("a time limit ends the search, and 1000 ms is the default", () => {
  // On 9x9 the search reads the clock once for its deadline, then every 32 simulations,
  // and stops at the first reading at or past the deadline.
  const game = new Game(9, 9);
  const [quick, quickReadings] = withClock(10, () => bestMove(game, { timeMs: 50 }));
  assert.deepEqual([quick.simulations, quickReadings], [5 * 32, 1 + 5]);
  const [standard, readings] = withClock(10, () => bestMove(game));
  assert.deepEqual([standard.simulations, readings], [100 * 32, 1 + 100]);
  // With both, whichever ends first.
  assert.equal(withClock(10, () => bestMove(game, { timeMs: 10000, simulations: 64 }))[0].simulations, 64);
  assert.equal(withClock(10, () => bestMove(game, { timeMs: 50, simulations: 100000 }))[0].simulations, 5 * 32);
  // A search by simulations alone never reads the clock.
  assert.deepEqual(withClock(10, () => bestMove(game, { simulations: 64 }))[1], 0);
});

test("on move 2 it swaps the centre, as swap-pieces on a square board and swap-sides else", () => {
  const square = Game.fromMoves("d4", 7, 7);
  const found = bestMove(square, { simulations: 3000, seed: 3 });
  assert.deepEqual(found.move, "swap-pieces");
  assert.equal(found.row, null);
  assert.equal(found.col, null);
  square.playMove(found.move);
  const wide = Game.fromMoves("b2", 3, 4);
  const other = bestMove(wide, { simulations: 500, seed: 3 });
  assert.ok(other.move === "swap-sides" || other.row !== null, other.move);
  assert.notEqual(bestMove(Game.fromMoves("d4", 7, 7, { swap: false }), { simulations: 300 }).row, null);
});

test("bad options throw the module's errors; a finished game has no move", () => {
  const game = new Game(5, 5);
  throwsModuleError(() => bestMove(game, 5), { name: "TypeError", code: "INVALID_TYPE" });
  throwsModuleError(() => bestMove(game, []), { name: "TypeError", code: "INVALID_TYPE" });
  throwsModuleError(() => bestMove(game, { time: 5 }), {
    name: "TypeError",
    code: "BAD_OPTION",
    message: 'unknown option "time"; the options are timeMs, simulations, seed and timeLeftMs',
  });
  throwsModuleError(() => bestMove(game, { timeLeftMs: -1 }), {
    name: "RangeError",
    code: "BAD_NUMBER",
    message: "options.timeLeftMs must be a whole number from 0 to 86400000, but got -1",
  });
  throwsModuleError(() => bestMove(game, { simulations: "5" }), {
    name: "TypeError",
    code: "INVALID_TYPE",
    message: 'options.simulations must be a number, but got the string "5"',
  });
  throwsModuleError(() => bestMove(game, { simulations: 0 }), { name: "RangeError", code: "BAD_NUMBER" });
  throwsModuleError(() => bestMove(game, { timeMs: 1.5 }), { name: "RangeError", code: "BAD_NUMBER" });
  throwsModuleError(() => bestMove(game, { seed: -1 }), { name: "RangeError", code: "BAD_NUMBER" });
  throwsModuleError(() => bestMove(game, { seed: NaN }), { name: "RangeError", code: "BAD_NUMBER" });
  // No options are the default search of 1000 ms: 100 readings of a clock moving 10 ms.
  for (const none of [undefined, null, {}]) {
    assert.equal(withClock(10, () => bestMove(game, none))[0].simulations, 100 * 32, String(none));
  }
  const over = Game.fromMoves("a1 b1 a2", 2, 2);
  throwsModuleError(() => bestMove(over, { simulations: 10 }), { code: "GAME_OVER" });
  // The module keeps answering.
  assert.equal(bestMove(game, { simulations: 10 }).simulations, 10);
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
    "reused: number;",
    "export function bestMove(game: Game, options?: SearchOptions): BotMove;",
    "export interface BotOptions {",
    "reuse?: boolean;",
    "export class Bot {",
    "constructor(options?: BotOptions);",
    "bestMove(game: Game, options?: SearchOptions): BotMove;",
    "reuse: boolean;",
    "forget(): void;",
    "free(): void;",
  ]);
});

/** Plays a game of `moves` searches on 7x7 (swap off), the side to move asking `ask` for each
 * move; returns the answers. */
function playOut(ask, moves = 6) {
  const game = new Game(7, 7, { swap: false });
  const answers = [];
  for (let k = 0; k < moves; k++) {
    const found = ask(game, { simulations: 1500, seed: k });
    answers.push(found);
    if (game.playMove(found.move)) break;
  }
  game.free();
  return answers;
}

test("a Bot goes on from its tree between moves, the same for the same seeds", () => {
  const bot = new Bot();
  assert.equal(bot.reuse, true);
  const kept = playOut((game, options) => bot.bestMove(game, options));
  // Both sides ask the one bot here, so every position after the first continues the last.
  assert.equal(kept[0].reused, 0);
  assert.ok(kept.slice(1).every((found) => found.reused > 0), JSON.stringify(kept));
  assert.ok(kept.every((found) => found.simulations === 1500));
  // Another bot given the same calls gives the same answers; one that does not keep its tree
  // gives bestMove's.
  const again = new Bot();
  assert.deepEqual(playOut((game, options) => again.bestMove(game, options)), kept);
  const off = new Bot({ reuse: false });
  assert.equal(off.reuse, false);
  const fresh = playOut((game, options) => off.bestMove(game, options));
  assert.deepEqual(fresh, playOut(bestMove));
  assert.ok(fresh.every((found) => found.reused === 0));
  assert.notDeepEqual(fresh, kept);
  for (const b of [bot, again, off]) b.free();
});

test("a Bot starts afresh on a position its tree did not reach", () => {
  const bot = new Bot();
  const options = { simulations: 2000, seed: 4 };
  const game = Game.fromMoves("d4", 7, 7, { swap: false });
  bot.bestMove(game, options);
  // The same position again goes on from it; another game, a move taken back, or forget()
  // starts afresh, with bestMove's answer.
  const same = bot.bestMove(game, options);
  assert.ok(same.reused >= 2000, String(same.reused));
  const others = [Game.fromMoves("c4", 7, 7, { swap: false }), new Game(7, 7, { swap: false }), Game.fromMoves("d4", 7, 7)];
  for (const other of others) {
    bot.bestMove(game, options);
    const found = bot.bestMove(other, options);
    assert.deepEqual(found, bestMove(other, options), other.toMoves());
    assert.equal(found.reused, 0);
  }
  bot.bestMove(game, options);
  bot.forget();
  assert.equal(bot.bestMove(game, options).reused, 0);
  // Turning reuse off drops the tree; on again, it keeps the next one.
  bot.reuse = false;
  assert.equal(bot.bestMove(game, options).reused, 0);
  assert.equal(bot.bestMove(game, options).reused, 0);
  bot.reuse = true;
  bot.bestMove(game, options);
  assert.ok(bot.bestMove(game, options).reused >= 2000);
  bot.free();
});

test("a Bot survives bad input with the module's errors, and free() ends it", () => {
  throwsModuleError(() => new Bot(5), { name: "TypeError", code: "INVALID_TYPE", message: "options must be an object such as { reuse: false }, but got a number" });
  throwsModuleError(() => new Bot([]), { name: "TypeError", code: "INVALID_TYPE" });
  throwsModuleError(() => new Bot({ reuse: 1 }), { name: "TypeError", code: "INVALID_TYPE", message: "options.reuse must be a boolean, but got a number" });
  throwsModuleError(() => new Bot({ reused: true }), { name: "TypeError", code: "BAD_OPTION", message: 'unknown option "reused"; the option is reuse' });
  for (const none of [undefined, null, {}, { reuse: undefined }]) assert.equal(new Bot(none).reuse, true);
  const bot = new Bot();
  const game = new Game(5, 5);
  throwsModuleError(() => bot.bestMove({}, {}), { name: "TypeError", code: "INVALID_TYPE" });
  throwsModuleError(() => bot.bestMove(undefined), { name: "TypeError", code: "INVALID_TYPE" });
  throwsModuleError(() => bot.bestMove(game, { time: 5 }), { name: "TypeError", code: "BAD_OPTION" });
  throwsModuleError(() => bot.bestMove(game, { simulations: -1 }), { name: "RangeError", code: "BAD_NUMBER" });
  throwsModuleError(() => bot.bestMove(Game.fromMoves("a1 b1 a2", 2, 2), { simulations: 10 }), { code: "GAME_OVER" });
  const freedGame = new Game(3, 3);
  freedGame.free();
  throwsModuleError(() => bot.bestMove(freedGame), { code: "FREED" });
  throwsModuleError(() => { bot.reuse = "yes"; }, { name: "TypeError", code: "INVALID_TYPE", message: 'reuse must be a boolean, but got the string "yes"' });
  assert.equal(bot.reuse, true);
  // Code of the caller's that runs during a call: an options getter may use the bot, and a
  // replaced Date.now that calls it during the search finds it busy.
  const sneaky = { simulations: 10, get seed() { bot.forget(); bot.reuse = true; return 1; } };
  assert.equal(bot.bestMove(game, sneaky).simulations, 10);
  const real = Date.now;
  let busy = null;
  Date.now = () => {
    try {
      bot.forget();
    } catch (e) {
      busy = e;
    }
    return real();
  };
  try {
    bot.bestMove(game, { timeMs: 20 });
  } finally {
    Date.now = real;
  }
  assert.equal(busy?.code, "BUSY");
  assert.ok(busy instanceof Error);
  // It keeps answering, and after free() every use throws FREED; a second free() does nothing.
  assert.equal(bot.bestMove(game, { simulations: 10 }).simulations, 10);
  bot.free();
  bot.free();
  throwsModuleError(() => bot.bestMove(game, { simulations: 10 }), { name: "Error", code: "FREED", message: "this Bot was freed with free() and can no longer be used; make a new Bot" });
  throwsModuleError(() => bot.reuse, { code: "FREED" });
  throwsModuleError(() => bot.forget(), { code: "FREED" });
  game.free();
});
