// solve, connections, mustPlay and inferior of the built package, from Node: exact answers
// on small positions (checked against a plain minimax written here), the connections Hex
// players name (the bridge, edge template II), the swap on move 2, limits, and the errors.
import { test } from "node:test";
import assert from "node:assert/strict";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { declares, throwsModuleError } from "./expect.mjs";
import { rng } from "../../www/boards.js";

const root = new URL("../../pkg/", import.meta.url);
const lib = createRequire(import.meta.url)(fileURLToPath(new URL("node.cjs", root)));
const { Game, solve, connections, mustPlay, inferior } = lib;

// --- A reference: who wins by trying every move, and which moves win ---

const EMPTY = ".";

/** The player whose stones join their edges on `cells` (a string of X, O and .), or null. */
function winnerOf(cells, rows, cols, xLeftRight) {
  for (const player of ["X", "O"]) {
    const topBottom = (player === "X") !== xLeftRight;
    const starts = [];
    const seen = new Set();
    for (let i = 0; i < (topBottom ? cols : rows); i++) {
      const cell = topBottom ? i : i * cols;
      if (cells[cell] === player) starts.push(cell);
    }
    while (starts.length > 0) {
      const cell = starts.pop();
      if (seen.has(cell)) continue;
      seen.add(cell);
      const [r, c] = [Math.floor(cell / cols), cell % cols];
      if (topBottom ? r === rows - 1 : c === cols - 1) return player;
      for (const [dr, dc] of [[-1, 0], [-1, 1], [0, -1], [0, 1], [1, -1], [1, 0]]) {
        const [nr, nc] = [r + dr, c + dc];
        if (nr >= 0 && nr < rows && nc >= 0 && nc < cols && cells[nr * cols + nc] === player) starts.push(nr * cols + nc);
      }
    }
  }
  return null;
}

/** Whether `mover` wins `cells` with perfect play, by trying every move (memoised). */
function wins(cells, mover, rows, cols, xLeftRight, memo) {
  const key = cells + mover;
  if (memo.has(key)) return memo.get(key);
  const done = winnerOf(cells, rows, cols, xLeftRight);
  let result;
  if (done !== null) result = done === mover;
  else {
    const other = mover === "X" ? "O" : "X";
    result = false;
    for (let i = 0; i < cells.length && !result; i++) {
      if (cells[i] !== EMPTY) continue;
      result = !wins(cells.slice(0, i) + mover + cells.slice(i + 1), other, rows, cols, xLeftRight, memo);
    }
  }
  memo.set(key, result);
  return result;
}

const notation = (r, c) => `${String.fromCharCode(97 + c)}${r + 1}`;

/** The reference answer for the position of `game`: { winner, moves } as `solve` gives
 * them (moves of the side to move in reading order, when it wins). */
function reference(game, xLeftRight = false) {
  const cells = game.toRows().join("").replace(/ /g, "");
  return referenceOf(cells, game.rows, game.cols, game.toMove, xLeftRight);
}

/** The reference answer for `cells` (a string of X, O and .) with `mover` to move. */
function referenceOf(cells, rows, cols, mover, xLeftRight = false) {
  const memo = new Map();
  const done = winnerOf(cells, rows, cols, xLeftRight);
  if (done !== null) return { winner: done, moves: [] };
  const other = mover === "X" ? "O" : "X";
  const moves = [];
  for (let i = 0; i < cells.length; i++) {
    if (cells[i] !== EMPTY) continue;
    const after = cells.slice(0, i) + mover + cells.slice(i + 1);
    if (!wins(after, other, rows, cols, xLeftRight, memo)) moves.push(notation(Math.floor(i / cols), i % cols));
  }
  return { winner: moves.length > 0 ? mover : other, moves };
}

// --- solve ---

