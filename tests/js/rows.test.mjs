// winner and winningPath of the built package on small boards, which the exported functions
// answer through `rowsCall` of src/wasm/scratch.js (the rows copied before entering wasm, an
// export of plain numbers), falling back to the binding's general path for anything else:
// the answers are those of the same board read by `Game.fromRows`, every fault keeps its
// error, and a getter of the rows that calls back in gets the BUSY error, through each entry.
// The same for large boards, whose rows the binding copies and reads a part at a time.
import { test } from "node:test";
import assert from "node:assert/strict";
import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { throwsModuleError } from "./expect.mjs";

const root = new URL("../../pkg/", import.meta.url);
const cjs = createRequire(import.meta.url)(fileURLToPath(root));
const web = await import(new URL("web/index.js", root).href);
const { exports: paths } = JSON.parse(readFileSync(new URL("package.json", root), "utf8"));
web.initSync({ locate: (file) => readFileSync(new URL(paths[`./${file}`], root)) });
const esm = await import(new URL("index.js", root).href);
const ENTRIES = [["require", cjs], ["import", esm], ["web", web]];

// A small random generator, so that every run draws the same boards.
function random(seed) {
  let s = seed >>> 0;
  return (n) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s % n;
  };
}

// A board of `rows` x `cols` cells, each filled with probability `fill`, in the layout
// `layout`: 0 packed ("XO."), 1 spaced and indented ("X O ." under " . X O"), 2 spaced with
// trailing spaces, 3 irregular spacing.
function board(next, rows, cols, fill, layout) {
  const out = [];
  for (let r = 0; r < rows; r++) {
    const cells = Array.from({ length: cols }, () => (next(100) < fill ? "XO"[next(2)] : "."));
    if (layout === 0) out.push(cells.join(""));
    else if (layout === 1) out.push(" ".repeat(r) + cells.join(" "));
    else if (layout === 2) out.push(cells.join(" ") + "  ");
    else out.push(cells.map((c) => " ".repeat(next(3)) + c).join(""));
  }
  return out;
}

