// The careful plain-JS alternative of `analyze`: for each player a 0-1 breadth-first search
// over a flat byte grid (own stones cost 0, empty cells 1, the opponent's stones block), one
// queue a level, each cell queued once, with parent links for one cheapest completion. Used
// by `make bench` (benches/bench.mjs) and as an independent check in tests/js.

const EMPTY = 0;
const X = 1;
const O = 2;

/** The rows (cells `X`, `O`, `.`, spaces ignored) as a flat grid. */
export function parse(rows) {
  const h = rows.length;
  const w = rows[0].replace(/ /g, "").length;
  const grid = new Uint8Array(h * w);
  for (let r = 0; r < h; r++) {
    const row = rows[r];
    let c = 0;
    for (let i = 0; i < row.length; i++) {
      const ch = row.charCodeAt(i);
      if (ch === 32) continue;
      grid[r * w + c++] = ch === 88 ? X : ch === 79 ? O : EMPTY;
    }
  }
  return { grid, h, w };
}

/**
 * The fewest empty cells `player` (1 for X, 2 for O) must fill to join their edges, and the
 * cells of one such way from the start edge, or null.
 */
export function cheapest({ grid, h, w }, player, topBottom) {
  const n = h * w;
  const dist = new Int32Array(n).fill(-1);
  const parent = new Int32Array(n).fill(-1);
  let level = new Int32Array(n);
  let next = new Int32Array(n);
  let levelLen = 0;
  let nextLen = 0;
  const blocked = player === X ? O : X;
  // Start edge: stones at level 0, empty cells at level 1.
  for (let k = 0; k < (topBottom ? w : h); k++) {
    const i = topBottom ? k : k * w;
    if (grid[i] === player) {
      dist[i] = 0;
      level[levelLen++] = i;
    } else if (grid[i] === EMPTY) {
      dist[i] = 1;
      next[nextLen++] = i;
    }
  }
  let d = 0;
  for (;;) {
    for (let q = 0; q < levelLen; q++) {
      const i = level[q];
      const r = (i / w) | 0;
      const c = i - r * w;
      if (topBottom ? r === h - 1 : c === w - 1) return { distance: d, completion: trace(grid, parent, i, w) };
      // (r-1, c), (r-1, c+1), (r, c-1), (r, c+1), (r+1, c-1), (r+1, c)
      for (let k = 0; k < 6; k++) {
        let j;
        if (k === 0) { if (r === 0) continue; j = i - w; }
        else if (k === 1) { if (r === 0 || c === w - 1) continue; j = i - w + 1; }
        else if (k === 2) { if (c === 0) continue; j = i - 1; }
        else if (k === 3) { if (c === w - 1) continue; j = i + 1; }
        else if (k === 4) { if (r === h - 1 || c === 0) continue; j = i + w - 1; }
        else { if (r === h - 1) continue; j = i + w; }
        if (dist[j] !== -1) continue;
        const cell = grid[j];
        if (cell === blocked) continue;
        parent[j] = i;
        if (cell === player) {
          dist[j] = d;
          level[levelLen++] = j;
        } else {
          dist[j] = d + 1;
          next[nextLen++] = j;
        }
      }
    }
    if (nextLen === 0) return null;
    [level, next] = [next, level];
    levelLen = nextLen;
    nextLen = 0;
    d++;
  }
}

function trace(grid, parent, end, w) {
  const cells = [];
  for (let i = end; i !== -1; i = parent[i]) {
    if (grid[i] === EMPTY) cells.push([(i / w) | 0, i % w]);
  }
  return cells.reverse();
}

/** Both players' distances and completions, as `analyze` gives them (without winner and path). */
export function analyze(rows, options) {
  const board = parse(rows);
  const xTopBottom = options?.xConnects !== "left-right";
  const x = cheapest(board, X, xTopBottom);
  const o = cheapest(board, O, !xTopBottom);
  return {
    distance: { X: x ? x.distance : null, O: o ? o.distance : null },
    completion: { X: x ? x.completion : null, O: o ? o.completion : null },
  };
}