test("solve gives a plain object: winner, moves, proofSize, nodes, timeMs, complete", () => {
  const game = new Game(3, 3, { swap: false });
  const solved = solve(game);
  assert.equal(Object.getPrototypeOf(solved), Object.prototype);
  assert.deepEqual(Object.keys(solved), ["winner", "moves", "proofSize", "nodes", "timeMs", "complete"]);
  // The first player wins 3x3 with the short diagonal and the two other cells of the middle
  // row, and with nothing else.
  assert.deepEqual([solved.winner, solved.moves, solved.complete], ["X", ["c1", "a2", "b2", "c2", "a3"], true]);
  assert.ok(solved.nodes > 0 && solved.proofSize > 0, JSON.stringify(solved));
  // The game is read, not changed.
  assert.equal(game.moveCount, 0);
});

test("solve agrees with trying every move, on 3x3 and 4x4 positions, under both rules", () => {
  const next = rng(30);
  let checked = 0;
  for (const [size, stones, count] of [[3, 0, 1], [3, 2, 12], [3, 4, 12], [4, 5, 10], [4, 7, 10]]) {
    for (let n = 0; n < count; n++) {
      for (const xConnects of ["top-bottom", "left-right"]) {
        const rows = Array.from({ length: size }, () => Array(size).fill("."));
        // Stones of each colour in turn, X first, so the side to move is the one to play.
        for (let placed = 0; placed < stones; ) {
          const [r, c] = [Math.floor(next() * size), Math.floor(next() * size)];
          if (rows[r][c] !== ".") continue;
          rows[r][c] = placed % 2 === 0 ? "X" : "O";
          placed++;
        }
        // An empty board from rows has the swap rule on: see the swap's own test.
        const game = stones === 0
          ? new Game(size, size, { xConnects, swap: false })
          : Game.fromRows(rows.map((row) => row.join(" ")), { xConnects });
        const expected = reference(game, xConnects === "left-right");
        const solved = solve(game);
        assert.deepEqual({ winner: solved.winner, moves: solved.moves, complete: solved.complete },
          { ...expected, moves: expected.winner === game.toMove ? expected.moves : [], complete: true },
          `${xConnects}: ${game.toRows().join(" / ")}, ${game.toMove} to move`);
        checked++;
      }
    }
  }
  assert.equal(checked, 90);
});

test("a won game is its winner's, with no move to make", () => {
  const over = Game.fromMoves("a1 b1 a2", 2, 2, { swap: false });
  assert.equal(over.winner, "X");
  assert.deepEqual({ ...solve(over), timeMs: 0 }, { winner: "X", moves: [], proofSize: 1, nodes: 0, timeMs: 0, complete: true });
});

test("the swap rule: the second player wins the empty board, unless a stone wins at once", () => {
  assert.deepEqual({ ...solve(new Game(3, 3)), timeMs: 0 }, { winner: "O", moves: [], proofSize: 1, nodes: 0, timeMs: 0, complete: true });
  assert.equal(solve(new Game(8, 8)).winner, "O");
  // One row between X's edges: every stone joins them.
  assert.deepEqual(solve(new Game(1, 3)).moves, ["a1", "b1", "c1"]);
  assert.equal(solve(new Game(1, 3)).winner, "X");
});

test("the swap on move 2 is one of the moves: it wins against the centre, not against a1", () => {
  // After X's b2, every stone O places loses, and swap-pieces makes the centre O's.
  const centre = Game.fromMoves("b2", 3, 3);
  assert.equal(centre.canSwap, true);
  assert.deepEqual([solve(centre).winner, solve(centre).moves], ["O", ["swap-pieces"]]);
  // With the swap off, X's centre wins.
  const off = Game.fromMoves("b2", 3, 3, { swap: false });
  assert.deepEqual([solve(off).winner, solve(off).moves], ["X", []]);
  // a1 is a losing first move: O wins by playing, and taking the stone would lose.
  const corner = Game.fromMoves("a1", 3, 3);
  const answer = solve(corner);
  assert.equal(answer.winner, "O");
  assert.deepEqual(answer.moves, reference(Game.fromMoves("a1", 3, 3, { swap: false })).moves);
  assert.ok(!answer.moves.includes("swap-pieces"), answer.moves.join(" "));
  // On a board that is not square the swap is swap-sides: O takes X's winning stone.
  const wide = Game.fromMoves("b2", 3, 4);
  const plain = reference(Game.fromMoves("b2", 3, 4, { swap: false }));
  const sides = solve(wide);
  assert.equal(sides.winner, "O");
  assert.deepEqual(sides.moves, plain.winner === "O" ? plain.moves : ["swap-sides"]);
});

