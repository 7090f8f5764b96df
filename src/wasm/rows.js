// JavaScript side of the wasm binding (src/wasm/). A board crosses into WebAssembly in
// one call, as one copy of its bytes straight into a scratch buffer in wasm memory, and no
// JavaScript value (a Proxy, a throwing getter) can throw through the wasm frames: the
// binding imports `load` with `catch`.

// Every error of the module is made by `makeError`, so all have one shape: the class tells
// the kind (TypeError for an argument of the wrong type or an unknown option, RangeError for
// a number or size out of range, Error for the rest), `code` is a stable word to branch on,
// and `row` / `column` (0-based) are set where a cell is at fault, `move` (from 1) where a
// move of a list is.
const KINDS = [Error, TypeError, RangeError];

export function makeError(kind, code, message, row, column, move, line) {
  const error = new KINDS[kind](message);
  error.code = code;
  if (row >= 0) error.row = row;
  if (column >= 0) error.column = column;
  if (move >= 0) error.move = move;
  // In a record's text: the 0-based line, with `column` in that line.
  if (line >= 0) error.line = line;
  return error;
}

function invalidType(message) {
  return makeError(1, "INVALID_TYPE", message, -1, -1, -1);
}

function badOption(message) {
  return makeError(1, "BAD_OPTION", message, -1, -1, -1);
}

// The error for a number argument that is not a whole number from `min` to `max`.
export function badNumber(name, value, min, max) {
  return makeError(2, "BAD_NUMBER", `${name} must be a whole number from ${min} to ${max}, but got ${value}`, -1, -1, -1);
}

function describe(value) {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  const type = typeof value;
  if (type === "string") return `the string ${JSON.stringify(value.length > 40 ? value.slice(0, 40) + "…" : value)}`;
  if (type === "object" || type === "undefined") return type === "object" ? "an object" : type;
  return `a ${type}`;
}

// Whether `options` were given (undefined and null are none); throws unless they are an
// object whose own keys are all in `known`. `example` and `listed` complete the messages.
function givenOptions(options, known, example, listed) {
  if (options === undefined || options === null) return false;
  if (typeof options !== "object" || Array.isArray(options)) {
    throw invalidType(`options must be an object such as ${example}, but got ${describe(options)}`);
  }
  for (const key in options) {
    if (!known.includes(key) && Object.prototype.hasOwnProperty.call(options, key)) {
      throw badOption(`unknown option ${JSON.stringify(key)}; ${listed}`);
    }
  }
  return true;
}

// 0 for X joining top to bottom (the default), 1 for X joining left to right; for a
// game (`game` true), plus 2 when the swap rule is off (`swap: false`).
function readRule(options, game) {
  const given = game
    ? givenOptions(options, ["xConnects", "swap"], '{ xConnects: "left-right" }', "the options are xConnects and swap")
    : givenOptions(options, ["xConnects"], '{ xConnects: "left-right" }', "the only option is xConnects");
  if (!given) return 0;
  let rule;
  const x = options.xConnects;
  if (x === undefined || x === "top-bottom") rule = 0;
  else if (x === "left-right") rule = 1;
  else throw badOption(`options.xConnects must be "top-bottom" or "left-right", but got ${describe(x)}`);
  if (!game) return rule;
  const swap = options.swap;
  if (swap === false) return rule + 2;
  if (swap === undefined || swap === true) return rule;
  throw badOption(`options.swap must be true or false, but got ${describe(swap)}`);
}

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
// Rows this long on average are copied by one encodeInto each; shorter ones joined first.
const LONG_ROW = 96;

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

// Makes the scratch views afresh if wasm memory has grown since they were made.
function freshViews() {
  if (bytes.buffer !== memory.buffer) useScratch(memory, at0, cap, endsAt, endsCap);
}

// What copyRows returns when wasm memory moved while it ran (see `load`).
const MOVED = -2;

// Whether wasm memory has grown since the scratch views were made: growing it detaches the
// old buffer, and every view of it then has length 0.
function moved() {
  return bytes.length === 0 && cap > 0;
}

// Checks the arguments and copies the rows' UTF-8 bytes end to end into the scratch bytes,
// with the end offset of each row in the scratch ends. Returns 2 * rows + rule (0 for X
// top-bottom, 1 for X left-right), or -1 when the scratch is too small, with the bytes and
// rows needed in ends[0] and ends[1]. Throws a TypeError naming what is wrong.
//
// A getter of `rows` can run code that grows wasm memory (a large Game made inside it), which
// detaches the views of the scratch: a write through one is lost without a word, and a
// subarray of one throws. The rows are then copied again through fresh views, a few times
// at most.
export function load(rows, options) {
  if (!Array.isArray(rows)) {
    throw invalidType(`rows must be an array of strings, one per row, but got ${describe(rows)}`);
  }
  const rule = readRule(options, false);
  for (let attempt = 0; attempt < 4; attempt++) {
    const code = copyRows(rows, rule);
    if (code !== MOVED) return code;
  }
  throw makeError(0, "BUSY", "the rows grew the module's memory each time they were read (a getter that calls into the module)", -1, -1, -1);
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
  if (!fits || total > cap) return need(total, n);
  // Valid rows are ASCII: one byte per character, so `ends` already holds the offsets.
  // Rows that copy to another length hold other characters and are copied row by row.
  if (n === 0) return rule;
  if (total >= LONG_ROW * n) {
    let at = 0;
    for (let i = 0; i < n; i++) {
      const row = String(rows[i]);
      if (moved()) return MOVED;
      const end = e[i];
      const { read, written } = encoder.encodeInto(row, bytes.subarray(at, end));
      if (read !== row.length || at + written !== end) return exact(rows, rule);
      at = end;
    }
  } else {
    const joined = String(n === 1 ? rows[0] : rows.join(""));
    if (moved()) return MOVED;
    const { read, written } = encoder.encodeInto(joined, bytes);
    if (read !== total || written !== total) return exact(rows, rule);
  }
  return 2 * n + rule;
}

