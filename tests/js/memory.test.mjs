// Wasm memory of winner and winningPath on the largest board the module takes (4096x4096):
// its peak beyond the copy of the rows, and that it stays flat over 1,000 calls. Wasm memory
// never shrinks, so its size after a call is the call's peak.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { fullRandom, serpentine, twoWindings } from "../../www/boards.js";

const root = new URL("../../pkg/", import.meta.url);
const lib = await import(new URL("web/index.js", root).href);
// A fresh instance of the rows part, so that its memory holds only what these calls need.
const { exports: paths } = JSON.parse(readFileSync(new URL("package.json", root), "utf8"));
const wasm = lib.initSync({ locate: (file) => readFileSync(new URL(paths[`./${file}`], root)) })["hex_connect_rows.wasm"];

const N = 4096;
const CELLS = N * N;
const memory = () => wasm.memory.buffer.byteLength;
const textBytes = (rows) => rows.reduce((sum, row) => sum + row.length, 0);

// What the module held before any large call.
const baseline = memory();

// Peak memory of every call so far beyond the baseline and the copy of these rows, in bytes a
// cell: it counts an earlier call's peak too, so it holds each call to the limit only when the
// earlier boards' rows were no longer than these.
function beyondCopy(rows, call) {
  call(rows);
  return (memory() - baseline - textBytes(rows)) / CELLS;
}

test("winner on a 4096x4096 board needs at most 3 bytes a cell beyond the copy of its rows", () => {
  // On two winding clusters both floods follow X's columns, and then the union-find over runs
  // takes over, with its labels: the most the call holds at once.
  for (const [make, expected] of [[() => twoWindings(N, N), "O"], [() => fullRandom(N, N, 1), "X"]]) {
    const rows = make();
    let answer;
    const perCell = beyondCopy(rows, (r) => (answer = lib.winner(r)));
    assert.equal(answer, expected);
    assert.ok(perCell <= 3, `${perCell.toFixed(2)} bytes a cell`);
  }
});

test("winner's memory is flat over 1,000 calls on boards of every size up to 4096x4096", () => {
  const big = serpentine(N, N);
  const small = fullRandom(64, 64, 2);
  assert.equal(lib.winner(big), "X");
  const after = memory();
  for (let i = 0; i < 1000; i++) {
    assert.equal(lib.winner(i % 100 === 0 ? big : small), i % 100 === 0 ? "X" : lib.winner(small));
  }
  assert.equal(memory(), after);
});

test("winningPath on a 4096x4096 board needs at most 3 bytes a cell beyond the copy of its rows", () => {
  // The serpentine's chain holds half the cells; the search keeps bits of each cell.
  for (const [make, length] of [[() => serpentine(N, N), 8384513], [() => fullRandom(N, N, 1), 8642]]) {
    const rows = make();
    let path;
    const perCell = beyondCopy(rows, (r) => (path = lib.winningPath(r)));
    assert.equal(path.length, length);
    assert.ok(perCell <= 3, `${perCell.toFixed(2)} bytes a cell`);
  }
});

test("winningPath's memory is flat over 1,000 calls on boards up to 4096x4096", () => {
  const big = serpentine(N, N);
  const board = fullRandom(256, 256, 3);
  const first = lib.winningPath(board);
  assert.equal(lib.winningPath(big).length, 8384513);
  const after = memory();
  for (let i = 0; i < 1000; i++) {
    const rows = i % 250 === 0 ? big : board;
    assert.equal(lib.winningPath(rows).length, rows === big ? 8384513 : first.length);
  }
  assert.equal(memory(), after);
});