test("limits: a search cut short says so and names no winner it has not proved", () => {
  const game = new Game(7, 7, { swap: false });
  const cut = solve(game, { nodes: 1 });
  assert.deepEqual([cut.winner, cut.moves, cut.complete], [null, [], false]);
  assert.ok(cut.nodes <= 2, `${cut.nodes} nodes`);
  // With winningMoves off the search ends with the winner.
  const small = solve(new Game(4, 4, { swap: false }), { winningMoves: false });
  assert.deepEqual([small.winner, small.moves, small.complete], ["X", [], true]);
  const all = solve(new Game(4, 4, { swap: false }));
  assert.deepEqual([all.winner, all.complete], ["X", true]);
  // The winning first moves of 4x4 are its short diagonal, between the obtuse corners.
  assert.deepEqual(all.moves, ["d1", "c2", "b3", "a4"]);
  assert.ok(all.nodes > small.nodes, `${all.nodes} > ${small.nodes}`);
});

test("a time limit is read on Date.now", () => {
  const real = Date.now;
  let now = 0;
  Date.now = () => (now += 1000);
  try {
    const cut = solve(new Game(8, 8, { swap: false }), { timeMs: 1 });
    assert.deepEqual([cut.winner, cut.complete], [null, false]);
    assert.ok(cut.timeMs >= 1000, String(cut.timeMs));
  } finally {
    Date.now = real;
  }
});

// --- connections, mustPlay, inferior ---

test("connections: a bridge between two stones, with its two cells as the carrier", () => {
  // X on b2 and c3 share the two empty neighbours c2 and b3.
  const game = Game.fromRows([". . . . .", " . X . . .", "  . . X . .", "   . . . . .", "    . . . . O"]);
  const found = connections(game, "X");
  const bridge = found.filter((c) => JSON.stringify([c.from, c.to]) === "[[1,1],[2,2]]");
  assert.deepEqual(bridge[0], { from: [1, 1], to: [2, 2], kind: "full", carrier: [[1, 2], [2, 1]] });
  // Each cell alone makes the link: two semi-connections, whose keys are their carriers.
  const semis = bridge.filter((c) => c.kind === "semi").map((c) => [c.key, c.carrier]);
  assert.deepEqual(semis.slice(0, 2).sort(), [[[1, 2], [[1, 2]]], [[2, 1], [[2, 1]]]]);
  // X's stones are joined to both edges too, by templates: X wins whoever moves.
  assert.ok(found.some((c) => c.from === "edge-start" && c.to === "edge-goal" && c.kind === "full"));
  // The player defaults to the side to move, here O, whose corner stone is part of its
  // right edge.
  assert.equal(game.toMove, "O");
  assert.deepEqual(connections(game), connections(game, "O"));
  assert.ok(connections(game).every((c) => c.from === "edge-start" || c.from === "edge-goal"));
});

