// analyze and Game.analyze of the built package, from Node: the object's exact shape, the
// distances against the plain-JS 0-1 BFS of benches/plain-analyze.mjs on random boards, and
// the TypeScript declaration.
import { test } from "node:test";
import assert from "node:assert/strict";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { rng } from "../../www/boards.js";
import * as plain from "../../benches/plain-analyze.mjs";
import { declares, throwsModuleError } from "./expect.mjs";

const root = new URL("../../pkg/", import.meta.url);
const lib = createRequire(import.meta.url)(fileURLToPath(new URL("node.cjs", root)));
const { analyze, winner, winningPath, Game } = lib;

test("analyze gives plain arrays, numbers and nulls", () => {
  const a = analyze(["X O .", " X O .", "  . . O"]);
  assert.deepEqual(a, {
    winner: null,
    path: null,
    distance: { X: 1, O: 2 },
    completion: { X: [[2, 0]], O: [[2, 0], [0, 2]] },
  });
  assert.equal(Object.getPrototypeOf(a), Object.prototype);
  assert.ok(Array.isArray(a.completion.O[0]));
  assert.deepEqual(analyze(["X O", " X O"]), {
    winner: "X",
    path: [[0, 0], [1, 0]],
    distance: { X: 0, O: null },
    completion: { X: [], O: null },
  });
  assert.equal(analyze(["X O", " X O"], { xConnects: "left-right" }).winner, "O");
  throwsModuleError(() => analyze(["X x"]), { code: "BAD_CHARACTER" });
  throwsModuleError(() => analyze("X"), { name: "TypeError", code: "INVALID_TYPE" });
});

test("on random boards the distances are those of a 0-1 BFS and the completions win", () => {
  const next = rng(12);
  const below = (n) => Math.floor(next() * n);
  for (let t = 0; t < 400; t++) {
    const h = 1 + below(t % 10 === 0 ? 80 : 12);
    const w = 1 + below(t % 10 === 0 ? 80 : 12);
    const density = next();
    const cells = Array.from({ length: h }, () =>
      Array.from({ length: w }, () => (next() < density ? (next() < 0.5 ? "X" : "O") : ".")),
    );
    const rows = cells.map((row) => row.join(" "));
    const options = t % 2 ? { xConnects: "left-right" } : undefined;
    const a = analyze(rows, options);
    const expected = plain.analyze(rows, options);
    assert.deepEqual(a.distance, expected.distance, rows.join("\n"));
    assert.equal(a.winner, winner(rows, options));
    assert.deepEqual(a.path, winningPath(rows, options));
    for (const p of ["X", "O"]) {
      const completion = a.completion[p];
      if (completion === null) {
        assert.equal(a.distance[p], null);
        continue;
      }
      assert.equal(completion.length, a.distance[p]);
      const filled = cells.map((row) => row.slice());
      for (const [r, c] of completion) {
        assert.equal(filled[r][c], ".");
        filled[r][c] = p;
      }
      if (a.winner === null) {
        assert.equal(winner(filled.map((row) => row.join("")), options), p);
      }
    }
  }
});

test("analyze of a Game is analyze of its position, with the game's own rule", () => {
  const game = Game.fromMoves("a1 b1 a2", 4, 4);
  assert.deepEqual(analyze(game), analyze(game.toRows()));
  assert.equal(analyze(game).distance.X, 2);
  const wide = Game.fromMoves("a1 b1 a2", 4, 4, { xConnects: "left-right" });
  assert.deepEqual(analyze(wide), analyze(wide.toRows(), { xConnects: "left-right" }));
  throwsModuleError(() => analyze(game, { xConnects: "left-right" }), {
    name: "TypeError",
    code: "BAD_OPTION",
    message: "analyze: options are for rows; a Game brings its own xConnects",
  });
  game.free();
  wide.free();
  throwsModuleError(() => analyze(game), { name: "Error", code: "FREED" });
});

test("the Analysis declaration is exact", () => {
  declares(root, [
    "export interface Analysis {",
    "winner: Player | null;",
    "path: Array<[number, number]> | null;",
    "distance: { X: number | null; O: number | null };",
    "completion: { X: Array<[number, number]> | null; O: Array<[number, number]> | null };",
    "export function analyze(rows: string[] | Game, options?: Options): Analysis;",
  ]);
});
