// The loaders: each checks one argument and copies it straight into the scratch buffers in
// wasm memory that the binding registers with `useScratch` (src/wasm/scratch.rs), the
// cheapest way into wasm memory there is (joined rows, one `encodeInto` per long row, the
// characters of very short rows one by one; one `encodeInto` for a text, a plain copy for
// cells). Each returns what it copied, or -1 when
// the scratch is too small, with what it needs in `ends[0]` (bytes) and `ends[1]` (entries);
// the binding grows the buffers and calls it again. The binding imports them with `catch`,
// so no JavaScript value (a Proxy, a throwing getter) can throw through the wasm frames.
//
// `rowsCall` makes the package's `winner` and `winningPath` (scripts/package.mjs binds them):
// it calls `load` itself, before entering wasm, and then an export that takes and returns
// plain numbers, so that a small board costs no call from wasm back into JavaScript, no
// externref and no `Result`.
import { describe, invalidType, makeError, readRule } from "./checks.js";
import { toPairs } from "./values.js";

let memory = null;
let at0 = 0;
let cap = 0;
let endsAt = 0;
let endsCap = 0;
let bytes = new Uint8Array(0);
let ends = new Uint32Array(0);

export function useScratch(wasmMemory, bytesPtr, bytesLen, endsPtr, endsLen) {
  memory = wasmMemory;
  at0 = bytesPtr;
  cap = bytesLen;
  endsAt = endsPtr;
  endsCap = endsLen;
  bytes = new Uint8Array(memory.buffer, at0, cap);
  ends = new Uint32Array(memory.buffer, endsAt, endsCap);
}

const encoder = new TextEncoder();
// Rows this long on average are copied by one encodeInto each; shorter ones joined first,
// and rows shorter than SHORT_ROW on average a character at a time.
const LONG_ROW = 96;
const SHORT_ROW = 8;
// The scratch bytes through which many long rows are copied and read a part at a time;
// rows longer than a sixteenth of it on average are copied whole.
const PART_BYTES = 1 << 18;

function utf8Length(s) {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c < 0xdc00 && (s.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      n += 4;
      i++;
    } else n += 3;
  }
  return n;
}

// Makes the scratch views afresh if wasm memory has grown since they were made (asking the
// memory for its buffer costs more than a look at a view's length).
function freshViews() {
  if (moved()) useScratch(memory, at0, cap, endsAt, endsCap);
}

// What copyRows returns when wasm memory moved while it ran (see `load`).
const MOVED = -2;

// Whether wasm memory has grown since the scratch views were made: growing it detaches the
// old buffer, and every view of it then has length 0.
function moved() {
  return bytes.length === 0 && cap > 0;
}

// Checks the arguments and copies the rows' UTF-8 bytes end to end into the scratch bytes,
// with the end offset of each row in the scratch ends. Returns 4 * rows + rule (0 for X
// top-bottom, 1 for X left-right), or -1 when the scratch is too small, with the bytes and
// rows needed in ends[0] and ends[1]. Throws a TypeError naming what is wrong.
//
// Many long rows of more than PART_BYTES in all are not copied: `load` returns
// 4 * rows + 2 + rule, with their bytes in ends[0], and the binding has `loadPart` copy them a
// part at a time, each part read before the next is copied over it, so that the rows are
// read while they are in the processor's cache (a 4096x4096 board's rows are about 42 MB).
//
// A getter of `rows` can run code that grows wasm memory (a large Game made inside it), which
// detaches the views of the scratch: a write through one is lost without a word, and a
// subarray of one throws. The rows are then copied again through fresh views, a few times
// at most.
export function load(rows, options) {
  if (rows === COPIED) return copied;
  if (!Array.isArray(rows)) {
    throw invalidType(`rows must be an array of strings, one per row, but got ${describe(rows)}`);
  }
  const rule = readRule(options, false);
  loading = true;
  try {
    for (let attempt = 0; attempt < 4; attempt++) {
      const code = copyRows(rows, rule);
      if (code !== MOVED) return code;
    }
  } finally {
    loading = false;
  }
  throw changed();
}

// The error for rows that changed while they were read: a getter of them that called into the
// module and grew its memory each time, or that gave a longer row the second time.
function changed() {
  return makeError(0, "BUSY", "the rows changed while they were read (a getter that calls into the module, or gives another row each time)", -1, -1, -1);
}