test("connections: edge template II, a stone on the second row to its edge", () => {
  const game = Game.fromRows([". . . .", " . X . .", "  . . . .", "   . . . O"]);
  const toTop = connections(game, "X").filter((c) => c.from === "edge-start" && c.to[0] === 1 && c.to[1] === 1);
  assert.deepEqual(toTop.find((c) => c.kind === "full"), { from: "edge-start", to: [1, 1], kind: "full", carrier: [[0, 1], [0, 2]] });
  // Every carrier lists empty cells only, in reading order, with the key among them.
  for (const c of connections(game, "X")) {
    for (const [r, col] of c.carrier) assert.equal(game.cell(r, col), null);
    assert.deepEqual(c.carrier, [...c.carrier].sort((a, b) => a[0] - b[0] || a[1] - b[1]));
    if (c.kind === "semi") assert.ok(c.carrier.some(([r, col]) => r === c.key[0] && col === c.key[1]));
    else assert.equal("key" in c, false);
  }
});

test("mustPlay: where X must answer O's threat, and null with no threat", () => {
  // O's b2 has its right edge by c1 or c2, and the left one at a2: X must play in there.
  const game = Game.fromRows([". . .", " . O .", "  X . ."]);
  assert.equal(game.toMove, "X");
  const region = mustPlay(game);
  assert.deepEqual(region, [[0, 2], [1, 0], [1, 2]]);
  // Every move outside the region loses, as trying every move says.
  const saving = reference(game).moves;
  for (const move of saving) {
    const [c, r] = [move.charCodeAt(0) - 97, Number(move.slice(1)) - 1];
    assert.ok(region.some(([rr, cc]) => rr === r && cc === c), move);
  }
  // On an empty 7x7 board the connections of O alone prove no threat.
  assert.equal(mustPlay(new Game(7, 7)), null);
  // On 5x5 they do: O, if it moved first, would join its edges, so X must play inside.
  const region5 = mustPlay(new Game(5, 5)).map(([r, c]) => notation(r, c));
  assert.equal(region5.length, 17);
  const winning = solve(new Game(5, 5, { swap: false })).moves;
  assert.ok(winning.length > 0 && winning.every((move) => region5.includes(move)), `${winning} in ${region5}`);
});

test("inferior: a dead cell between two stones that hold their edges; dead and captured cells filled change no answer", () => {
  // a1 touches X's b1, on X's top edge, and O's a2, on O's left edge.
  const game = Game.fromRows([". X .", " O . .", "  . . ."]);
  assert.deepEqual(inferior(game), { dead: [[0, 0]], captured: { X: [], O: [] } });
  assert.deepEqual(inferior(new Game(4, 4)), { dead: [], captured: { X: [], O: [] } });
  // O's a4-c4 reaches the right edge by d3 or d4: whichever X takes, O takes the other and
  // X's stone is dead, so both are O's. X's wall cuts O from the top left, which is X's.
  // Whichever of d2 and c3 O takes, X takes the other and O's stone is of no use to O (d2
  // would only join d1 and d3, both on O's right edge): both are X's.
  const wall = Game.fromRows([". . X .", " . . X .", "  . X . .", "   O O O ."]);
  assert.deepEqual(inferior(wall), { dead: [[0, 3]], captured: { X: [[0, 0], [0, 1], [1, 1], [1, 3], [2, 0], [2, 2]], O: [[2, 3], [3, 3]] } });
  // A dead cell filled with either colour leaves the answer as it was.
  const next = rng(7);
  let filled = 0;
  let captured = 0;
  for (let n = 0; n < 40; n++) {
    const rows = Array.from({ length: 4 }, () => Array(4).fill("."));
    for (let placed = 0; placed < 6; ) {
      const [r, c] = [Math.floor(next() * 4), Math.floor(next() * 4)];
      if (rows[r][c] !== ".") continue;
      rows[r][c] = placed % 2 === 0 ? "X" : "O";
      placed++;
    }
    const game = Game.fromRows(rows.map((row) => row.join(" ")));
    const cells = rows.map((row) => row.join("")).join("");
    const { winner } = referenceOf(cells, 4, 4, game.toMove);
    for (const [r, c] of inferior(game).dead) {
      for (const stone of ["X", "O"]) {
        // The cell is filled, not played: the side to move stays.
        const at = r * 4 + c;
        const changed = cells.slice(0, at) + stone + cells.slice(at + 1);
        assert.equal(referenceOf(changed, 4, 4, game.toMove).winner, winner, `${cells} ${r},${c}=${stone}`);
        filled++;
      }
    }
    // A player's captured cells, all filled with its stones, leave the answer as it was.
    for (const [player, taken] of Object.entries(inferior(game).captured)) {
      if (taken.length === 0) continue;
      let changed = cells;
      for (const [r, c] of taken) changed = changed.slice(0, r * 4 + c) + player + changed.slice(r * 4 + c + 1);
      assert.equal(referenceOf(changed, 4, 4, game.toMove).winner, winner, `${cells} captured by ${player}: ${JSON.stringify(taken)}`);
      captured++;
    }
  }
  assert.ok(filled > 0 && captured > 0, `${filled} dead cells and ${captured} captured sets tried`);
});

