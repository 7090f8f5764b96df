// The package built without the default `game` feature (`node scripts/package.mjs
// --no-default-features --out target/pkg-core`), which docs/design.md offers for apps that need
// only winner and winningPath.
import { test } from "node:test";
import assert from "node:assert/strict";
import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { throwsModuleError } from "./expect.mjs";

const dir = new URL("../../target/pkg-core/", import.meta.url);
const lib = createRequire(import.meta.url)(fileURLToPath(dir));

test("winner and winningPath answer, and errors keep their shape", () => {
  const rows = ["X O . .", " X O . .", "  X . O .", "   X . . O"];
  assert.equal(lib.winner(rows), "X");
  assert.deepEqual(lib.winningPath(rows), [[0, 0], [1, 0], [2, 0], [3, 0]]);
  assert.equal(lib.winner(rows, { xConnects: "left-right" }), null);
  throwsModuleError(() => lib.winner(["X", " x"]), { code: "BAD_CHARACTER", row: 1, column: 0 });
  throwsModuleError(() => lib.winner("X"), { name: "TypeError", code: "INVALID_TYPE" });
});

test("Game is left out, of the module and of its types", () => {
  assert.equal(lib.Game, undefined);
  const dts = readFileSync(new URL("index.d.ts", dir), "utf8");
  assert.doesNotMatch(dts, /class Game/);
  assert.match(dts, /export function winner\(rows: string\[\], options\?: Options\): Player \| null;/);
});
