// The plain-JavaScript contender: what a careful user would write instead of the module.
// Parse the strings into a typed array, breadth-first search with a typed-array queue, stop
// at the goal edge. Same API and answers as the module (no validation beyond what parsing needs).

const X = 1;
const O = 2;

function parse(rows) {
  const h = rows.length;
  let w = 0;
  const first = rows[0];
  for (let i = 0; i < first.length; i++) if (first.charCodeAt(i) !== 32) w++;
  const cells = new Uint8Array(w * h);
  let k = 0;
  for (let r = 0; r < h; r++) {
    const row = rows[r];
    for (let i = 0; i < row.length; i++) {
      const ch = row.charCodeAt(i);
      if (ch === 32) continue;
      cells[k++] = ch === 88 ? X : ch === 79 ? O : 0;
    }
  }
  return { w, h, cells };
}

// Scratch buffers reused between calls, as a performance-minded user would.
let seen = new Uint8Array(0);
let queue = new Int32Array(0);
let parent = new Int32Array(0);
function scratch(n) {
  if (seen.length < n) {
    seen = new Uint8Array(n);
    queue = new Int32Array(n);
    parent = new Int32Array(n);
  }
}

// Top-bottom for `vertical`, else left-right. Returns the goal cell reached, or -1.
function search(b, stone, vertical) {
  const { w, h, cells } = b;
  const n = w * h;
  scratch(n);
  seen.fill(0, 0, n);
  let head = 0;
  let tail = 0;
  if (vertical) {
    for (let c = 0; c < w; c++) if (cells[c] === stone) { seen[c] = 1; parent[c] = c; queue[tail++] = c; }
  } else {
    for (let r = 0; r < h; r++) { const i = r * w; if (cells[i] === stone) { seen[i] = 1; parent[i] = i; queue[tail++] = i; } }
  }
  while (head < tail) {
    const i = queue[head++];
    const r = (i / w) | 0;
    const c = i - r * w;
    if (vertical ? r === h - 1 : c === w - 1) return i;
    let j;
    // The six neighbours, written out: (r-1,c) (r-1,c+1) (r,c-1) (r,c+1) (r+1,c-1) (r+1,c).
    if (r > 0) {
      j = i - w; if (cells[j] === stone && !seen[j]) { seen[j] = 1; parent[j] = i; queue[tail++] = j; }
      if (c < w - 1) { j = i - w + 1; if (cells[j] === stone && !seen[j]) { seen[j] = 1; parent[j] = i; queue[tail++] = j; } }
    }
    if (c > 0) { j = i - 1; if (cells[j] === stone && !seen[j]) { seen[j] = 1; parent[j] = i; queue[tail++] = j; } }
    if (c < w - 1) { j = i + 1; if (cells[j] === stone && !seen[j]) { seen[j] = 1; parent[j] = i; queue[tail++] = j; } }
    if (r < h - 1) {
      if (c > 0) { j = i + w - 1; if (cells[j] === stone && !seen[j]) { seen[j] = 1; parent[j] = i; queue[tail++] = j; } }
      j = i + w; if (cells[j] === stone && !seen[j]) { seen[j] = 1; parent[j] = i; queue[tail++] = j; }
    }
  }
  return -1;
}

function xVertical(options) {
  return !(options && options.xConnects === "left-right");
}

export function winner(rows, options) {
  const b = parse(rows);
  const v = xVertical(options);
  if (search(b, X, v) >= 0) return "X";
  if (search(b, O, !v) >= 0) return "O";
  return null;
}

export function winningPath(rows, options) {
  const b = parse(rows);
  const v = xVertical(options);
  for (const [stone, vertical] of [[X, v], [O, !v]]) {
    const end = search(b, stone, vertical);
    if (end < 0) continue;
    const path = [];
    for (let i = end; ; i = parent[i]) {
      path.push([(i / b.w) | 0, i % b.w]);
      if (parent[i] === i) break;
    }
    return path.reverse();
  }
  return null;
}

// The copy floor: every row's bytes copied into one buffer with `TextEncoder.encodeInto`,
// which any wasm module must at least do before it reads the rows.
const encoder = new TextEncoder();
let floorBuf = new Uint8Array(1 << 16);
export function copyFloor(rows) {
  let total = 0;
  for (const row of rows) total += row.length + 1;
  if (floorBuf.length < total) floorBuf = new Uint8Array(total * 2);
  let at = 0;
  for (const row of rows) at += encoder.encodeInto(row, floorBuf.subarray(at)).written + 1;
  return at;
}

// The floor of winningPath's answer: `length` `[row, col]` pairs made the cheapest way found
// (a list of its final length, each pair an array literal), as any module answering in that
// form must at least do after it has found the chain. Beside the copy floor, it says how
// near a module can come to the plain-JS peer on a board whose chain holds half its cells.
export function pairsFloor(length) {
  const pairs = new Array(length);
  for (let i = 0; i < length; i++) pairs[i] = [i, i];
  return pairs;
}
