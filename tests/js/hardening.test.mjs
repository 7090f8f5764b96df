// Hostile input against the built web package, driven from Node: every bad input gets an
// Error, the instance keeps answering right after each one, and memory stays flat.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { throwsModuleError } from "./expect.mjs";

const root = new URL("../../pkg/", import.meta.url);
const lib = await import(new URL("web/index.js", root).href);
// Each .wasm file where the package's exports map puts it; winner and winningPath run in the
// rows part.
const { exports: paths } = JSON.parse(readFileSync(new URL("package.json", root), "utf8"));
const wasm = lib.initSync({ locate: (file) => readFileSync(new URL(paths[`./${file}`], root)) })["hex_connect_rows.wasm"];

const GOOD = ["X O . .", " X O . .", "  X . O .", "   X . . O"];
const GOOD_PATH = [[0, 0], [1, 0], [2, 0], [3, 0]];

function stillRight() {
  assert.equal(lib.winner(GOOD), "X");
  assert.deepEqual(lib.winningPath(GOOD), GOOD_PATH);
  assert.equal(lib.winner(GOOD, { xConnects: "left-right" }), null);
}

const throwingProxy = new Proxy(["X"], { get() { throw new RangeError("proxy says no"); } });
const lying = ["X", "X"];
let reads = 0;
Object.defineProperty(lying, 1, { get: () => (++reads % 2 ? "X" : "XXXXXXXXXXXXXXXXXXXXXXXXX") });

const TYPE = { name: "TypeError", code: "INVALID_TYPE" };
const CHARACTER = (row, column) => ({ code: "BAD_CHARACTER", row, column });
const BAD = [
  ["undefined", undefined, TYPE],
  ["null", null, TYPE],
  ["a number", 42, TYPE],
  ["a string", "X O\n O X", TYPE],
  ["an object", { 0: "X", length: 1 }, TYPE],
  ["a typed array", new Uint8Array([88]), TYPE],
  ["no rows", [], { code: "NO_ROWS" }],
  ["an empty row", [""], { code: "EMPTY_ROW", row: 0 }],
  ["a row of spaces", ["X", "   "], { code: "EMPTY_ROW", row: 1 }],
  ["a number row", ["X", 7], { ...TYPE, row: 1 }],
  ["a null row", [null], { ...TYPE, row: 0 }],
  ["a nested array", [["X"]], { ...TYPE, row: 0 }],
  ["a String object", [new String("X")], { ...TYPE, row: 0 }],
  ["a sparse array", [, "X"], { ...TYPE, row: 0 }],
  ["ragged rows", ["X O .", " X O"], { code: "RAGGED_ROWS", row: 1 }],
  ["a lower-case x", ["x"], CHARACTER(0, 0)],
  ["a digit", ["X 1"], CHARACTER(0, 1)],
  ["a tab", ["X\tO"], CHARACTER(0, 1)],
  ["a newline", ["X\nO"], CHARACTER(0, 1)],
  ["a carriage return", ["X O\r"], CHARACTER(0, 2)],
  ["a NUL", ["X\u0000"], CHARACTER(0, 1)],
  ["non-ASCII", ["X ü"], CHARACTER(0, 1)],
  ["an emoji", ["🙂"], CHARACTER(0, 0)],
  ["a lone surrogate", ["X\ud800"], CHARACTER(0, 1)],
  ["markup", ["<img src=x onerror=alert(1)>"], CHARACTER(0, 0)],
  ["a long bad row", [".".repeat(5000) + "?"], CHARACTER(0, 5000)],
];

test("every bad input throws an Error with its class and code, and the instance keeps answering", () => {
  for (const [name, rows, expected] of BAD) {
    for (const f of [lib.winner, lib.winningPath]) {
      throwsModuleError(() => f(rows), expected, name);
      stillRight();
    }
  }
});

test("an exception thrown by the caller's own values comes back as it was", () => {
  for (const f of [lib.winner, lib.winningPath]) {
    assert.throws(() => f(throwingProxy), (e) => e instanceof RangeError && e.message === "proxy says no");
    stillRight();
  }
});

test("rows that change while they are read get an answer or an Error, never a crash", () => {
  for (let i = 0; i < 20; i++) {
    for (const f of [lib.winner, lib.winningPath]) {
      try {
        const answer = f(lying);
        assert.ok(answer === null || answer === "X" || answer === "O" || Array.isArray(answer));
      } catch (e) {
        assert.ok(!(e instanceof WebAssembly.RuntimeError), `trapped: ${e}`);
        assert.equal(e.code, "RAGGED_ROWS", String(e));
      }
      stillRight();
    }
  }
});

test("bad options throw and change nothing", () => {
  for (const options of [0, "left-right", true, [], () => 1]) {
    throwsModuleError(() => lib.winner(GOOD, options), TYPE, String(options));
    stillRight();
  }
  for (const options of [{ xConnects: "LEFT-RIGHT" }, { xConnects: 1 }, { xconnects: "left-right" }]) {
    throwsModuleError(() => lib.winner(GOOD, options), { name: "TypeError", code: "BAD_OPTION" }, JSON.stringify(options));
    stillRight();
  }
});

test("size limits: too many cells and too much text are errors, not out-of-memory", () => {
  const row = ".".repeat(4096);
  const tooMany = new Array(4097).fill(row);
  throwsModuleError(() => lib.winner(tooMany), { name: "RangeError", code: "TOO_LARGE", message: /^the board is too large: it has more than 16777216 cells/ });
  stillRight();
  const limit = lib.maxInputBytes();
  const tooLong = [" ".repeat(limit + 1)];
  throwsModuleError(() => lib.winner(tooLong), { name: "RangeError", code: "TOO_LARGE", message: `the board text is too long: ${limit + 1} bytes, and at most ${limit} are accepted` });
  stillRight();
});

test("memory does not grow across 10,000 calls", () => {
  const board = Array.from({ length: 60 }, (_, r) => " ".repeat(r) + Array.from({ length: 60 }, (_, c) => "XO."[(r * 7 + c * 3) % 3]).join(" "));
  const calls = (n) => {
    for (let i = 0; i < n; i++) {
      lib.winner(board);
      lib.winningPath(board, { xConnects: i % 2 ? "left-right" : "top-bottom" });
      try { lib.winner(["X", "XX"]); } catch {}
    }
  };
  calls(200);
  const before = wasm.memory.buffer.byteLength;
  calls(10000);
  assert.equal(wasm.memory.buffer.byteLength, before);
  stillRight();
});

test("a column of one-cell rows, copied a character at a time, reads as any board does", () => {
  const column = Array.from({ length: 3000 }, (_, r) => (r % 7 === 3 ? "O" : "X"));
  // X is cut at row 3, so X has not won top to bottom; every O touches both side edges.
  assert.equal(lib.winner(column), "O");
  assert.equal(lib.winner(column, { xConnects: "left-right" }), "X");
  const spaced = column.map((cell, r) => (r % 2 ? ` ${cell} ` : cell));
  assert.equal(lib.winner(spaced), "O");
  const bad = [...column];
  bad[2500] = "é";
  throwsModuleError(() => lib.winner(bad), CHARACTER(2500, 0), "é in row 2500");
  bad[2500] = "X.";
  throwsModuleError(() => lib.winner(bad), { code: "RAGGED_ROWS", row: 2500 }, "two cells in row 2500");
  stillRight();
});