function need(total, n) {
  ends[0] = total;
  ends[1] = n;
  return -1;
}

// Copies rows that hold non-ASCII text, each to its UTF-8 length, for an error that names
// the character.
function exact(rows, rule) {
  const n = rows.length;
  let at = 0;
  for (let i = 0; i < n; i++) {
    const row = String(rows[i]);
    if (moved()) return MOVED;
    const { read, written } = encoder.encodeInto(row, bytes.subarray(at));
    if (read !== row.length) {
      let total = 0;
      for (let k = 0; k < n; k++) total += utf8Length(String(rows[k]));
      return moved() ? MOVED : need(total, n);
    }
    at += written;
    ends[i] = at;
  }
  return 2 * n + rule;
}

// 0 or 1 as for `load`, plus 2 when the swap rule is off, for the Game constructors;
// throws a TypeError for bad options.
export function ruleOf(options) {
  return readRule(options, true);
}

// Checks a number argument: a whole number from `min` to `max`.
export function count(value, name, min, max) {
  if (typeof value !== "number") {
    throw invalidType(`${name} must be a number, but got ${describe(value)}`);
  }
  if (!Number.isInteger(value) || value < min || value > max) throw badNumber(name, value, min, max);
  return value;
}

// The options of Game.bestMove as [timeMs, simulations, seed], -1 for a limit not given:
// { timeMs?: number; simulations?: number; seed?: number }, each a whole number in range.
const SEARCH_OPTIONS = { timeMs: 3600000, simulations: 1000000000, seed: Number.MAX_SAFE_INTEGER };
export function searchOptions(options) {
  const out = [-1, -1, 0];
  const known = Object.keys(SEARCH_OPTIONS);
  if (!givenOptions(options, known, "{ timeMs: 500 }", "the options are timeMs, simulations and seed")) return out;
  known.forEach((key, i) => {
    const value = options[key];
    if (value !== undefined) out[i] = count(value, `options.${key}`, key === "seed" ? 0 : 1, SEARCH_OPTIONS[key]);
  });
  return out;
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

// Checks a string argument.
export function text(value, what) {
  if (typeof value !== "string") throw invalidType(`${what}, but got ${describe(value)}`);
  return value;
}

export const X = "X";
export const O = "O";

// [[row, col], ...] from a flat [row, col, row, col, ...] view of wasm memory.
export function toPairs(flat) {
  const n = flat.length >> 1;
  const pairs = new Array(n);
  for (let j = 0; j < n; j++) pairs[j] = [flat[2 * j], flat[2 * j + 1]];
  return pairs;
}

// `Game.prototype.play`, put there once when the module starts (`installPlay`, called from
// the binding's start function with a throwaway game). wasm-bindgen's glue for a method that
// returns `Result<JsValue, JsValue>` reads a multi-value return back as an array and takes
// the winner from the externref table, which cost more than the move itself; `__play`
// returns a number, and only when it reports a failure is the move made again through
// `__playOrThrow`, which throws the error (a failed move changes nothing, so it fails alike).
//
// `__play` is called as the instance's own export, `rawPlay`, with the game's pointer, which
// is all the glue's `Game.prototype.__play` does: called straight it costs about 1 ns less a
// move (2-4%, in Node and Chromium), the layer of the glue's method and its read of the
// module's `wasm` binding. That leans on two names of wasm-bindgen's glue, `__wbg_ptr` and
// the export's (`game___play`); `installPlay` checks both and throws when the glue has
// changed them, so that every test fails at once instead of `play` going wrong.
let rawPlay = null;

function play(row, col) {
  // The number conversion of a wasm f64 argument, done once here so that a `valueOf` runs
  // once even when the move is made twice.
  const r = +row;
  const c = +col;
  // Whole numbers from 0 to 2^31 - 1 go straight to `__play`, which takes them as u32s (a
  // u32 argument is cheaper to pass than an f64 that wasm must check); the int32 test is
  // the one engines make cheapest. `__playOrThrow` takes any other number, larger whole
  // numbers included, and checks it. A freed game's pointer is 0, which the export refuses
  // as the glue's method does.
  if ((r | 0) === r && (c | 0) === c && (r | c) >= 0) {
    const code = rawPlay(this.__wbg_ptr, r, c);
    if (code === 0) return null;
    if (code < 3) return code === 1 ? X : O;
  }
  return this.__playOrThrow(r, c);
}

export function installPlay(game, exports) {
  const raw = exports.game___play;
  if (typeof raw !== "function" || typeof game.__wbg_ptr !== "number") {
    throw new Error("hex-connect: wasm-bindgen's glue no longer names the export game___play or the field __wbg_ptr; update play in src/wasm/rows.js");
  }
  rawPlay = raw;
  Object.defineProperty(Object.getPrototypeOf(game), "play", {
    value: play,
    writable: true,
    configurable: true,
  });
  game.free();
}