// Whether `load` is reading rows: a getter of them that calls `winner` or `winningPath` then
// gets the BUSY error the binding gives a call from inside a getter (src/wasm/scratch.rs),
// before it could copy rows of its own over those being read.
let loading = false;

// Given to the binding's general path in place of rows that `rowsCall` has copied already:
// `load` answers it with `copied`, what it returned for them, and reads nothing again.
const COPIED = {};
let copied = 0;

// The package's `winner` (`path` false) or `winningPath` (`path` true). `general` is the
// binding's export, which reads any rows and names every fault; `small` is `__rowsAnswer`,
// which answers from the rows `load` copied when they are a small board with nothing wrong
// (-1 otherwise, a larger board too): 0 for nobody, 1 for X, 2 for O; with `path`, 0 for nobody, or the cells of
// the chain, whose first row and column it wrote to the scratch ends and its steps (indices
// into NEIGHBOURS) to the scratch bytes. Whatever it cannot answer, `general` reads from the
// same copy, so every answer and every error is the general path's.
export function rowsCall(general, small, path) {
  return (rows, options) => {
    if (loading) {
      throw makeError(0, "BUSY", "the module cannot be called from inside a getter of the rows it is reading", -1, -1, -1);
    }
    // The first call makes the scratch.
    if (cap === 0) return general(rows, options);
    const code = load(rows, options);
    // The scratch is too small: the general path grows it, and copies the rows again.
    if (code < 0 || code & 2) return general(rows, options);
    const answer = small(code, path);
    if (answer < 0) {
      copied = code;
      return general(COPIED, options);
    }
    if (!path) return answer === 0 ? null : answer === 1 ? "X" : "O";
    if (answer === 0) return null;
    freshViews();
    return toPairs(ends[0], ends[1], bytes.subarray(0, answer - 1));
  };
}

// `load` once: its result, or MOVED when a getter of `rows` grew wasm memory on the way.
function copyRows(rows, rule) {
  freshViews();
  const n = rows.length;
  const e = ends;
  const fits = n <= endsCap;
  let total = 0;
  for (let i = 0; i < n; i++) {
    const row = rows[i];
    if (typeof row !== "string") {
      throw makeError(1, "INVALID_TYPE", `row ${i + 1} must be a string, but got ${describe(row)}`, i, -1, -1);
    }
    total += row.length;
    if (fits) e[i] = total;
  }
  if (moved()) return MOVED;
  if (total > PART_BYTES && total >= LONG_ROW * n && total <= (PART_BYTES / 16) * n) {
    // Room for any row, in UTF-8 at most three bytes a character (found here rather than
    // in the loop above, which one-cell rows make the cost of).
    let longest = 0;
    for (let i = 0; i < n; i++) longest = Math.max(longest, String(rows[i]).length);
    if (moved()) return MOVED;
    const room = Math.max(PART_BYTES, 3 * longest);
    if (cap < room) return need(room, PART_BYTES / LONG_ROW);
    ends[0] = total;
    return 4 * n + 2 + rule;
  }
  if (!fits || total > cap) return need(total, n);
  // Valid rows are ASCII: one byte per character, so `ends` already holds the offsets.
  // Rows that copy to another length hold other characters and are copied row by row.
  if (n === 0) return rule;
  if (total >= LONG_ROW * n) {
    if (copyLong(rows, 0, n) !== n || ends[n - 1] !== total) return exact(rows, rule);
  } else if (total < SHORT_ROW * n) {
    // A column of one-cell rows: joining a million strings costs more than copying their
    // characters one by one.
    let at = 0;
    for (let i = 0; i < n; i++) {
      const row = String(rows[i]);
      if (moved()) return MOVED;
      const end = e[i];
      if (at + row.length !== end) return exact(rows, rule);
      for (let k = 0; k < row.length; k++) {
        const c = row.charCodeAt(k);
        if (c >= 0x80) return exact(rows, rule);
        bytes[at++] = c;
      }
    }
  } else {
    // Strings added end to end join faster than `join` (encodeInto flattens them); anything
    // else a getter gives now is joined as before.
    let joined = "";
    for (let i = 0; i < n; i++) {
      const row = rows[i];
      if (typeof row !== "string") {
        joined = String(n === 1 ? rows[0] : rows.join(""));
        break;
      }
      joined += row;
    }
    if (moved()) return MOVED;
    const { read, written } = encoder.encodeInto(joined, bytes);
    if (read !== total || written !== total) return exact(rows, rule);
  }
  return 4 * n + rule;
}

