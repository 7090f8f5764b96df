// Hostile input against the built web package, driven from Node: every bad input gets an
// Error, the instance keeps answering right after each one, and memory stays flat.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";

const root = new URL("../../target/", import.meta.url);
const lib = await import(new URL("pkg-web/hex_connect.js", root).href);
const wasm = lib.initSync({ module: readFileSync(new URL("pkg-web/hex_connect_bg.wasm", root)) });

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

const BAD = [
  ["undefined", undefined],
  ["null", null],
  ["a number", 42],
  ["a string", "X O\n O X"],
  ["an object", { 0: "X", length: 1 }],
  ["a typed array", new Uint8Array([88])],
  ["no rows", []],
  ["an empty row", [""]],
  ["a row of spaces", ["X", "   "]],
  ["a number row", ["X", 7]],
  ["a null row", [null]],
  ["a nested array", [["X"]]],
  ["a String object", [new String("X")]],
  ["a sparse array", [, "X"]],
  ["ragged rows", ["X O .", " X O"]],
  ["a lower-case x", ["x"]],
  ["a digit", ["X 1"]],
  ["a tab", ["X\tO"]],
  ["a newline", ["X\nO"]],
  ["a carriage return", ["X O\r"]],
  ["a NUL", ["X\u0000"]],
  ["non-ASCII", ["X ü"]],
  ["an emoji", ["🙂"]],
  ["a lone surrogate", ["X\ud800"]],
  ["markup", ["<img src=x onerror=alert(1)>"]],
  ["a throwing Proxy", throwingProxy],
  ["a long bad row", [".".repeat(5000) + "?"]],
];

test("every bad input throws an Error and the instance keeps answering", () => {
  for (const [name, rows] of BAD) {
    for (const f of [lib.winner, lib.winningPath]) {
      assert.throws(() => f(rows), (e) => e instanceof Error && e.message.length > 0, name);
      stillRight();
    }
  }
});

test("rows that change while they are read get an answer or an Error, never a crash", () => {
  for (let i = 0; i < 20; i++) {
    for (const f of [lib.winner, lib.winningPath]) {
      try {
        const answer = f(lying);
        assert.ok(answer === null || answer === "X" || answer === "O" || Array.isArray(answer));
      } catch (e) {
        assert.ok(e instanceof Error);
      }
      stillRight();
    }
  }
});

test("bad options throw and change nothing", () => {
  for (const options of [0, "left-right", true, [], () => 1, { xConnects: "LEFT-RIGHT" }, { xConnects: 1 }, { xconnects: "left-right" }]) {
    assert.throws(() => lib.winner(GOOD, options), Error);
    stillRight();
  }
});

test("size limits: too many cells and too much text are errors, not out-of-memory", () => {
  const row = ".".repeat(4096);
  const tooMany = new Array(4097).fill(row);
  assert.throws(() => lib.winner(tooMany), /the board is too large: it has more than 16777216 cells/);
  stillRight();
  const tooLong = [" ".repeat((1 << 26) + 1)];
  assert.throws(() => lib.winner(tooLong), /the board text is too long: 67108865 bytes, and at most 67108864 are accepted/);
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