// --- Errors and types ---

test("bad arguments throw the module's errors", () => {
  const game = new Game(3, 3);
  for (const call of [solve, connections, mustPlay, inferior]) {
    throwsModuleError(() => call(5), { name: "TypeError", code: "INVALID_TYPE", message: "game must be a Game of hex-connect, but got a number" }, call.name);
    throwsModuleError(() => call({ toJSON: () => ({}) }), { name: "TypeError", code: "INVALID_TYPE" }, call.name);
    const freed = game.clone();
    freed.free();
    throwsModuleError(() => call(freed), { code: "FREED" }, call.name);
    throwsModuleError(() => call(new Game(19, 20)), { name: "RangeError", code: "BAD_SIZE" }, call.name);
  }
  throwsModuleError(() => connections(game, "x"), { name: "TypeError", code: "BAD_OPTION", message: 'player must be "X" or "O", but got the string "x"' });
  throwsModuleError(() => connections(game, 1), { name: "TypeError", code: "INVALID_TYPE", message: 'player must be "X" or "O", but got a number' });
  throwsModuleError(() => solve(game, 5), { name: "TypeError", code: "INVALID_TYPE" });
  throwsModuleError(() => solve(game, { time: 5 }), {
    name: "TypeError",
    code: "BAD_OPTION",
    message: 'unknown option "time"; the options are timeMs, nodes and winningMoves',
  });
  throwsModuleError(() => solve(game, { nodes: "5" }), { name: "TypeError", code: "INVALID_TYPE", message: 'options.nodes must be a number, but got the string "5"' });
  throwsModuleError(() => solve(game, { nodes: 0 }), { name: "RangeError", code: "BAD_NUMBER" });
  throwsModuleError(() => solve(game, { timeMs: 1.5 }), { name: "RangeError", code: "BAD_NUMBER" });
  throwsModuleError(() => solve(game, { timeMs: 3600001 }), { name: "RangeError", code: "BAD_NUMBER" });
  throwsModuleError(() => solve(game, { winningMoves: 1 }), { name: "TypeError", code: "BAD_OPTION" });
  // A 19x19 board is the largest the knowledge layer takes.
  assert.equal(mustPlay(new Game(19, 19)), null);
  // The module keeps answering.
  assert.equal(solve(game).winner, "O");
});

test("the TypeScript declarations", () => {
  declares(root, [
    'export type Endpoint = [number, number] | "edge-start" | "edge-goal";',
    "export interface Connection {",
    'kind: "full" | "semi";',
    "key?: [number, number];",
    "export interface Inferior {",
    "export interface SolveOptions {",
    "export interface Solution {",
    "export function solve(game: Game, options?: SolveOptions): Solution;",
    "export function connections(game: Game, player?: Player): Connection[];",
    "export function mustPlay(game: Game): Array<[number, number]> | null;",
    "export function inferior(game: Game): Inferior;",
  ]);
});