function need(total, n) {
  ends[0] = total;
  ends[1] = n;
  return -1;
}

// Copies rows `from` to `count` end to end into the scratch bytes, one encodeInto each, as
// many whole rows as fit, with the end offset of each in the scratch ends; returns how many.
function copyLong(rows, from, count) {
  let at = 0;
  let i = from;
  while (i < count && i - from < endsCap) {
    const row = String(rows[i]);
    // A getter of the row may have grown wasm memory.
    freshViews();
    const { read, written } = encoder.encodeInto(row, bytes.subarray(at));
    if (read !== row.length) break;
    at += written;
    ends[i - from] = at;
    i++;
  }
  return i - from;
}

// The next part of rows that `load` left to be copied a part at a time: rows `from` on, of
// the first `count`, as many whole ones as fit in the scratch, which `load` made room for
// the longest in. Returns how many; throws if a getter of the rows now gives a longer one.
export function loadPart(rows, from, count) {
  loading = true;
  try {
    const got = copyLong(rows, from, count);
    if (got > 0) return got;
  } finally {
    loading = false;
  }
  throw changed();
}

// Copies rows that hold non-ASCII text, each to its UTF-8 length, for an error that names
// the character.
function exact(rows, rule) {
  const n = rows.length;
  if (copyLong(rows, 0, n) === n) return 4 * n + rule;
  let total = 0;
  for (let k = 0; k < n; k++) total += utf8Length(String(rows[k]));
  return moved() ? MOVED : need(total, n);
}

// Checks a string argument and copies its UTF-8 bytes into the scratch bytes, the cheapest
// way into wasm memory (one encodeInto). Returns their length, or -1 when the scratch is too
// small, with the bytes needed in ends[0]. Throws a TypeError for a value that is not a string.
export function loadText(value, what) {
  if (typeof value !== "string") throw invalidType(`${what}, but got ${describe(value)}`);
  freshViews();
  if (value.length <= cap) {
    const { read, written } = encoder.encodeInto(value, bytes);
    if (read === value.length) return written;
  }
  return need(utf8Length(value), 0);
}

// The cells of an array given to `loadCells` once checked, outside wasm memory: reading an
// array's entries can run a getter, and a getter can grow wasm memory, which detaches every
// view of it (and a write through a detached view is lost without a word).
let checkedCells = new Int32Array(0);

// Checks the cells of `Game.playCells` and copies them into the scratch ends: an array or
// a typed array of whole numbers from 0 to `last`. Returns how many, or -1 when the scratch
// is too small, with the count needed in ends[1]. Throws a TypeError for a value that is not
// a list, a RangeError naming the first cell that is not a cell of the board. Only the first
// `last + 1` entries are read: the board is full, and the game won, before any later one.
export function loadCells(cells, last) {
  if (!Array.isArray(cells) && !(ArrayBuffer.isView(cells) && !(cells instanceof DataView))) {
    throw invalidType(`cells must be an array of cell numbers (row * cols + col), such as [0, 12, 5], but got ${describe(cells)}`);
  }
  freshViews();
  const n = Math.min(cells.length, last + 1);
  if (n > endsCap) return need(0, n);
  // A typed array's entries are read with no user code, straight into the scratch.
  const list = Array.isArray(cells);
  if (list && checkedCells.length < n) checkedCells = new Int32Array(Math.max(n, 2 * checkedCells.length));
  const checked = list ? checkedCells : ends;
  for (let i = 0; i < n; i++) {
    const cell = cells[i];
    if (typeof cell !== "number" || !Number.isInteger(cell) || cell < 0 || cell > last) {
      const got = typeof cell === "number" ? String(cell) : describe(cell);
      throw makeError(2, "BAD_NUMBER", `cells[${i}] must be a whole number from 0 to ${last} (a cell of the board, row * cols + col), but got ${got}`, -1, -1, i + 1);
    }
    checked[i] = cell;
  }
  if (list) {
    freshViews();
    ends.set(checked.subarray(0, n));
  }
  return n;
}