for (const [name, lib] of ENTRIES) {
  test(`${name}: small boards answer as Game.fromRows reads them`, () => {
    const next = random(28);
    let won = 0;
    for (let i = 0; i < 600; i++) {
      // Mostly up to 64 rows and columns (the small boards), some a little past either.
      const rows = 1 + next(i % 10 === 0 ? 70 : 64);
      const cols = 1 + next(i % 10 === 1 ? 70 : 64);
      const rows_ = board(next, rows, cols, [30, 60, 100][i % 3], i % 4);
      const options = i % 2 ? { xConnects: "left-right" } : undefined;
      const game = esm.Game.fromRows(rows_, options);
      const label = `board ${i}, ${rows}x${cols}, layout ${i % 4}`;
      assert.equal(lib.winner(rows_, options), game.winner, label);
      assert.deepEqual(lib.winningPath(rows_, options), game.winningPath(), label);
      if (game.winner !== null) won++;
      game.free();
    }
    // Both answers were drawn many times.
    assert.ok(won > 150 && won < 450, `${won} boards won`);
  });

  test(`${name}: faults of small boards and of few wide rows keep their errors`, () => {
    for (const f of [lib.winner, lib.winningPath]) {
      throwsModuleError(() => f(["X O .", " X O"]), { code: "RAGGED_ROWS", row: 1 });
      throwsModuleError(() => f(["X O .", " X o ."]), { code: "BAD_CHARACTER", row: 1, column: 1 });
      throwsModuleError(() => f(["X O .", 5]), { name: "TypeError", code: "INVALID_TYPE", row: 1 });
      throwsModuleError(() => f(["X"], { xConnects: "up" }), { name: "TypeError", code: "BAD_OPTION" });
      // Three rows of 100 cells: not a small board, read from the same copy by the general path.
      const wide = ["X".repeat(100), "O".repeat(100), ".".repeat(99) + "X"];
      assert.equal(lib.winner(wide, { xConnects: "left-right" }), "X");
      assert.equal(f === lib.winner ? f(wide) : f(wide).length, f === lib.winner ? "O" : 100);
      wide[2] = ".".repeat(80) + "?" + ".".repeat(19);
      throwsModuleError(() => f(wide), { code: "BAD_CHARACTER", row: 2, column: 80 });
      // And the next small board is answered from its own rows.
      assert.equal(f(["X", " X"]) !== null, true);
    }
  });

  test(`${name}: long packed rows read as the same rows spaced, and name their bad characters`, () => {
    // Rows past the small boards' reader, packed ("XO.") and in the canonical spaced form:
    // the packed rows go through the reader's 32-cell blocks (WebAssembly SIMD), the spaced
    // ones through its 16-cell blocks, and both must give the same board.
    const next = random(29);
    for (let i = 0; i < 200; i++) {
      const rows = 1 + next(6);
      const cols = 65 + next(200);
      const packed = board(next, rows, cols, [30, 60, 100][i % 3], 0);
      const spaced = packed.map((row, r) => " ".repeat(r) + row.split("").join(" "));
      const label = `board ${i}, ${rows}x${cols}`;
      for (const f of [lib.winner, lib.winningPath]) assert.deepEqual(f(packed), f(spaced), label);
      const game = esm.Game.fromRows(packed);
      assert.deepEqual(game.toRows(), esm.Game.fromRows(spaced).toRows(), label);
      game.free();
      // A bad character anywhere in a packed row: its row and its column, the cells before it.
      const r = next(rows);
      const c = next(cols);
      const bad = packed.slice();
      bad[r] = bad[r].slice(0, c) + "xo?7é"[next(5)] + bad[r].slice(c + 1);
      throwsModuleError(() => lib.winner(bad), { code: "BAD_CHARACTER", row: r, column: c });
    }
  });

  test(`${name}: a getter of the rows that calls back in gets BUSY, and the call answers`, () => {
    for (const f of [lib.winner, lib.winningPath]) {
      const rows = ["X O", " X O"];
      let inner = null;
      Object.defineProperty(rows, 1, {
        get: () => {
          try {
            f(["O"]);
          } catch (e) {
            inner = e;
          }
          return " X O";
        },
      });
      assert.deepEqual(f(rows), f === lib.winner ? "X" : [[0, 0], [1, 0]]);
      throwsModuleError(() => {
        throw inner;
      }, { code: "BUSY", message: "the module cannot be called from inside a getter of the rows it is reading" });
      // A getter that lets the error through ends the call with it.
      Object.defineProperty(rows, 0, { get: () => f(["O"]) });
      throwsModuleError(() => f(rows), { code: "BUSY" });
      assert.equal(lib.winner(["O"]), "O");
    }
  });

  test(`${name}: large boards, read a part at a time, answer as Game.fromRows reads them and keep their errors`, () => {
    // Rows of more than 256 KiB in all, each between 96 bytes and 16 KiB long on average:
    // scratch.js copies them into the module a part at a time, each part read before the next.
    const next = random(32);
    for (let i = 0; i < 6; i++) {
      const size = 600 + next(200);
      const rows = board(next, size, size, [30, 60, 100][i % 3], i % 2);
      const options = i % 4 > 1 ? { xConnects: "left-right" } : undefined;
      const game = esm.Game.fromRows(rows, options);
      const label = `board ${i}, ${size}x${size}, layout ${i % 2}`;
      // Game.fromRows reads through the same parts: its rows are the text's cells.
      const cells = rows.map((row, r) => " ".repeat(r) + row.replace(/ /g, "").split("").join(" "));
      assert.deepEqual(game.toRows(), cells, label);
      assert.equal(lib.winner(rows, options), game.winner, label);
      assert.deepEqual(lib.winningPath(rows, options), game.winningPath(), label);
      game.free();
    }
    // A chain whose answer is known, then faults in a late part, each named by row and column.
    const size = 700;
    const rows = Array.from({ length: size }, (_, r) => " ".repeat(r) + Array.from({ length: size }, (_, c) => (c === 5 ? "X" : ".")).join(" "));
    for (const f of [lib.winner, lib.winningPath]) {
      assert.deepEqual(f(rows), f === lib.winner ? "X" : Array.from({ length: size }, (_, r) => [r, 5]));
      const at = (r, c, text) => rows.map((row, k) => (k === r ? row.slice(0, r + 2 * c) + text + row.slice(r + 2 * c + 1) : row));
      throwsModuleError(() => f(at(650, 123, "?")), { code: "BAD_CHARACTER", row: 650, column: 123 });
      throwsModuleError(() => f(at(690, 400, "é")), { code: "BAD_CHARACTER", row: 690, column: 400 });
      throwsModuleError(() => f(rows.map((row, k) => (k === 600 ? `${row} .` : row))), { code: "RAGGED_ROWS", row: 600 });
      // A getter whose row, after `reads` reads, is longer than any scratch: too much text
      // when the rows are measured, BUSY when a part is copied, the answer when never.
      const seen = new Set();
      for (let reads = 1; reads <= 6; reads++) {
        const changing = rows.slice();
        let read = 0;
        Object.defineProperty(changing, 500, { get: () => (++read <= reads ? rows[500] : rows[500].repeat(40_000)) });
        try {
          assert.deepEqual(f(changing), f(rows));
          seen.add("answer");
        } catch (e) {
          assert.ok(["TOO_LARGE", "BUSY"].includes(e.code), String(e));
          if (e.code === "BUSY") assert.match(e.message, /^the rows changed while they were read/);
          seen.add(e.code);
        }
      }
      assert.ok(seen.has("BUSY"), [...seen].join());
      assert.deepEqual(f(["X"]), f === lib.winner ? "X" : [[0, 0]]);
    }
    // Too much text, found before any of it is read.
    const limit = lib.maxInputBytes();
    const long = new Array(4200).fill(".".repeat(16_000));
    throwsModuleError(() => lib.winner(long), { name: "RangeError", code: "TOO_LARGE", message: `the board text is too long: ${4200 * 16_000} bytes, and at most ${limit} are accepted` });
  });
}
