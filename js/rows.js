// Helpers for the wasm binding (src/wasm.rs). They run on the JavaScript side so that a
// board crosses into WebAssembly in one call, as one copy of its bytes straight into wasm
// memory, and so that no JavaScript value, however odd (a Proxy, a throwing getter), can
// throw through the wasm frames: the binding imports them with `catch`.

function describe(value) {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  const type = typeof value;
  if (type === "string") return `the string ${JSON.stringify(value.length > 40 ? value.slice(0, 40) + "…" : value)}`;
  if (type === "object") return "an object";
  if (type === "undefined") return "undefined";
  return `a ${type}`;
}

// 0 for X joining top to bottom (the default), 1 for X joining left to right.
function readRule(options) {
  if (options === undefined || options === null) return 0;
  if (typeof options !== "object" || Array.isArray(options)) {
    throw new TypeError(`options must be an object such as { xConnects: "left-right" }, but got ${describe(options)}`);
  }
  for (const key in options) {
    if (key !== "xConnects" && Object.prototype.hasOwnProperty.call(options, key)) {
      throw new TypeError(`unknown option ${JSON.stringify(key)}; the only option is xConnects`);
    }
  }
  const x = options.xConnects;
  if (x === undefined || x === "top-bottom") return 0;
  if (x === "left-right") return 1;
  throw new TypeError(`options.xConnects must be "top-bottom" or "left-right", but got ${describe(x)}`);
}

// The scratch buffers in wasm memory that rows are copied into, registered by the binding
// (`useScratch`) and kept as views between calls; a view is remade when memory has grown.
let memory = null;
let bytesAt = 0;
let bytesCap = 0;
let endsAt = 0;
let endsCap = 0;
let bytes = new Uint8Array(0);
let ends = new Uint32Array(0);

export function useScratch(wasmMemory, bytesPtr, bytesLen, endsPtr, endsLen) {
  memory = wasmMemory;
  bytesAt = bytesPtr;
  bytesCap = bytesLen;
  endsAt = endsPtr;
  endsCap = endsLen;
  bytes = new Uint8Array(memory.buffer, bytesAt, bytesCap);
  ends = new Uint32Array(memory.buffer, endsAt, endsCap);
}

const encoder = new TextEncoder();
// Rows this long on average are copied one encodeInto each; shorter ones are joined first.
const LONG_ROW = 96;

// Checks the arguments and copies the rows' bytes end to end into the scratch bytes, with
// the end offset of each row in the scratch ends. Returns 2 * rows + rule (0 for X
// top-bottom, 1 for X left-right), or
//   -1 when the scratch is too small: ends[0] and ends[1] then hold the bytes and rows needed;
//   -2 when a row holds a non-ASCII character (never a valid cell): read them one by one.
// Throws a TypeError naming what is wrong with `rows` or `options`.
export function load(rows, options) {
  if (!Array.isArray(rows)) {
    throw new TypeError(`rows must be an array of strings, one per row, but got ${describe(rows)}`);
  }
  const rule = readRule(options);
  if (bytes.buffer !== memory.buffer) useScratch(memory, bytesAt, bytesCap, endsAt, endsCap);
  const n = rows.length;
  const e = ends;
  const fits = n <= endsCap;
  let total = 0;
  for (let i = 0; i < n; i++) {
    const row = rows[i];
    if (typeof row !== "string") {
      throw new TypeError(`row ${i + 1} must be a string, but got ${describe(row)}`);
    }
    total += row.length;
    if (fits) e[i] = total;
  }
  if (!fits || total > bytesCap) {
    e[0] = total;
    e[1] = n;
    return -1;
  }
  // Every valid row is ASCII, so its byte length is its string length and `ends` already
  // holds the right offsets; a row that copies to a different length is not valid.
  if (n > 0 && total >= LONG_ROW * n) {
    // Long rows: one encodeInto each, straight into place.
    let at = 0;
    for (let i = 0; i < n; i++) {
      const row = rows[i];
      if (typeof row !== "string") return -2;
      const end = e[i];
      const { read, written } = encoder.encodeInto(row, bytes.subarray(at, end));
      if (read !== row.length || at + written !== end) return -2;
      at = end;
    }
  } else if (n > 0) {
    // Short rows: joining them first makes one copy of a few hundred bytes, cheaper than
    // a call into the encoder per row.
    const joined = n === 1 ? rows[0] : rows.join("");
    if (typeof joined !== "string") return -2;
    const { read, written } = encoder.encodeInto(joined, bytes);
    if (read !== total || written !== total || joined.length !== total) return -2;
  }
  return 2 * n + rule;
}

// Whether `options` ask for X left-right (throws for options that are not understood).
export function ruleOf(options) {
  return readRule(options) === 1;
}

// A plain array copy of the rows, checked again, for the slow path that reports errors in
// rows with non-ASCII text.
export function copyRows(rows) {
  return Array.from(rows, (row, i) => {
    if (typeof row !== "string") throw new TypeError(`row ${i + 1} must be a string, but got ${describe(row)}`);
    return row;
  });
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
