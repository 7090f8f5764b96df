// Helpers for the wasm binding (src/wasm.rs). They run on the JavaScript side so that a
// board crosses into WebAssembly as one string, and so that no JavaScript value, however
// odd (a Proxy, a throwing getter), can throw through the wasm frames.

function describe(value) {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  const type = typeof value;
  if (type === "string") return `the string ${JSON.stringify(value.length > 40 ? value.slice(0, 40) + "…" : value)}`;
  if (type === "object") return "an object";
  if (type === "undefined") return "undefined";
  return `a ${type}`;
}

// The rows joined by "\n", or undefined when a row itself holds a "\n" (then the caller
// reads the rows one by one so that the error names the right row). Throws a TypeError when
// `rows` is not an array of strings.
export function joinRows(rows) {
  if (!Array.isArray(rows)) {
    throw new TypeError(`rows must be an array of strings, one per row, but got ${describe(rows)}`);
  }
  const n = rows.length;
  let newline = false;
  for (let i = 0; i < n; i++) {
    const row = rows[i];
    if (typeof row !== "string") {
      throw new TypeError(`row ${i + 1} must be a string, but got ${describe(row)}`);
    }
    if (!newline && row.includes("\n")) newline = true;
  }
  return newline ? undefined : rows.join("\n");
}

// A plain copy of rows already checked by joinRows.
export function copyRows(rows) {
  return Array.from(rows, String);
}

// 0 for X joining top to bottom (the default), 1 for X joining left to right.
export function readRule(options) {
  if (options === undefined || options === null) return 0;
  if (typeof options !== "object" || Array.isArray(options)) {
    throw new TypeError(`options must be an object such as { xConnects: "left-right" }, but got ${describe(options)}`);
  }
  for (const key of Object.keys(options)) {
    if (key !== "xConnects") {
      throw new TypeError(`unknown option ${JSON.stringify(key)}; the only option is xConnects`);
    }
  }
  const x = options.xConnects;
  if (x === undefined || x === "top-bottom") return 0;
  if (x === "left-right") return 1;
  throw new TypeError(`options.xConnects must be "top-bottom" or "left-right", but got ${describe(x)}`);
}

// [[row, col], ...] from a flat [row, col, row, col, ...] view of wasm memory.
export function toPairs(flat) {
  const pairs = new Array(flat.length >> 1);
  for (let i = 0, j = 0; j < pairs.length; i += 2, j++) {
    pairs[j] = [flat[i], flat[i + 1]];
  }
  return pairs;
}
